/**
 * The single-module mode: read the module's versions, select the ones asked for, plan, then
 * carry the plan out (apply, verify) or only check; report one outcome per version.
 */
import { carryOut, changeVerb } from '../changes/carry-out.ts';
import { buildOutcomes, type VersionOutcome } from '../changes/outcome.ts';
import { planChanges, type Change } from '../changes/plan.ts';
import { NoRevocationError, readModuleState, withRevocationDetails } from '../changes/read.ts';
import type { ModeDeps, VersionState } from '../model.ts';
import { formatModuleAddress } from '../address.ts';
import { deprecationText, errorMessage, failedReport, failureReasonOf, plural, type Report } from '../report.ts';
import { describeSelector, selectVersions } from '../versions/selection.ts';
import { logInputs, runOptionsLine, serviceLine, setsDeprecation, type InputLine } from '../request.ts';
import type { SingleRequest } from './inputs.ts';
import type { ReleaseInfo } from './release.ts';
import { failureSummary, prereleaseReport, singleReport, type SkippedVersion } from './report.ts';

/** A version's state for the log: active, deprecated or revoked, with the reason and message. */
export function stateText(v: Pick<VersionState, 'deprecation' | 'revoked' | 'revocation'>): string {
  if (v.revoked === true) {
    const message =
      v.revocation !== undefined
        ? ` (revocation ${deprecationText({ reason: v.revocation.message, link: v.revocation.link })})`
        : '';
    return `revoked${v.deprecation !== null ? `: ${deprecationText(v.deprecation)}` : ''}${message}`;
  }
  return v.deprecation === null ? 'active' : `deprecated: ${deprecationText(v.deprecation)}`;
}

export async function run(request: SingleRequest, deps: ModeDeps): Promise<Report> {
  const address = formatModuleAddress(request.service.host, request.module);
  const { release } = request;
  if (setsDeprecation(request.mode) && release?.prerelease && request.onPrerelease === 'skip') {
    return prereleaseReport(address, release);
  }
  try {
    const { outcomes, skipped } = await execute(request, deps, address, release);
    return singleReport(outcomes, {
      moduleAddress: address,
      mode: request.mode,
      dryRun: request.dryRun,
      verify: request.verify,
      failOnDeprecated: request.failOnDeprecated,
      ...deps.context,
      skipped,
    });
  } catch (error) {
    const message = errorMessage(error);
    return failedReport(failureReasonOf(error, 'service-error'), message, failureSummary(address, message));
  }
}

interface Execution {
  readonly outcomes: VersionOutcome[];
  /** Versions the module has that the step left alone, with why. */
  readonly skipped: SkippedVersion[];
}

