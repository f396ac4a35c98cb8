/**
 * The one reader of settings: what a runner was given (the action's inputs, the command line's flags and arguments) →
 * every setting's typed value, by its row's kind (table.ts), and every problem found, each naming its setting as that
 * runner does. A mode's parser starts from the `Command` and adds its own rules, reporting all problems at once. Pure.
 */
import type { Command, Wording } from '../model.ts';
import { show } from '../text.ts';
import { initial } from '../wording.ts';
import { SETTING_KEYS, rowOf, type SettingKey, type Settings } from './table.ts';
import { type CommandName } from './commands.ts';
import { type SettingRow } from './row.ts';

/** A setting's value as given: text (an input, a flag's value), a switch (`--X`/`--no-X`), a list (arguments). */
export type GivenValue = string | boolean | readonly string[];

/** What a runner was given, before any of it is read. */
export interface Given {
  readonly command: CommandName;
  /** A setting's value as given; undefined (or '') when not given, so that its default applies. */
  value(key: SettingKey): GivenValue | undefined;
  /** Whether `value` is the command's own default (the command line's `usage`), not given by the person. */
  defaulted?(key: SettingKey): boolean;
  /** What telling the command found wrong (the action's `status`), reported with the rest. */
  readonly problems?: readonly string[];
}

type Value = Settings[SettingKey];

const isEmpty = (value: GivenValue | undefined): value is undefined | '' =>
  value === undefined || (typeof value === 'string' && value.trim() === '');

export function readCommand(given: Given, words: Wording): Command {
  const problems = [...(given.problems ?? [])];
  const values: Partial<Record<SettingKey, Value>> = {};
  for (const key of SETTING_KEYS) {
    const row = rowOf(key);
    const raw = given.value(key);
    values[key] = isEmpty(raw) ? fallback(row) : readValue(key, row, raw, problems, words);
  }
  return {
    name: given.command,
    settings: values as Settings,
    given: (key) => !isEmpty(given.value(key)) && given.defaulted?.(key) !== true,
    problems,
  };
}

/** A setting's default: the row's, else nothing (false, 0, '', no lines). */
function fallback(row: SettingRow): Value {
  switch (row.kind) {
    case 'switch':
      return row.default === true;
    case 'count':
    case 'seconds':
      return typeof row.default === 'number' ? row.default : 0;
    case 'lines':
      return [];
    // A token's default is the runner's to fill in (`${{ github.token }}`), never text of ours.
    case 'secret':
      return '';
    default:
      return typeof row.default === 'string' ? row.default : '';
  }
}

function readValue(key: SettingKey, row: SettingRow, raw: GivenValue, problems: string[], words: Wording): Value {
  const In = (): string => initial(words.input(key));
  if (typeof raw === 'boolean') return row.kind === 'switch' ? raw : fallback(row);
  if (typeof raw !== 'string') return row.kind === 'lines' ? trimmedLines(raw) : fallback(row);
  const text = raw.trim();
  switch (row.kind) {
    case 'switch':
      if (/^(true|True|TRUE)$/.test(text)) return true;
      if (/^(false|False|FALSE)$/.test(text)) return false;
      problems.push(`${In()} must be true or false, got ${show(text)}.`);
      return fallback(row);
    case 'count': {
      const { min, max } = row.range ?? { min: 0, max: Number.MAX_SAFE_INTEGER };
      if (/^\d{1,9}$/.test(text) && Number(text) >= min && Number(text) <= max) return Number(text);
      problems.push(`${In()} must be a whole number from ${min} to ${max}, got ${show(text)}.`);
      return fallback(row);
    }
    case 'seconds': {
      const max = row.range?.max ?? Number.MAX_SAFE_INTEGER;
      if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > max) {
        problems.push(`${In()} must be a number of seconds from 0 to ${max}, got ${show(text)}.`);
        return fallback(row);
      }
      if (row.positive === true && Number(text) === 0) {
        problems.push(`${In()} must be more than 0 seconds.`);
        return fallback(row);
      }
      return Number(text);
    }
    case 'choice': {
      const value = text.toLowerCase();
      // `status` names the command; command.ts reads it (the action's) and says what is wrong with it.
      if (row.expected === undefined || row.values?.includes(value) === true) return value;
      problems.push(`${In()} must be ${row.expected}, got ${show(text)}.`);
      return fallback(row);
    }
    case 'lines':
      return trimmedLines(raw.split(/\r?\n/));
    default:
      return text;
  }
}

const trimmedLines = (lines: readonly string[]): string[] => lines.map((line) => line.trim()).filter(Boolean);
