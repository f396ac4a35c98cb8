/**
 * The single-module mode: read the module's versions, select the ones asked for, plan, then
 * carry the plan out (apply, verify) or only check; report one outcome per version.
 */
import { carryOut, changeVerb } from '../changes/carry-out.ts';
import { buildOutcomes, heldBackOutcomes, type VersionOutcome } from '../changes/outcome.ts';
import { planChanges, planVersion, type Change } from '../changes/plan.ts';
import { NoRevocationError, readModuleState, withRevocationDetails } from '../changes/read.ts';
import type { ModeDeps, Target, Usage, VersionState, VersionUsage } from '../model.ts';
import { usageOf, usageText, withUsage } from '../usage/format.ts';
import { usageLine } from '../usage/inputs.ts';
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
      failOnRevoked: request.failOnRevoked,
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
  { registry, log, concurrency, usage: usageLookup }: ModeDeps,
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
  lines.push(runOptionsLine(request, request.mode !== 'check'), usageLine(request));
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
  // Who uses each version: one Explorer query (and its pages), when `usage` allows.
  const usage = await readUsage(request, usageLookup, log);

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
    const used = usageOf(usage, s.version);
    return {
      ...s,
      state: state?.deprecation ?? null,
      ...(state?.revoked === true && { revoked: true }),
      ...(used !== undefined && { usage: used }),
    };
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
          // A check only shows the message: a version whose read fails is still reported revoked.
          { bestEffort: request.mode === 'check' },
        )
      : current;
  const planned = planChanges(states, [...selected, ...missing], target, revocationKnown);
  // A safe revoke: a version some workspace uses is deprecated (if active) but not revoked.
  const held = new Map<string, VersionUsage>();
  if (request.revokeOnlyUnused && target?.to === 'revoked' && usage !== undefined) {
    for (const change of planned.changes) {
      const used = usageOf(usage, change.version);
      if (used !== undefined && used.count > 0 && !change.revokedBefore) held.set(change.version, used);
    }
  }
  const plan = {
    ...planned,
    changes: planned.changes.map((change) => {
      if (!held.has(change.version) || target?.to !== 'revoked') return change;
      const state = states.find((v) => v.version === change.version) ?? { version: change.version, deprecation: null };
      const deprecateOnly: Target | undefined =
        state.deprecation === null ? { to: 'deprecated', reason: target.reason, link: target.link } : undefined;
      return planVersion(state, deprecateOnly);
    }),
  };
  if (request.versions.kind === 'constraint' && plan.changes.length === 0) {
    log.info(
      `The constraint "${request.versions.constraint.text}" matches no version to ${request.mode === 'check' ? 'check' : 'change'}.`,
    );
  }

  await log.group(request.mode === 'check' ? 'Lifecycle status' : 'Plan', async () => {
    // The versions `keep-latest` took out of the selection, so the log says what it protected.
    for (const kept of selection.skipped.filter((s) => s.reason === 'keep-latest')) {
      log.info(`  ${kept.version.padEnd(12)} kept: one of the ${request.keepLatest} newest released (\`keep-latest\`)`);
    }
    for (const change of plan.changes) {
      const state = stateText(states.find((v) => v.version === change.version) ?? { deprecation: change.before });
      const used = usageOf(usage, change.version);
      const users = used !== undefined ? ` · ${usageText(used)}` : '';
      const heldBack = held.has(change.version) ? ', not revoked: in use (`revoke-only-unused`)' : '';
      log.info(
        request.mode === 'check'
          ? `  ${change.version.padEnd(12)} ${state}${users}`
          : `  ${change.version.padEnd(12)} ${state.padEnd(40)} → ${changeVerb(change)}${heldBack}${leftRevoked(change, request.mode)}${users}`,
      );
    }
    for (const version of plan.missing) log.info(`  ${version.padEnd(12)} not in the registry`);
    if (request.mode === 'check') return;
    log.info(planCounts(plan.changes, plan.missing.length));
  });

  const options = { dryRun: request.dryRun, verify: request.verify, verifyTimeoutMs: request.verifyTimeoutMs };
  // A listed version the registry lacks fails the step whatever else happens: nothing is sent,
  // rather than changing the other versions first.
  const heldBack =
    changing && !request.dryRun && plan.missing.length > 0
      ? `${plan.missing.join(', ')} ${plan.missing.length === 1 ? 'is' : 'are'} not in the registry, so no version was changed.`
      : undefined;
  if (heldBack !== undefined) log.info(`Nothing sent: ${heldBack}`);
  const outcomes =
    request.mode === 'check'
      ? buildOutcomes(plan, { ...options, dryRun: false })
      : heldBack !== undefined
        ? heldBackOutcomes(plan, heldBack, options)
        : await carryOut(registry, request.organization, request.module, plan, { ...options, concurrency }, log);
  return { outcomes: withUsage(outcomes, usage, held), skipped };
}

/** Usage under the `usage` input: read, or undefined (not asked, or not readable under `auto`). */
async function readUsage(
  request: SingleRequest,
  lookup: ModeDeps['usage'],
  log: ModeDeps['log'],
): Promise<Usage | undefined> {
  if (lookup === undefined || !lookup.enabled) return undefined;
  return log.group('Read who uses each version (Explorer)', async () => {
    const usage = await lookup.read(request.organization, request.module, request.revokeOnlyUnused);
    if (usage !== undefined) {
      const inUse = [...usage.values()].filter((u) => u.count > 0).length;
      log.info(
        `${plural(inUse, 'version')} of the module ${inUse === 1 ? 'is' : 'are'} in use in HCP Terraform workspaces.`,
      );
    }
    return usage;
  });
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
