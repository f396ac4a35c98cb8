/** The single-module mode's verdict in words: the summary's first line and the log's last, without zero counts. Pure. */
import type { VersionOutcome } from '../changes/outcome.ts';
import { updatesRevocation } from '../changes/plan.ts';
import type { RunContext, Status } from '../model.ts';
import type { WarnsByDefault } from './inputs.ts';
import { someOf, verdictLine, warningsWhy, type Annotation, type Report } from '../report.ts';
import { cell, inSentence, messageCell, plural } from '../text.ts';
import { retired } from './checked.ts';

/** What the headline reads of the report's context. */
interface HeadlineContext extends RunContext {
  readonly status: Status;
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly failOnDeprecated: boolean;
  readonly failOnRevoked?: boolean;
  readonly warnsByDefault?: WarnsByDefault;
}

/** What a step that changes versions did to them, by status: done, and (a dry run) would be. */
const DONE: Record<Exclude<Status, 'check'>, { readonly done: string; readonly already: string }> = {
  deprecated: { done: 'deprecated', already: 'deprecated' },
  revoked: { done: 'revoked', already: 'revoked' },
  undeprecated: { done: 'reverted to active', already: 'active' },
  unrevoked: { done: 'unrevoked', already: 'not revoked' },
};

/**
 * "3 versions deprecated, 1 unchanged", "1 version would be revoked (dry run)", "2 deprecations updated".
 * A version held back (`revokeOnlyUnused`) is not counted as revoked: the headline names it apart.
 */
export function doneText(outcomes: readonly VersionOutcome[], context: HeadlineContext, verified: boolean): string {
  const words = DONE[context.status as Exclude<Status, 'check'>];
  const counted = outcomes.filter((o) => o.note === undefined);
  const changed = counted.filter((o) =>
    context.dryRun ? o.status === 'planned' : o.status === 'changed' && (o.verified || !verified),
  );
  const unchanged = counted.filter((o) => o.status === 'unchanged').length;
  const dry = context.dryRun ? ' (dry run)' : '';
  if (changed.length === 0 && unchanged === 0) {
    return outcomes.length > 0 ? `No version ${words.done}${dry}` : `Nothing to change: no version selected${dry}`;
  }
  if (changed.length === 0) return `Nothing to change: ${plural(unchanged, 'version')} already ${words.already}${dry}`;
  const done = (what: string): string => (context.dryRun ? `would be ${what}` : what);
  const revocations = changed.filter(updatesRevocation).length;
  const reasons = changed.filter((o) => o.kind === 'update').length - revocations;
  const moved = changed.length - reasons - revocations;
  const parts = [
    moved > 0 ? `${plural(moved, 'version')} ${done(words.done)}` : '',
    reasons > 0 ? `${plural(reasons, 'deprecation')} ${done('updated')}` : '',
    revocations > 0 ? `${plural(revocations, 'revocation message')} ${done('updated')}` : '',
    unchanged > 0 ? `${unchanged} unchanged` : '',
  ];
  return `${parts.filter((p) => p !== '').join(', ')}${dry}`;
}

/**
 * Why a check fails or warns: "1 checked version is deprecated (1.1.0), a warning only with" the setting, or
 * "warnings only: the `usage` command reports rather than fails". A revoked version is counted once, as revoked.
 */
function checkReasons(outcomes: readonly VersionOutcome[], context: HeadlineContext): string[] {
  // A version the registry lacks is the verdict's to say (a mistake in `version`).
  const unread = outcomes.filter((o) => o.status === 'failed' && o.kind !== 'missing').map((o) => o.version);
  const checked = outcomes.filter((o) => o.status !== 'failed' && retired(o));
  const revoked = checked.filter((o) => o.revoked === true).map((o) => o.version);
  const deprecated = checked.filter((o) => o.revoked !== true).map((o) => o.version);
  type FailOn = WarnsByDefault['keys'][number];
  const are = (versions: readonly string[], what: string): string =>
    `${plural(versions.length, 'checked version')} ${versions.length === 1 ? 'is' : 'are'} ${what} (${cell(someOf(versions))})`;
  const part = (versions: readonly string[], what: string, warnsBy: FailOn | false) =>
    versions.length > 0 ? [{ text: are(versions, what), count: versions.length, warnsBy }] : [];
  const retiredParts = [
    ...part(revoked, 'revoked', context.failOnRevoked === false && 'failOnRevoked'),
    ...part(deprecated, 'deprecated', !context.failOnDeprecated && 'failOnDeprecated'),
  ];
  // A warning the person asked for names the setting; one the command gives by itself says so, once.
  const { warnsByDefault } = context;
  const byCommand = retiredParts.filter(
    (p) => p.warnsBy !== false && warnsByDefault?.keys.includes(p.warnsBy) === true,
  );
  const own = retiredParts
    .filter((p) => !byCommand.includes(p))
    .map((p) =>
      p.warnsBy === false ? p.text : `${p.text}, a warning only with ${context.words.setting(p.warnsBy, 'false')}`,
    );
  return [
    unread.length > 0 ? `${plural(unread.length, 'version')} could not be checked (${cell(someOf(unread))})` : '',
    ...own,
    byCommand.length > 0 && warnsByDefault !== undefined
      ? `${byCommand.map((p) => p.text).join(' and ')}, ${byCommand.reduce((n, p) => n + p.count, 0) === 1 ? 'a warning' : 'warnings'} only: the \`${warnsByDefault.command}\` command reports rather than fails`
      : '',
  ].filter((r) => r !== '');
}

