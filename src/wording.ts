/**
 * The words each runner uses for the settings and its report (Wording, in src/model.ts), derived
 * from the settings table (src/settings/table.ts), and the helpers every runner's share. A
 * message names a setting through the runner's Wording, never by writing its name, so that the
 * command line says `--version` where the action says input `version`. Pure.
 */
import type { Wording } from './model.ts';
import { rowOf, SETTING_KEYS, type SettingKey } from './settings/table.ts';
import { commandOfStatus } from './settings/commands.ts';

/**
 * The setting a message names: its key (`keepLatest`), or, as older call sites write it, its
 * input's or flag's name (`keep-latest`).
 */
export function settingKey(name: string): SettingKey {
  if ((SETTING_KEYS as readonly string[]).includes(name)) return name as SettingKey;
  const key = SETTING_KEYS.find((k) => rowOf(k).input === name || rowOf(k).flag === name);
  if (key === undefined) throw new Error(`no setting is named ${JSON.stringify(name)}`);
  return key;
}

/** A setting as the action names it: its input (the command line's own options by their flag). */
const inputName = (name: string): string => {
  const row = rowOf(settingKey(name));
  return row.input ?? `--${row.flag ?? name}`;
};

/** How a workflow names things: the inputs under `with:`, the job summary, the annotations. */
export const ACTION_WORDS: Wording = {
  input: (name) => `input \`${inputName(name)}\``,
  name: (name) => `\`${inputName(name)}\``,
  inputs: (names) =>
    names.length === 1
      ? `input \`${inputName(names[0] as string)}\``
      : `inputs ${listed(names.map((n) => `\`${inputName(n)}\``))}`,
  setting: (name, value) => `\`${inputName(name)}: ${value}\``,
  takes: (name) => rowOf(settingKey(name)).input !== undefined,
  output: (name) => `the \`${name}\` output`,
  summary: 'the step summary',
  annotations: 'the annotations',
  run: 'the step',
  setup: 'the workflow',
};

/** A setting as the command line names it: its flag, else how it is given (`TFE_USAGE_TOKEN`). */
const flagName = (name: string): string => {
  const row = rowOf(settingKey(name));
  return row.flag !== undefined ? `--${row.flag}` : (row.notAFlag?.givenAs ?? `\`${row.input ?? name}\``);
};

/**
 * The command line's words: settings are flags (`--version`, `--no-verify`), the Explorer token is
 * TFE_USAGE_TOKEN, a status is a command, and the report is the summary and its FILE:LINE lines.
 */
export const CLI_WORDS: Wording = {
  input: flagName,
  name: flagName,
  inputs: (names) => listed(names.map(flagName)),
  setting: (name, value) => {
    const key = settingKey(name);
    const row = rowOf(key);
    if (key === 'status') return `\`${commandOfStatus(value) ?? value}\``;
    if (row.flag === undefined) return flagName(name);
    if (row.kind === 'switch') return value === 'false' ? `--no-${row.flag}` : `--${row.flag}`;
    return `--${row.flag} ${/\s/.test(value) ? JSON.stringify(value) : value}`;
  },
  takes: (name) => {
    const row = rowOf(settingKey(name));
    return row.flag !== undefined || row.notAFlag?.taken === true;
  },
  output: (name) => `\`${name}\` (--json)`,
  summary: 'the summary',
  annotations: 'the FILE:LINE lines',
  run: 'the command',
  setup: 'the command line',
};

/** The words of a run's context: the runner's, else the action's (a unit test's context names none). */
export const wordsOf = (context: { readonly words?: Wording } | undefined): Wording => context?.words ?? ACTION_WORDS;

/** Words in a sentence: "a", "a and b", "a, b and c". */
export const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** A sentence's first word with a capital: "Input `version` must…", "--version must…". */
export const initial = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a failed run's details are, and whether running it again helps: the end of a verdict. */
export const seeSummary = (words: Wording, rerunMayHelp: boolean): string =>
  `See ${words.summary}${rerunMayHelp ? `; running ${words.run} again retries only what is not done` : ''}.`;

/** Several inputs as a list: "`module`, `provider`" / "--module, --provider". */
export const names = (words: Wording, inputs: readonly string[]): string => inputs.map((n) => words.name(n)).join(', ');
