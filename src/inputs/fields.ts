/**
 * Small input parsers the modes share: a boolean, a number of seconds, the status, `reason` and
 * `link`, `keep-latest`, a part of a module address. Each adds its problem to `problems` and
 * goes on, so that every mistake is reported at once.
 */
import { redactUserinfo, validatePart, type AddressPart } from '../address.ts';
import type { Status, Wording } from '../model.ts';
import { initial } from '../wording.ts';
import { CONTROL_IN_TEXT, MAX_REASON_LENGTH, validateLink } from '../validation.ts';
import type { InputReader } from './errors.ts';
import { show } from '../text.ts';

export function parseBoolean(
  name: string,
  raw: string,
  fallback: boolean,
  problems: string[],
  words: Wording,
): boolean {
  const value = raw.trim();
  if (value === '') return fallback;
  if (/^(true|True|TRUE)$/.test(value)) return true;
  if (/^(false|False|FALSE)$/.test(value)) return false;
  problems.push(`${initial(words.input(name))} must be true or false, got ${show(value)}.`);
  return fallback;
}

export function parseSeconds(
  name: string,
  raw: string,
  fallback: number,
  max: number,
  problems: string[],
  words: Wording,
): number {
  const value = raw.trim();
  if (value === '') return fallback;
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) > max) {
    problems.push(`${initial(words.input(name))} must be a number of seconds from 0 to ${max}, got ${show(value)}.`);
    return fallback;
  }
  return Number(value);
}

/** The `status` input. */
export function parseStatus(raw: string, problems: string[], words: Wording): Status {
  const value = raw.trim().toLowerCase();
  if (STATUSES.includes(value as Status)) return value as Status;
  const meant = STATUS_MEANT[value];
  problems.push(
    value === ''
      ? `${initial(words.input('status'))} is required: ${STATUS_LIST}.`
      : `${initial(words.input('status'))} must be ${STATUS_LIST}, got ${show(raw.trim())}.${meant !== undefined ? ` Did you mean ${meant}?` : ''}`,
  );
  return 'check';
}

const STATUSES: readonly Status[] = ['deprecated', 'undeprecated', 'revoked', 'unrevoked', 'check'];
const STATUS_LIST = 'deprecated, undeprecated, revoked, unrevoked or check';

/** Whether a status sets a reason and a link: those that deprecate. */
export const setsDeprecation = (status: Status): boolean => status === 'deprecated' || status === 'revoked';

/** What people write for a status, and the status they mean: the input names a state, not a verb. */
const STATUS_MEANT: Record<string, Status> = {
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

/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words: Wording, inputs: readonly string[], status: Status): string =>
  `${initial(words.inputs(inputs))} ${inputs.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;

/** `reason` and `link`: checked in every mode, used only to deprecate. */
export function parseDeprecationText(
  read: InputReader,
  status: Status,
  problems: string[],
  warnings: string[],
  words: Wording,
): { reason: string; link: string } {
  const reason = read('reason').trim();
  const link = read('link').trim();
  if (reason.length > MAX_REASON_LENGTH) {
    problems.push(
      `${initial(words.input('reason'))} must be at most ${MAX_REASON_LENGTH} characters, got ${reason.length}.`,
    );
  } else if (CONTROL_IN_TEXT.test(reason)) {
    problems.push(
      `${initial(words.input('reason'))} must not contain control characters (newlines and tabs are fine).`,
    );
  }
  if (link !== '') {
    const problem = validateLink(link);
    if (problem !== undefined)
      problems.push(`${initial(words.input('link'))} ${problem}, got ${show(redactUserinfo(link))}.`);
  }
  if (!setsDeprecation(status) && (reason !== '' || link !== '')) {
    warnings.push(statusOnly(words, ['reason', 'link'], status));
  }
  // Sent to every version selected, replacing the reason a deprecated one had: never empty.
  if (setsDeprecation(status) && reason === '') {
    problems.push(
      status === 'revoked'
        ? `${initial(words.input('reason'))} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
        : `${initial(words.input('reason'))} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keep-reasons', 'true')} keeps those).`,
    );
  }
  return { reason, link };
}

/** `keep-reasons`: versions already deprecated (or revoked) keep their reason and link. */
export function parseKeepReasons(
  read: InputReader,
  status: Status,
  problems: string[],
  warnings: string[],
  words: Wording,
): boolean {
  const keep = parseBoolean('keep-reasons', read('keep-reasons'), false, problems, words);
  if (keep && !setsDeprecation(status)) warnings.push(statusOnly(words, ['keep-reasons'], status));
  return keep && setsDeprecation(status);
}

/** `keep-latest`: the N newest released versions are never deprecated nor revoked. */
export function parseKeepLatest(
  read: InputReader,
  status: Status,
  problems: string[],
  warnings: string[],
  words: Wording,
): number {
  const raw = read('keep-latest').trim();
  if (raw === '') return 0;
  let keepLatest = 0;
  if (/^\d{1,4}$/.test(raw)) keepLatest = Number(raw);
  else problems.push(`${initial(words.input('keep-latest'))} must be a whole number from 0 to 9999, got ${show(raw)}.`);
  if (!setsDeprecation(status) && keepLatest > 0) warnings.push(statusOnly(words, ['keep-latest'], status));
  return keepLatest;
}

/** A part of a module address from an input, checked; the problem names the input. */
export function parsePart(name: string, kind: AddressPart, value: string, problems: string[], words: Wording): string {
  try {
    return validatePart(kind, value);
  } catch (error) {
    problems.push(`${initial(words.input(name))} ${(error as Error).message}, got ${show(value)}.`);
    return value;
  }
}
