/** What a row of the settings table (table.ts) says, and the value each kind holds. Pure, imports nothing. */
import type { CommandName } from './commands.ts';

/**
 * What a setting holds, and how text given is read: switch, true or false (true/True/TRUE; a flag without a value);
 * count, a whole number within `range`; seconds, a number within `range` (`positive`: more than 0); choice, one of
 * `values`, any case; lines, one entry per line (the command line's arguments); path and text, the text trimmed;
 * secret, a token, never a flag.
 */
export type SettingKind = 'switch' | 'count' | 'seconds' | 'choice' | 'lines' | 'path' | 'text' | 'secret';

/** How a setting that is no flag reaches the command line, if at all. */
export interface NotAFlag {
  /** Said to a person who gives it as a flag. Secrets have one message for all (cli/command-line.ts). */
  readonly why?: string;
  /** How a person gives it instead (`TFE_USAGE_TOKEN`, "`gate DIR`"); absent: the command line has it not. */
  readonly givenAs?: string;
  /** A person can set it, though not as a flag; false where the command line has no such thing. */
  readonly taken: boolean;
}

export interface SettingRow {
  /** The action's input; absent for the command line's own options. */
  readonly input?: string;
  /** The flag: the input's name unless `notAFlag` says how it is given instead; the CLI's own options name theirs. */
  readonly flag?: string;
  readonly notAFlag?: NotAFlag;
  readonly kind: SettingKind;
  /** The default, as action.yml has it (the command line's own where it has no input). */
  readonly default?: string | number | boolean;
  readonly values?: readonly string[];
  /** A choice's values in words, for the message that refuses another ("auto (…), true (…) or false (…)"). */
  readonly expected?: string;
  readonly range?: { readonly min: number; readonly max: number };
  /** With `seconds`: 0 is refused. */
  readonly positive?: true;
  /** The commands that take it as a flag (none: it is no flag). */
  readonly commands?: readonly CommandName[];
  /** One line of doc, as help shows it; for a switch, what `--X` does. */
  readonly doc: string;
  /** For a switch true by default: what `--no-X` does. */
  readonly docOff?: string;
  /** What help shows as the value: `PATH`, `N`; a choice shows its values. */
  readonly valueName?: string;
}

/** A row with what the table leaves implied spelled out. */
export interface Row extends SettingRow {
  readonly commands: readonly CommandName[];
}

/** The value a setting holds once read: a kind's type, a choice's values. */
export type ValueOf<R> = R extends { kind: 'switch' }
  ? boolean
  : R extends { kind: 'count' | 'seconds' }
    ? number
    : R extends { kind: 'lines' }
      ? readonly string[]
      : R extends { kind: 'choice'; values: readonly (infer V)[] }
        ? V | (R extends { default: unknown } ? never : '')
        : string;
