/**
 * The single-module mode: read the module's versions, select the ones asked for, plan, then
 * carry the plan out (apply, verify) or only check; report one outcome per version.
 */
import { CHANGE_VERB, carryOut } from '../changes/carry-out.ts';
import { buildOutcomes, type VersionOutcome } from '../changes/outcome.ts';
import { planChanges, type Change } from '../changes/plan.ts';
import type { Deprecation, ModeDeps } from '../model.ts';
import { formatModuleAddress } from '../address.ts';
import { deprecationText, errorMessage, failedReport, plural, type Report } from '../report.ts';
import { describeSelector, selectVersions } from '../versions/selection.ts';
import { logInputs, runOptionsLine, serviceLine, type InputLine } from '../request.ts';
import type { SingleRequest } from './inputs.ts';
import type { ReleaseInfo } from './release.ts';
import { failureSummary, prereleaseReport, singleReport, type SkippedVersion } from './report.ts';

const describeState = (d: Deprecation | null, revoked = false): string =>
  d === null ? 'active' : `${revoked ? 'revoked' : 'deprecated'}: ${deprecationText(d)}`;

export async function run(request: SingleRequest, deps: ModeDeps): Promise<Report> {
  const address = formatModuleAddress(request.service.host, request.module);
  const { release } = request;
  if (request.mode === 'deprecated' && release?.prerelease && request.onPrerelease === 'skip') {
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
    return failedReport('service-error', message, failureSummary(address, message));
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
  let desired = request.desired;
  const lines: InputLine[] = [
    ['Module', `${address} (organization ${request.organization})`],
    serviceLine(request),
    ['Status', request.mode],
    ['Versions', describeSelector(request.versions)],
  ];
  if (request.mode === 'deprecated' && request.keepLatest > 0) {
    lines.push(['Keep latest', `the ${request.keepLatest} newest released versions are never deprecated`]);
  }
  if (request.mode === 'deprecated' && release !== undefined) {
    lines.push([
      'Release',
      release.version !== undefined
        ? `${release.version} (tag ${release.tag}) was just released and is never deprecated by this step`
        : `tag ${release.tag} names no version, so no version is protected as the release`,
    ]);
    if (desired?.deprecated && desired.link === '' && release.url !== undefined) {
      desired = { ...desired, link: release.url };
      lines.push(['Link', `none given; using the release page ${release.url}`]);
    }
  }
  lines.push(runOptionsLine(request));
  await logInputs(log, request.warnings, lines);

  const { current, revoked } = await log.group(`Read current state of ${address}`, async () => {
    // A check also reads revocation, which only the v2 module read shows: one request more.
    const [versions, revokedSet] = await Promise.all([
      registry.listVersions(request.module),
      request.mode === 'check' ? registry.readRevokedVersions?.(request.module) : undefined,
    ]);
    log.info(`The registry lists ${plural(versions.length, 'version')}.`);
    if (request.mode === 'check' && revokedSet === undefined) {
      log.info('The service shows no revocation (it needs a newer release or the Premium edition).');
    }
    return { current: versions, revoked: revokedSet };
  });

  // Missing versions go to the plan too, which reports them as missing.
  const rules =
    request.mode === 'deprecated'
      ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
      : {};
  const selection = selectVersions(
    request.versions,
    current.map((v) => v.version),
    rules,
  );
  const { selected, missing } = selection;
  const skipped = selection.skipped.map((s) => ({
    ...s,
    state: current.find((v) => v.version === s.version)?.deprecation ?? null,
  }));
  const plan = planChanges(current, [...selected, ...missing], desired);
  if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
    log.info(
      `The constraint "${request.versions.constraint.text}" matches no version to ${request.mode === 'check' ? 'check' : 'change'}.`,
    );
  }

  await log.group(request.mode === 'check' ? 'Deprecation status' : 'Plan', async () => {
    for (const change of plan.changes) {
      const state = describeState(change.before, revoked?.has(change.version) === true);
      log.info(
        request.mode === 'check'
          ? `  ${change.version.padEnd(12)} ${state}`
          : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${CHANGE_VERB[change.kind]}`,
      );
    }
    for (const version of plan.missing) log.info(`  ${version.padEnd(12)} not in the registry`);
    if (request.mode === 'check') return;
    const n = (k: Change['kind']): number => plan.changes.filter((c) => c.kind === k).length;
    log.info(
      `Plan: ${n('deprecate')} to deprecate, ${n('update')} to update, ${n('revert')} to revert, ${n('unchanged')} unchanged, ${plan.missing.length} missing.`,
    );
  });

  const options = { dryRun: request.dryRun, verify: request.verify, verifyTimeoutMs: request.verifyTimeoutMs };
  if (request.mode === 'check') {
    // Where the service shows revocation, every checked version says whether it is revoked.
    const outcomes = buildOutcomes(plan, { ...options, dryRun: false }).map((o) =>
      revoked !== undefined && o.kind !== 'missing' ? { ...o, revoked: revoked.has(o.version) } : o,
    );
    return { outcomes, skipped };
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
