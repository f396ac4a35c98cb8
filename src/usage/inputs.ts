/**
 * The usage inputs, shared by the modes that change or check versions: `usage` (auto, true,
 * false) and `usageToken` (default: the token), and the safe revoke `revokeOnlyUnused`.
 */
import type { InputLine } from '../inputs/log.ts';
import type { Command, UsageMode, Wording } from '../model.ts';
import type { Settings } from '../settings/table.ts';
import { initial } from '../wording.ts';

export interface UsageOptions {
  readonly usage: UsageMode;
  /** A token for Explorer only; undefined: the `token` is used. */
  readonly usageToken?: string;
}

/** What each value of `usage` asks for. */
const VALUES: Readonly<Record<Settings['usage'], UsageMode>> = {
  auto: 'auto',
  true: 'required',
  false: 'off',
};

/** The "Usage" line of the Inputs log group. */
export function usageLine(options: UsageOptions, words: Wording): InputLine {
  const what = {
    auto: 'auto: who uses each version, from Explorer, when the token may',
    required: `true: who uses each version, from Explorer; ${words.run} fails without it`,
    off: 'false: not read',
  }[options.usage];
  const withToken = options.usage !== 'off' && options.usageToken !== undefined;
  return ['Usage', `${what}${withToken ? ` (with ${words.name('usageToken')})` : ''}`];
}

export function parseUsageOptions(command: Command, problems: string[], words: Wording): UsageOptions {
  const { usage, usageToken } = command.settings;
  if (usageToken !== '' && /\s/.test(usageToken)) {
    problems.push(`${initial(words.input('usageToken'))} must be one token, without spaces or line breaks.`);
  }
  return { usage: VALUES[usage], ...(usageToken !== '' && { usageToken }) };
}