/** The summary's first line: the verdict, what the step did, and for a failure or a warning why. */
export function singleOpening(
  outcomes: readonly VersionOutcome[],
  context: HeadlineContext,
  verdict: Report['verdict'],
  annotations: readonly Annotation[],
): string {
  if (context.status === 'check') {
    const reasons = checkReasons(outcomes, context);
    if (verdict.failed && (reasons.length === 0 || verdict.reason === 'invalid-input')) {
      return verdictLine('fails', messageCell(verdict.message ?? ''), context.words.run);
    }
    if (reasons.length > 0)
      return verdictLine(verdict.failed ? 'fails' : 'warns', `${reasons.join('; ')}.`, context.words.run);
    return verdictLine('passes', cell(checkedLine(outcomes.length, [])));
  }
  const failures = failureParts(outcomes, context);
  if (verdict.failed) {
    // A version the registry lacks stops the step before any change: its message says it all.
    if (failures.length === 0 || verdict.reason === 'invalid-input')
      return verdictLine('fails', messageCell(verdict.message ?? ''), context.words.run);
    const done = outcomes.some((o) => o.status === 'changed' && (o.verified || !context.verify))
      ? [doneText(outcomes, context, context.verify)]
      : [];
    return verdictLine('fails', `${cell([...failures, ...done].join('; '))}.`);
  }
  const held = outcomes.filter((o) => o.note !== undefined).map((o) => o.version);
  const warnings = [
    held.length > 0 ? `${plural(held.length, 'version')} held back: ${cell(someOf(held))} (see below)` : '',
    warningsWhy(annotations, cell).replace(/\.$/, ''),
  ].filter((w) => w !== '');
  const done = doneText(outcomes, context, context.verify);
  return warnings.length > 0
    ? verdictLine('warns', `${inSentence(done)}; ${warnings.join('; ')}.`, context.words.run)
    : verdictLine('passes', `${done}.`, context.words.run);
}

/** "1 of 3 versions failed: 1.1.0", "1 changed but not verified: 1.2.0": what went wrong in a write. */
export function failureParts(outcomes: readonly VersionOutcome[], context: HeadlineContext): string[] {
  const failed = outcomes.filter((o) => o.status === 'failed' && o.kind !== 'missing');
  const unverified = outcomes.filter((o) => o.status === 'changed' && context.verify && !o.verified);
  const part = (some: readonly VersionOutcome[], what: string): string[] =>
    some.length > 0 ? [`${some.length} ${what}: ${some.map((o) => o.version).join(', ')}`] : [];
  return [...part(failed, `of ${outcomes.length} versions failed`), ...part(unverified, 'changed but not verified')];
}

/** "Checked 4 versions: 1 deprecated, 1 revoked." (a revoked one counted once, no zeros), or "2 versions checked, none …". */
export function checkedLine(checked: number, deprecated: readonly VersionOutcome[]): string {
  if (checked === 0) return 'No version to check.';
  if (deprecated.length === 0) return `${plural(checked, 'version')} checked, none deprecated or revoked.`;
  const revoked = deprecated.filter((o) => o.revoked === true).length;
  const counts = [
    ...(deprecated.length > revoked ? [`${deprecated.length - revoked} deprecated`] : []),
    ...(revoked > 0 ? [`${revoked} revoked`] : []),
  ];
  return `Checked ${plural(checked, 'version')}: ${counts.join(', ')}.`;
}
