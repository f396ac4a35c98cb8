/** The single-module mode: read the versions, select, plan, then carry out (apply, verify) or only check. */
import { carryOut, changeVerb } from '../changes/carry-out.ts';
import { buildOutcomes, heldBackOutcomes, type VersionOutcome } from '../changes/outcome.ts';
import { planChanges, planVersion } from '../changes/plan.ts';
import { readModule } from '../changes/read.ts';
import { requireFeatures } from '../changes/feature-set.ts';
import type { Deprecation, Log, ModeDeps, RunContext, Target, Usage, VersionState, VersionUsage } from '../model.ts';
import type { NamedFile } from '../files/named-file.ts';
import { usageOf, withUsage } from '../usage/format.ts';
import { formatModuleAddress } from '../address.ts';
import { type FailureReason } from '../report.ts';
import { failureReasonOf } from '../errors.ts';
import { selectVersions, type SkipReason } from '../versions/selection.ts';
import { setsDeprecation } from '../inputs/fields.ts';
import type { SingleRequest } from './inputs.ts';
import type { ReleaseInfo } from './release.ts';
import { logPlan, logSingleInputs, readProgress } from './log.ts';
import { errorMessage } from '../text.ts';

/** A version of the module the step left alone, and why. */
export interface SkippedVersion {
  readonly version: string;
  readonly reason: SkipReason;
  readonly state: Deprecation | null;
  readonly revoked?: boolean;
  readonly usage?: VersionUsage;
}

/** What a single-module run ended with; `report` turns it into the step's report. */
export type SingleResult =
  /** A prerelease under `onPrerelease: skip`: nothing was read or changed. */
  | {
      readonly kind: 'prerelease';
      readonly address: string;
      readonly release: ReleaseInfo;
      readonly context: RunContext;
    }
  /** The run stopped before it could account for each version (the first read failed). */
  | { readonly kind: 'failed'; readonly address: string; readonly reason: FailureReason; readonly message: string }
  | {
      readonly kind: 'done';
      readonly address: string;
      readonly request: SingleRequest;
      readonly context: RunContext;
      readonly outcomes: readonly VersionOutcome[];
      readonly skipped: readonly SkippedVersion[];
    };

/** Writes a check's SARIF file (single/sarif.ts), which the dispatch loads only for a run with `sarifFile`. */
export type CheckSarifWriter = (
  file: NamedFile,
  address: string,
  outcomes: readonly VersionOutcome[],
  request: SingleRequest,
  log: Log,
) => Promise<void>;

export async function run(
  request: SingleRequest,
  deps: ModeDeps,
  writeSarif?: CheckSarifWriter,
): Promise<SingleResult> {
  const address = formatModuleAddress(request.service.host, request.module);
  const { release } = request;
  if (setsDeprecation(request.status) && release?.prerelease && request.onPrerelease === 'skip') {
    return { kind: 'prerelease', address, release, context: deps.context };
  }
  try {
    const { outcomes, skipped } = await execute(request, deps, address);
    if (request.sarifFile !== undefined && writeSarif !== undefined) {
      // An effect beside the outcomes: a file that cannot be written is a warning, never the verdict.
      await writeSarif(request.sarifFile, address, outcomes, request, deps.log);
    }
    return { kind: 'done', address, request, context: deps.context, outcomes, skipped };
  } catch (error) {
    return { kind: 'failed', address, reason: failureReasonOf(error, 'service-error'), message: errorMessage(error) };
  }
}

/** The target, with the release page as its link when none was given and a release started the run. */
function targetOf(request: SingleRequest): { target: Target | undefined; releaseLink?: string } {
  const { target, release } = request;
  if (!setsDeprecation(request.status) || release?.url === undefined) return { target };
  if ((target?.to === 'deprecated' || target?.to === 'revoked') && target.link === '') {
    return { target: { ...target, link: release.url }, releaseLink: release.url };
  }
  return { target };
}

