/** The single-module mode's log lines, all in one place: inputs, state and usage read, the plan, what was held back. */
import { updatesRevocation, type Change } from '../changes/plan.ts';
import { BLAST_RADIUS_MEANING, revokesAnew } from '../changes/blast-radius.ts';
import type { ReadProgress } from '../changes/read.ts';
import type { Deprecation, Log, Revocation, Usage, VersionState, VersionUsage, Wording } from '../model.ts';
import { deprecationText } from '../report.ts';
import { usageOf, usageText } from '../usage/format.ts';
import { usageLine } from '../usage/inputs.ts';
import type { Selection } from '../versions/selection.ts';
import { describeSelector } from '../versions/selector.ts';
import { logInputs, runOptionsLine, serviceLine, type InputLine } from '../inputs/log.ts';
import { setsDeprecation } from '../inputs/fields.ts';
import type { SingleRequest } from './inputs.ts';
import { plural } from '../text.ts';

/** A version's state for the log: active, deprecated or revoked, with the reason and message. */
function stateText(v: Pick<VersionState, 'deprecation' | 'revoked' | 'revocation'>): string {
  if (v.revoked === true) {
    const revocation = asDeprecation(v.revocation);
    const message = revocation !== null ? ` (revocation ${deprecationText(revocation)})` : '';
    return `revoked${v.deprecation !== null ? `: ${deprecationText(v.deprecation)}` : ''}${message}`;
  }
  return v.deprecation === null ? 'active' : `deprecated: ${deprecationText(v.deprecation)}`;
}

/** The "Inputs" group; `releaseLink` is the release page used as the link when none was given. */
export async function logSingleInputs(
  log: Log,
  request: SingleRequest,
  address: string,
  releaseLink: string | undefined,
  words: Wording,
): Promise<void> {
  const { release, status } = request;
  const changing = setsDeprecation(status);
  const lines: InputLine[] = [
    ['Module', `${address} (organization ${request.organization})`],
    serviceLine(request),
    ['Status', status],
    ['Versions', describeSelector(request.versions)],
  ];
  if (changing && request.keepLatest > 0) {
    const kept = request.keepLatest === 1 ? 'the newest release is' : `the ${request.keepLatest} newest releases are`;
    lines.push(['Keep latest', `${kept} never ${status}`]);
  }
  if (request.keepReasons) lines.push(['Keep reasons', `yes: a version already ${status} keeps its reason and link`]);
  if (changing && release !== undefined) {
    lines.push([
      'Release',
      release.version !== undefined
        ? `${release.version} (tag ${release.tag}) was just released and is never ${status} by this step`
        : `tag ${release.tag} names no version, so no version is protected as the release`,
    ]);
    if (releaseLink !== undefined) lines.push(['Link', `none given; using the release page ${releaseLink}`]);
  }
  // A check writes nothing: its "Dry run" line would only say so, unless one was asked for.
  if (status !== 'check' || request.dryRun) lines.push(runOptionsLine(request, status !== 'check'));
  lines.push(usageLine(request, words));
  await logInputs(log, request.warnings, lines);
}

/** The state read and the usage read, each in a group of its own. */
export function readProgress(log: Log, address: string): ReadProgress {
  return {
    state: (read) =>
      log.group(`Read current state of ${address}`, async () => {
        // The versions list shows deprecation; revocation only the v2 module read: one request more.
        const state = await read();
        log.info(`The registry lists ${plural(state.versions.length, 'version')}.`);
        if (!state.revocationKnown) {
          log.info('The service shows no revocation (it needs a newer release or the Premium edition).');
        }
        return state;
      }),
    usage: (read) =>
      log.group('Read who uses each version (Explorer)', async () => {
        const usage = await read();
        if (usage !== undefined) {
          const inUse = [...usage.values()].filter((u) => u.count > 0).length;
          log.info(
            `${plural(inUse, 'version')} of the module ${inUse === 1 ? 'is' : 'are'} in use in HCP Terraform workspaces.`,
          );
        }
        return usage;
      }),
  };
}

interface PlanView {
  readonly changes: readonly Change[];
  readonly missing: readonly string[];
  readonly states: readonly VersionState[];
  readonly selection: Selection;
  readonly usage: Usage | undefined;
  /** Versions a safe revoke deprecates but does not revoke: some workspace uses them. */
  readonly held: ReadonlyMap<string, VersionUsage>;
}

