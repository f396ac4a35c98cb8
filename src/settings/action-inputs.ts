/**
 * What the action was given: each input as text, and the command its inputs ask for. A workflow names no command:
 * `status: report` is the organization report, `status: campaign` the campaign across repositories, a policy file
 * replaces the per-module inputs, configuration directories ask for the gate, and any other `status` names its own
 * command. Pure: the runner hands in how it reads an input.
 */
import type { Wording } from '../model.ts';
import { show } from '../text.ts';
import { initial } from '../wording.ts';
import type { Given } from './read.ts';
import { rowOf, type SettingKey } from './table.ts';
import { type CommandName } from './commands.ts';

/** The statuses of one module's versions, and the command each is. */
const BY_STATUS: Readonly<Record<string, CommandName>> = {
  deprecated: 'deprecate',
  undeprecated: 'undeprecate',
  revoked: 'revoke',
  unrevoked: 'unrevoke',
  check: 'check',
};
const STATUS_LIST = 'deprecated, undeprecated, revoked, unrevoked or check';

/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT: Readonly<Record<string, string>> = {
  deprecate: 'deprecated',
  deprecation: 'deprecated',
  revoke: 'revoked',
  revocation: 'revoked',
  unrevoke: 'unrevoked',
  undeprecate: 'undeprecated',
  revert: 'undeprecated',
  reverted: 'undeprecated',
  active: 'undeprecated',
  checked: 'check',
  status: 'check',
};

/** `read` reads an input as the runner does (`core.getInput`): '' when not set. */
export function givenByInputs(read: (input: string) => string, words: Wording): Given {
  const value: Given['value'] = (key) => {
    const input = rowOf(key).input;
    return input === undefined ? undefined : read(input);
  };
  const text = (key: SettingKey): string => String(value(key) ?? '').trim();
  const raw = text('status');
  const status = raw.toLowerCase();
  if (status === 'report' || status === 'campaign') return { command: status, value };
  if (text('policyFile') !== '') return { command: 'policy', value };
  const problems: string[] = [];
  const In = initial(words.input('status'));
  if (status === '') problems.push(`${In} is required: ${STATUS_LIST}.`);
  else if (!Object.hasOwn(BY_STATUS, status)) {
    const meant = STATUS_MEANT[status];
    problems.push(
      `${In} must be ${STATUS_LIST}, got ${show(raw)}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`,
    );
  }
  if (text('configDirectory') !== '') {
    if (status !== 'check') {
      problems.push(
        `${initial(words.input('configDirectory'))} works only with ${words.setting('status', 'check')}: remove it, or set ${words.setting('status', 'check')}.`,
      );
    }
    return { command: 'gate', value, problems };
  }
  return { command: BY_STATUS[status] ?? 'check', value, problems };
}
