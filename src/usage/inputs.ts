/**
 * The usage inputs, shared by the modes that change or check versions: `usage` (auto, true,
 * false) and `usage-token` (default: the token), and the safe revoke `revoke-only-unused`.
 */
import type { InputLine } from '../inputs/log.ts';
import type { InputReader } from '../inputs/errors.ts';
import type { UsageMode, Wording } from '../model.ts';
import { initial } from '../wording.ts';
import { show } from '../text.ts';
import { INPUT_VALUES } from '../action-interface.ts';

export interface UsageOptions {
  readonly usage: UsageMode;
  /** A token for Explorer only; undefined: the `token` is used. */
  readonly usageToken?: string;
}

/** What each value of `usage` (INPUT_VALUES.usage, the one list of them) asks for. */
const VALUES: Readonly<Record<(typeof INPUT_VALUES.usage)[number], UsageMode>> = {
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
  return ['Usage', `${what}${withToken ? ` (with ${words.name('usage-token')})` : ''}`];
}

export function parseUsageOptions(read: InputReader, problems: string[], words: Wording): UsageOptions {
  const raw = read('usage').trim();
  const value = raw.toLowerCase();
  const usage = raw === '' ? 'auto' : Object.hasOwn(VALUES, value) ? VALUES[value as keyof typeof VALUES] : undefined;
  if (usage === undefined) {
    problems.push(
      `${initial(words.input('usage'))} must be auto (read who uses each version when the token may), true (required) or false (never), got ${show(raw)}.`,
    );
  }
  const usageToken = read('usage-token').trim();
  if (usageToken !== '' && /\s/.test(usageToken)) {
    problems.push(`${initial(words.input('usage-token'))} must be one token, without spaces or line breaks.`);
  }
  return { usage: usage ?? 'auto', ...(usageToken !== '' && { usageToken }) };
}
