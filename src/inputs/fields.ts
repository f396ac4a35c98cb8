/** Rules the modes share over read settings; each adds its problem to `problems` and goes on: all reported at once. */
import { redactUserinfo, validatePart, type AddressPart } from '../address.ts';
import type { Command, Status, Wording } from '../model.ts';
import type { SettingKey } from '../settings/table.ts';
import { initial } from '../wording.ts';
import { CONTROL_IN_TEXT, MAX_REASON_LENGTH, validateLink } from '../validation.ts';
import { show } from '../text.ts';

/** Whether a status sets a reason and a link: those that deprecate. */
export const setsDeprecation = (status: Status): boolean => status === 'deprecated' || status === 'revoked';

/** A warning for inputs given with a status that has no use for them. */
const statusOnly = (words: Wording, keys: readonly SettingKey[], status: Status): string =>
  `${initial(words.inputs(keys))} ${keys.length === 1 ? 'is' : 'are'} used only with ${words.setting('status', 'deprecated')} or ${words.setting('status', 'revoked')}; ignored for ${status}.`;

/** `reason` and `link`: checked in every mode, used only to deprecate. */
export function parseDeprecationText(
  command: Command,
  status: Status,
  problems: string[],
  warnings: string[],
  words: Wording,
): { reason: string; link: string } {
  const { reason, link } = command.settings;
  const reasonInput = initial(words.input('reason'));
  if (reason.length > MAX_REASON_LENGTH) {
    problems.push(`${reasonInput} must be at most ${MAX_REASON_LENGTH} characters, got ${reason.length}.`);
  } else if (CONTROL_IN_TEXT.test(reason)) {
    problems.push(`${reasonInput} must not contain control characters (newlines and tabs are fine).`);
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
        ? `${reasonInput} is required with ${words.setting('status', 'revoked')}: it is the revocation message consumers read, and the deprecation reason of a version not deprecated yet.`
        : `${reasonInput} is required with ${words.setting('status', 'deprecated')}: it is what consumers read beside the deprecation, and it replaces the reason of a version already deprecated (${words.setting('keepReasons', 'true')} keeps those).`,
    );
  }
  return { reason, link };
}

/** `keepReasons`: versions already deprecated (or revoked) keep their reason and link. */
export function parseKeepReasons(command: Command, status: Status, warnings: string[], words: Wording): boolean {
  const keep = command.settings.keepReasons;
  if (keep && !setsDeprecation(status)) warnings.push(statusOnly(words, ['keepReasons'], status));
  return keep && setsDeprecation(status);
}

/** `keepLatest`: the N newest released versions are never deprecated nor revoked. */
export function parseKeepLatest(command: Command, status: Status, warnings: string[], words: Wording): number {
  const { keepLatest } = command.settings;
  if (!setsDeprecation(status) && keepLatest > 0) warnings.push(statusOnly(words, ['keepLatest'], status));
  return keepLatest;
}

/** A part of a module address from an input, checked; the problem names the input. */
export function parsePart(
  key: SettingKey,
  kind: AddressPart,
  value: string,
  problems: string[],
  words: Wording,
): string {
  try {
    return validatePart(kind, value);
  } catch (error) {
    problems.push(`${initial(words.input(key))} ${(error as Error).message}, got ${show(value)}.`);
    return value;
  }
}