async function execute(
  request: SingleRequest,
  { registry, log, concurrency }: ModeDeps,
  address: string,
  release: ReleaseInfo | undefined,
): Promise<Execution> {
  let target = request.target;
  const changing = setsDeprecation(request.mode);
  const lines: InputLine[] = [
    ['Module', `${address} (organization ${request.organization})`],
    serviceLine(request),
    ['Status', request.mode],
    ['Versions', describeSelector(request.versions)],
  ];
  if (changing && request.keepLatest > 0) {
    lines.push(['Keep latest', `the ${request.keepLatest} newest released versions are never ${request.mode}`]);
  }
  if (changing && release !== undefined) {
    lines.push([
      'Release',
      release.version !== undefined
        ? `${release.version} (tag ${release.tag}) was just released and is never ${request.mode} by this step`
        : `tag ${release.tag} names no version, so no version is protected as the release`,
    ]);
    if ((target?.to === 'deprecated' || target?.to === 'revoked') && target.link === '' && release.url !== undefined) {
      target = { ...target, link: release.url };
      lines.push(['Link', `none given; using the release page ${release.url}`]);
    }
  }
  lines.push(runOptionsLine(request));
  await logInputs(log, request.warnings, lines);

  const { versions: current, revocationKnown } = await log.group(`Read current state of ${address}`, async () => {
    // The versions list shows deprecation; revocation only the v2 module read: one request more.
    const state = await readModuleState(registry, request.module, { revocation: true });
    log.info(`The registry lists ${plural(state.versions.length, 'version')}.`);
    if (!state.revocationKnown) {
      log.info('The service shows no revocation (it needs a newer release or the Premium edition).');
    }
    return state;
  });
  if (!revocationKnown && (request.mode === 'revoked' || request.mode === 'unrevoked')) {
    // Nothing is sent: revoking would deprecate first and then fail on every version.
    throw new NoRevocationError();
  }

  // Missing versions go to the plan too, which reports them as missing.
  const rules = changing
    ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
    : {};
  const selection = selectVersions(
    request.versions,
    current.map((v) => v.version),
    rules,
  );
  const { selected, missing } = selection;
  const skipped = selection.skipped.map((s) => {
    const state = current.find((v) => v.version === s.version);
    return { ...s, state: state?.deprecation ?? null, ...(state?.revoked === true && { revoked: true }) };
  });
  // A revoke compares the message and link of a revocation, and a check shows them: one read
  // per revoked version among those selected.
  const chosen = new Set(selected);
  const states =
    request.mode === 'revoked' || request.mode === 'check'
      ? await withRevocationDetails(
          registry,
          request.organization,
          request.module,
          current,
          (v) => chosen.has(v),
          concurrency,
        )
      : current;
  const plan = planChanges(states, [...selected, ...missing], target, revocationKnown);
  if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
    log.info(
      `The constraint "${request.versions.constraint.text}" matches no version to ${request.mode === 'check' ? 'check' : 'change'}.`,
    );
  }

  await log.group(request.mode === 'check' ? 'Lifecycle status' : 'Plan', async () => {
    for (const change of plan.changes) {
      const state = stateText(states.find((v) => v.version === change.version) ?? { deprecation: change.before });
      log.info(
        request.mode === 'check'
          ? `  ${change.version.padEnd(12)} ${state}`
          : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${changeVerb(change)}${leftRevoked(change, request.mode)}`,
      );
    }
    for (const version of plan.missing) log.info(`  ${version.padEnd(12)} not in the registry`);
    if (request.mode === 'check') return;
    log.info(planCounts(plan.changes, plan.missing.length));
  });

  const options = { dryRun: request.dryRun, verify: request.verify, verifyTimeoutMs: request.verifyTimeoutMs };
  if (request.mode === 'check') {
    return { outcomes: buildOutcomes(plan, { ...options, dryRun: false }), skipped };
  }
  const outcomes = await carryOut(
    registry,
    request.organization,
    request.module,
    plan,
    { ...options, concurrency },
    log,
  );
  return { outcomes, skipped };
}

/** Why a revoked version selected for deprecation stays as it is. */
function leftRevoked(change: Change, mode: SingleRequest['mode']): string {
  return mode === 'deprecated' && change.kind === 'unchanged' && change.revokedBefore
    ? ' (revoked, which is deprecated and more: only `unrevoked` or `undeprecated` take it back)'
    : '';
}

/** "Plan: 1 to deprecate, 2 to revoke, …": only the kinds that occur, and always the unchanged. */
export function planCounts(changes: readonly Change[], missing: number): string {
  const n = (k: Change['kind']): number => changes.filter((c) => c.kind === k).length;
  const parts = (
    [
      ['deprecate', 'to deprecate'],
      ['update', 'to update'],
      ['revoke', 'to revoke'],
      ['unrevoke', 'to unrevoke'],
      ['revert', 'to revert'],
    ] as const
  )
    .filter(([kind]) => n(kind) > 0)
    .map(([kind, label]) => `${n(kind)} ${label}`);
  const requests = changes.reduce((sum, c) => sum + c.steps.length, 0);
  return `Plan: ${[...parts, `${n('unchanged')} unchanged`, ...(missing > 0 ? [`${missing} missing`] : [])].join(', ')}${requests > 0 ? ` (${plural(requests, 'request')})` : ''}.`;
}
