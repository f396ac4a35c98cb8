/**
 * The command line's words (Wording, in src/model.ts): inputs are flags (`--version`,
 * `--no-verify`), the Explorer token is TFE_USAGE_TOKEN, a status is a command, and the report is
 * the summary and the FILE:LINE lines it prints. Pure.
 */
import type { Wording } from '../model.ts';
import { listed } from '../wording.ts';
import { BOOLEAN_INPUTS, USAGE_TOKEN_VARIABLE } from './command-line.ts';

/** Inputs that are no flag: how a person gives each on the command line. */
const GIVEN_AS: Readonly<Record<string, string>> = {
  token: 'the token',
  'usage-token': USAGE_TOKEN_VARIABLE,
  'github-token': 'the GitHub token',
  status: 'the command',
  'config-directory': '`gate DIR`',
  'policy-file': 'the policy file',
};

/** The inputs a person cannot give the command line at all. */
const NOT_TAKEN: ReadonlySet<string> = new Set(['token', 'github-token', 'comment', 'on-prerelease', 'suggest']);

/** The command that sets a status. */
const COMMAND_OF: Readonly<Record<string, string>> = {
  deprecated: 'deprecate',
  undeprecated: 'undeprecate',
  revoked: 'revoke',
  unrevoked: 'unrevoke',
  check: 'check',
  report: 'report',
};

const flag = (name: string): string => GIVEN_AS[name] ?? `--${name}`;

export const CLI_WORDS: Wording = {
  input: flag,
  name: flag,
  inputs: (names) => listed(names.map(flag)),
  setting: (name, value) => {
    if (name === 'status') return `\`${COMMAND_OF[value] ?? value}\``;
    if (BOOLEAN_INPUTS.has(name)) return value === 'false' ? `--no-${name}` : `--${name}`;
    return `--${name} ${/\s/.test(value) ? JSON.stringify(value) : value}`;
  },
  takes: (name) => !NOT_TAKEN.has(name),
  output: (name) => `\`${name}\` (--json)`,
  summary: 'the summary',
  annotations: 'the FILE:LINE lines',
  run: 'the command',
  setup: 'the command line',
};