/** The "Plan" group (or "Lifecycle status" for a check): one line per version. */
export async function logPlan(
  log: Log,
  request: SingleRequest,
  plan: PlanView,
  verb: (c: Change) => string,
  words: Wording,
) {
  const { status } = request;
  if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
    log.info(
      `The constraint "${request.versions.constraint.text}" matches no version to ${status === 'check' ? 'check' : 'change'}.`,
    );
  }
  await log.group(status === 'check' ? 'Lifecycle status' : 'Plan', async () => {
    // The versions `keepLatest` took out of the selection, so the log says what it protected.
    for (const kept of plan.selection.skipped.filter((s) => s.reason === 'newest-kept')) {
      const which =
        request.keepLatest === 1 ? 'the newest release' : `one of the ${request.keepLatest} newest releases`;
      log.info(`  ${kept.version.padEnd(12)} kept: ${which} (${words.name('keepLatest')})`);
    }
    for (const change of plan.changes) {
      const state = stateText(plan.states.find((v) => v.version === change.version) ?? { deprecation: change.before });
      const used = usageOf(plan.usage, change.version);
      const users = used !== undefined ? ` · ${usageText(used)}` : '';
      const heldBack = plan.held.has(change.version) ? `, not revoked: in use (${words.name('revokeOnlyUnused')})` : '';
      log.info(
        status === 'check'
          ? `  ${change.version.padEnd(12)} ${state}${users}`
          : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${verb(change)}${newDeprecation(change)}${heldBack}${leftRevoked(change, status, words)}${kept(change, words)}${users}`,
      );
    }
    for (const version of plan.missing) log.info(`  ${version.padEnd(12)} not in the registry`);
    if (status === 'check') return;
    log.info(planCounts(plan.changes, plan.missing.length));
    const revocations = plan.changes.filter(updatesRevocation).length;
    const reasons = plan.changes.filter((c) => c.kind === 'update').length - revocations;
    const replaced = (n: number, already: string, what: string): void => {
      const keeps = `${words.setting('keepReasons', 'true')} keeps them`;
      if (n > 0)
        log.info(
          `${plural(n, 'version')} already ${already} ${n === 1 ? 'gets' : 'get'} this ${what} and link in place of ${n === 1 ? 'its' : 'their'} own: ${keeps}.`,
        );
    };
    replaced(reasons, 'deprecated', 'reason');
    replaced(revocations, 'revoked', 'revocation message');
    logBlastRadius(log, plan);
  });
}

/** A revocation as a deprecation is shown: its message and link. */
const asDeprecation = (r: Revocation | undefined): Deprecation | null =>
  r === undefined ? null : { reason: r.message, link: r.link };

/** What an update sets, after the state it replaces: ' to "New reason" (no link)'; a revoked version's new message. */
function newDeprecation(change: Change): string {
  if (change.kind !== 'update') return '';
  const [before, after] = updatesRevocation(change)
    ? [asDeprecation(change.revocationBefore), asDeprecation(change.revocationAfter)]
    : [change.before, change.after];
  if (after === null) return '';
  const linkGoes = after.link === '' && (before?.link ?? '') !== '';
  return ` to ${deprecationText(after)}${linkGoes ? ' (no link)' : ''}`;
}

/** Why a version with another reason is left as it is. */
const kept = (change: Change, words: Wording): string =>
  change.keptReason === true
    ? `: keeps its ${change.revokedBefore ? 'revocation message' : 'reason'} and link (${words.name('keepReasons')})`
    : '';

/** Who uses each version the plan revokes: their runs go on with a warning; no new workspace can start. */
function logBlastRadius(log: Log, plan: PlanView): void {
  const revoked = plan.changes.filter(revokesAnew);
  if (revoked.length === 0) return;
  log.info(`Blast radius (${BLAST_RADIUS_MEANING}):`);
  for (const change of revoked) {
    const used = usageOf(plan.usage, change.version);
    log.info(`  ${change.version}: ${used !== undefined ? usageText(used) : 'workspace usage not read'}`);
  }
}

/** Why a revoked version selected for deprecation stays as it is. */
function leftRevoked(change: Change, status: SingleRequest['status'], words: Wording): string {
  return status === 'deprecated' && change.kind === 'unchanged' && change.revokedBefore
    ? ` (revoked, which is deprecated and more: only ${words.status('unrevoked')} or ${words.status('undeprecated')} take it back)`
    : '';
}

/** "Plan: 1 to deprecate, 2 to revoke, 1 unchanged": only the counts that are not zero. */
function planCounts(changes: readonly Change[], missing: number): string {
  const n = (k: Change['kind']): number => changes.filter((c) => c.kind === k).length;
  const kinds = ['deprecate', 'update', 'revoke', 'unrevoke', 'revert'] as const;
  const requests = changes.reduce((sum, c) => sum + c.steps.length, 0);
  const counts = [
    ...kinds.filter((kind) => n(kind) > 0).map((kind) => `${n(kind)} to ${kind}`),
    ...(n('unchanged') > 0 ? [`${n('unchanged')} unchanged`] : []),
    ...(missing > 0 ? [`${missing} missing`] : []),
  ];
  return `Plan: ${counts.length > 0 ? counts.join(', ') : 'nothing to change'}${requests > 0 ? ` (${plural(requests, 'request')})` : ''}.`;
}