async function execute(
  request: SingleRequest,
  deps: ModeDeps,
  address: string,
): Promise<{ outcomes: VersionOutcome[]; skipped: SkippedVersion[] }> {
  const { registry, log, concurrency } = deps;
  const { release, status } = request;
  const { target, releaseLink } = targetOf(request);
  const changing = setsDeprecation(status);
  await logSingleInputs(log, request, address, releaseLink, deps.context.words);

  // Missing versions go to the plan too, which reports them as missing.
  const rules = changing
    ? { keepLatest: request.keepLatest, ...(release?.version !== undefined && { protect: release.version }) }
    : {};
  const select = (versions: readonly { version: string }[]) => {
    const names = versions.map((v) => v.version);
    return selectVersions(request.versions, names, rules);
  };
  const read = await readModule(
    {
      organization: request.organization,
      module: request.module,
      needsRevocation: status === 'revoked' || status === 'unrevoked',
      // A revoke compares a revocation's message and link, and a check shows them: one read per revoked version
      // selected. A check only shows the message: a version whose read fails is still reported revoked.
      ...(status === 'revoked' && { compared: (versions) => new Set(select(versions).selected) }),
      ...(status === 'check' && { shown: (versions) => new Set(select(versions).selected) }),
      usageRequired: request.revokeOnlyUnused,
    },
    deps,
    readProgress(log, address),
  );
  const { versions: states, usage, revocationKnown } = read;
  const selection = select(states);
  const skipped = selection.skipped.map((s) => {
    const state = states.find((v) => v.version === s.version);
    const used = usageOf(usage, s.version);
    return {
      ...s,
      state: state?.deprecation ?? null,
      ...(state?.revoked === true && { revoked: true }),
      ...(used !== undefined && { usage: used }),
    };
  });
  const planned = planChanges(states, [...selection.selected, ...selection.missing], target, revocationKnown);
  const { plan, held } = holdBackUsed(planned, states, usage, target, request.revokeOnlyUnused);
  await logPlan(log, request, { ...plan, states, selection, usage, held }, changeVerb, deps.context.words);

  const options = {
    dryRun: request.dryRun,
    verify: request.verify,
    verifyTimeoutMs: request.verifyTimeoutMs,
    words: deps.context.words,
  };
  // A listed version the registry lacks fails the step: nothing is sent, rather than changing the others first.
  const heldBack =
    changing && !request.dryRun && plan.missing.length > 0
      ? `${plan.missing.join(', ')} ${plan.missing.length === 1 ? 'is' : 'are'} not in the registry, so no version was changed.`
      : undefined;
  if (heldBack !== undefined) log.info(`Nothing sent: ${heldBack}`);
  // The organization's plan, before the first write (src/changes/feature-set.ts).
  if (status !== 'check' && !request.dryRun && heldBack === undefined) {
    await requireFeatures(deps.featureSets, request.organization, [plan]);
  }
  const outcomes =
    status === 'check'
      ? buildOutcomes(plan, { ...options, dryRun: false })
      : heldBack !== undefined
        ? heldBackOutcomes(plan, heldBack, options)
        : await carryOut(registry, request.organization, request.module, plan, { ...options, concurrency }, log);
  return { outcomes: withUsage(outcomes, usage, held, deps.context.words.name('revokeOnlyUnused')), skipped };
}

/**
 * A safe revoke (`revokeOnlyUnused`): a version some workspace uses is deprecated (if active) but not revoked.
 * Returns the plan so changed, and the versions held back with their usage.
 */
function holdBackUsed(
  planned: ReturnType<typeof planChanges>,
  states: readonly VersionState[],
  usage: Usage | undefined,
  target: Target | undefined,
  revokeOnlyUnused: boolean,
): { plan: ReturnType<typeof planChanges>; held: Map<string, VersionUsage> } {
  const held = new Map<string, VersionUsage>();
  if (!revokeOnlyUnused || target?.to !== 'revoked' || usage === undefined) return { plan: planned, held };
  for (const change of planned.changes) {
    const used = usageOf(usage, change.version);
    if (used !== undefined && used.count > 0 && !change.revokedBefore) held.set(change.version, used);
  }
  const changes = planned.changes.map((change) => {
    if (!held.has(change.version)) return change;
    const state = states.find((v) => v.version === change.version) ?? { version: change.version, deprecation: null };
    const deprecateOnly: Target | undefined =
      state.deprecation === null ? { to: 'deprecated', reason: target.reason, link: target.link } : undefined;
    return planVersion(state, deprecateOnly);
  });
  return { plan: { ...planned, changes }, held };
}
