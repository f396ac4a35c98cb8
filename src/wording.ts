/**
 * The words each runner uses for the settings and its report, derived from the settings table: a message names a
 * setting through the runner's Wording, never by writing its name, so the command line says `--version` where the
 * action says input `version`. Pure.
 */
import type { Wording } from './model.ts';
import { rowOf, type SettingKey } from './settings/table.ts';
import { commandOfStatus } from './settings/commands.ts';

/** A setting as the action names it: its input (the command line's own options by their flag). */
const inputName = (key: SettingKey): string => {
  const row = rowOf(key);
  return row.input ?? `--${row.flag ?? key}`;
};

/** How a workflow names things: the inputs under `with:`, the job summary, the annotations. */
export const ACTION_WORDS: Wording = {
  input: (key) => `input \`${inputName(key)}\``,
  name: (key) => `\`${inputName(key)}\``,
  inputs: (keys) =>
    keys.length === 1
      ? `input \`${inputName(keys[0] as SettingKey)}\``
      : `inputs ${listed(keys.map((k) => `\`${inputName(k)}\``))}`,
  setting: (key, value) => `\`${inputName(key)}: ${value}\``,
  takes: (key) => rowOf(key).input !== undefined,
  status: (value) => `\`${value}\``,
  output: (name) => `the \`${name}\` output`,
  summary: 'the step summary',
  annotations: 'the annotations',
  run: 'the step',
  setup: 'the workflow',
};

/** A setting as the command line names it: its flag, else how it is given (`TFE_USAGE_TOKEN`). */
const flagName = (key: SettingKey): string => {
  const row = rowOf(key);
  return row.flag !== undefined ? `--${row.flag}` : (row.notAFlag?.givenAs ?? `\`${row.input ?? key}\``);
};

/** Settings are flags, the Explorer token TFE_USAGE_TOKEN, a status a command, the report the summary and its lines. */
export const CLI_WORDS: Wording = {
  input: flagName,
  name: flagName,
  inputs: (keys) => listed(keys.map(flagName)),
  setting: (key, value) => {
    const row = rowOf(key);
    if (key === 'status') return CLI_WORDS.status(value);
    if (row.flag === undefined) return flagName(key);
    if (row.kind === 'switch') return value === 'false' ? `--no-${row.flag}` : `--${row.flag}`;
    return `--${row.flag} ${/\s/.test(value) ? JSON.stringify(value) : value}`;
  },
  takes: (key) => {
    const row = rowOf(key);
    return row.flag !== undefined || row.notAFlag?.taken === true;
  },
  status: (value) => `\`${commandOfStatus(value) ?? value}\``,
  output: (name) => `\`${name}\` (--json)`,
  summary: 'the summary',
  annotations: 'the FILE:LINE lines',
  run: 'the command',
  setup: 'the command line',
};

/** Words in a sentence: "a", "a and b", "a, b and c". */
export const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

export const initial = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a failed run's details are, and whether running it again helps: the end of a verdict. */
export const seeSummary = (words: Wording, rerunMayHelp: boolean): string =>
  `See ${words.summary}${rerunMayHelp ? `; running ${words.run} again retries only what is not done` : ''}.`;

export const names = (words: Wording, keys: readonly SettingKey[]): string => keys.map((k) => words.name(k)).join(', ');
