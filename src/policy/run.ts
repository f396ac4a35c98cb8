/**
 * Runs a policy: one read per module (concurrently, under the shared rate limiter), a plan for all of them, then each
 * module's plan carried out exactly as the single-module mode does. A failure in one module never stops the others.
 */
import { carryOut } from '../changes/carry-out.ts';
import { mapConcurrent } from '../concurrency.ts';
import { heldBackOutcomes, type VersionOutcome } from '../changes/outcome.ts';
import { readModule } from '../changes/read.ts';
import { requireFeatures } from '../changes/feature-set.ts';
import type { ModeDeps, ModuleAddress, RunContext, Usage } from '../model.ts';
import { formatModuleAddress } from '../address.ts';
import { type FailureReason } from '../report.ts';
import { failureReasonOf, isTransient } from '../errors.ts';
import type { PolicyRequest } from './inputs.ts';
import type { Policy, PolicyModule } from './types.ts';
import { ONLY_UNUSED } from './load.ts';
import { expandPatterns, type PatternExpansion } from './patterns.ts';
import {
  missingVersions,
  needsUsage,
  planModule,
  revocationsToRead,
  revokesNow,
  utcDay,
  type ModulePlan,
} from './plan.ts';
import { withUsage } from '../usage/format.ts';
import { BufferedLog, OrderedGroups, logPatterns, logPlan, logPolicyInputs, moduleRead, moduleUnread } from './log.ts';
import { errorMessage, plural } from '../text.ts';

export interface ModuleResult {
  readonly entry: PolicyModule;
  readonly address: string;
  /** Undefined when the module's versions could not be read. */
  readonly plan?: ModulePlan;
  /** Who uses each version, where usage was read. */
  readonly usage?: Usage;
  readonly outcomes: readonly VersionOutcome[];
  /** Why the module could not be planned or carried out. */
  readonly error?: string;
  /** Set when that error says the service has no revocation. */
  readonly noRevocation?: true;
  /** Set when that error may pass on a re-run (see isTransient). */
  readonly transient?: true;
}

/** What a policy run ended with; `report` turns it into the step's report. */
export type PolicyResult =
  | {
      readonly kind: 'done';
      readonly request: PolicyRequest;
      readonly context: RunContext;
      readonly modules: readonly ModuleResult[];
      /** What each pattern took, and the patterns that took nothing; absent without patterns. */
      readonly patterns?: Pick<PatternExpansion, 'taken' | 'idle'>;
    }
  /** Two patterns take the same modules: nothing was read past the module list, nothing changed. */
  | {
      readonly kind: 'overlap';
      readonly request: PolicyRequest;
      readonly context: RunContext;
      readonly patterns: PatternExpansion;
    }
  /** The run stopped before it could account for each module. */
  | {
      readonly kind: 'failed';
      readonly request: PolicyRequest;
      readonly reason: FailureReason;
      readonly message: string;
    };

const MODULES_AT_ONCE = 4;

export async function run(request: PolicyRequest, deps: ModeDeps): Promise<PolicyResult> {
  try {
    await logPolicyInputs(deps.log, deps.context.words, request);
    const patterns = await expand(request.policy, deps);
    if (patterns.overlaps.length > 0) return { kind: 'overlap', request, context: deps.context, patterns };
    await preloadUsage(patterns.modules, deps);
    const modules = await runPolicy(request, patterns.modules, deps, utcDay(new Date()));
    return {
      kind: 'done',
      request,
      context: deps.context,
      modules,
      ...(request.policy.patterns.length > 0 && { patterns: { taken: patterns.taken, idle: patterns.idle } }),
    };
  } catch (error) {
    return { kind: 'failed', request, reason: failureReasonOf(error, 'service-error'), message: errorMessage(error) };
  }
}

/** The patterns expanded: each organization is listed once, whole (a list that does not add up fails the run). */
async function expand(policy: Policy, deps: ModeDeps): Promise<PatternExpansion> {
  if (policy.patterns.length === 0) return expandPatterns(policy.modules, [], () => []);
  const lister = deps.moduleList;
  if (lister === undefined) throw new Error('the policy has patterns, but this run cannot list modules');
  const listed = new Map<string, readonly ModuleAddress[]>();
  for (const { organization } of policy.patterns) {
    const key = organization.toLowerCase();
    if (listed.has(key)) continue;
    const modules = await lister.listModules(organization);
    deps.log.info(`The private registry of ${organization} lists ${plural(modules.length, 'module')}.`);
    listed.set(key, modules);
  }
  const expansion = expandPatterns(policy.modules, policy.patterns, (o) => listed.get(o.toLowerCase()) ?? []);
  await logPatterns(deps.log, expansion);
  return expansion;
}

/**
 * An organization whose modules a pattern took (hundreds, often) has its usage read at once: Explorer is asked once,
 * not once per module. Modules listed one by one are read one by one: a few small reads beat a whole export.
 */
async function preloadUsage(modules: readonly PolicyModule[], deps: ModeDeps): Promise<void> {
  const { usage, organizationUsage } = deps;
  if (usage?.preload === undefined || organizationUsage === undefined || !usage.enabled) return;
  for (const { name, items } of byOrganization(modules, (m) => m.organization)) {
    const patterned = items.some((m) => m.takenBy !== undefined);
    const listed = items.map((m) => m.module);
    if (patterned && listed.length > 1) await usage.preload(name, listed, organizationUsage);
  }
}

/** Items per organization (compared without case, named as first written), in the order first met. */
function byOrganization<T>(items: readonly T[], organization: (item: T) => string): { name: string; items: T[] }[] {
  const groups = new Map<string, { name: string; items: T[] }>();
  for (const item of items) {
    const name = organization(item);
    const group = groups.get(name.toLowerCase()) ?? { name, items: [] };
    group.items.push(item);
    groups.set(name.toLowerCase(), group);
  }
  return [...groups.values()];
}

/** Every module read and planned, then carried out; `today` (UTC) dates scheduled revocations. */
async function runPolicy(
  request: PolicyRequest,
  modules: readonly PolicyModule[],
  deps: ModeDeps,
  today: string,
): Promise<ModuleResult[]> {
  const { dryRun } = request;
  const { log, registry, concurrency } = deps;
  const planned = await log.group(`Read ${plural(modules.length, 'module')}`, () =>
    mapConcurrent(modules, concurrency, (entry) => readAndPlan(request, deps, entry, today)),
  );
  // A rule naming a version the registry lacks fails the run whatever else happens: nothing is
  // sent in the whole run, rather than changing the other modules and versions first.
  const missing = planned.flatMap((r) => (r.plan?.missing ?? []).map((v) => `${r.address} ${v}`));
  const heldBack =
    !dryRun && missing.length > 0
      ? `the policy names ${missing.join(', ')}, which the registry does not list, so no version was changed.`
      : undefined;
  await logPlan(log, planned, heldBack);
  // The organizations' plans, before the first write (src/changes/feature-set.ts).
  if (!dryRun && heldBack === undefined) await requirePolicyFeatures(planned, deps);

  // Modules run side by side, but the runner's log groups cannot nest or interleave: each module's lines are kept
  // and written as one group, in the policy file's order, once the modules before it are written.
  const options = {
    dryRun,
    verify: request.verify,
    verifyTimeoutMs: request.verifyTimeoutMs,
    concurrency,
    words: deps.context.words,
  };
  const writer = new OrderedGroups(log);
  return mapConcurrent(
    planned.map((result, index) => ({ result, index })),
    MODULES_AT_ONCE,
    async ({ result, index }) => {
      const buffered = new BufferedLog();
      let outcome: ModuleResult = result;
      if (result.plan !== undefined) {
        const { organization, module } = result.entry;
        try {
          const outcomes =
            heldBack !== undefined
              ? heldBackOutcomes(result.plan, heldBack, options)
              : await carryOut(registry, organization, module, result.plan, options, buffered);
          outcome = {
            ...result,
            outcomes: withUsage(
              missingNamed(outcomes, result.entry),
              result.usage,
              result.plan.held,
              `the rule's \`${ONLY_UNUSED}: true\``,
            ),
          };
        } catch (error) {
          const message = errorMessage(error);
          buffered.info(`✗ ${message}`);
          outcome = { ...result, error: message, ...(isTransient(error) && { transient: true as const }) };
        }
      }
      // A module with nothing to change logs nothing: the plan already said so.
      await writer.done(index, result.address, buffered.lines);
      return outcome;
    },
  );
}

/** Each organization's feature set, for the plans of its modules: one read per organization. */
async function requirePolicyFeatures(planned: readonly ModuleResult[], deps: ModeDeps): Promise<void> {
  const withPlan = planned.filter((r) => r.plan !== undefined);
  for (const { name, items } of byOrganization(withPlan, (r) => r.entry.organization)) {
    const plans = items.flatMap((r) => r.plan ?? []);
    await requireFeatures(deps.featureSets, name, plans);
  }
}

/** One module read (state, revocation, usage) and planned; a failure is the module's alone. */
async function readAndPlan(
  request: PolicyRequest,
  deps: ModeDeps,
  entry: PolicyModule,
  today: string,
): Promise<ModuleResult> {
  const address = formatModuleAddress(request.service.host, entry.module);
  try {
    const read = await readModule(
      {
        organization: entry.organization,
        module: entry.module,
        needsRevocation: entry.rules.some((r) => revokesNow(r, today)),
        // A revoked version a rule revokes today is compared by its message, and one the plan
        // takes out of revocation shows the message that goes away: one read each.
        compared: (versions) => revocationsToRead(entry, versions, today).compared,
        shown: (versions) => revocationsToRead(entry, versions, today).shown,
        // Usage, when `usage` allows (and always for a rule that revokes today only what is unused).
        usageRequired: needsUsage(entry, today),
      },
      deps,
    );
    moduleRead(deps.log, address, read.versions.length);
    const plan = planModule(entry, read.versions, today, read.revocationKnown, read.usage);
    return { entry, address, plan, ...(read.usage !== undefined && { usage: read.usage }), outcomes: [] };
  } catch (error) {
    const message = errorMessage(error);
    moduleUnread(deps.log, address, message);
    const noRevocation = failureReasonOf(error, 'service-error') === 'revocation-unavailable';
    return {
      entry,
      address,
      outcomes: [],
      error: message,
      ...(noRevocation && { noRevocation: true as const }),
      ...(isTransient(error) && { transient: true as const }),
    };
  }
}

/** A missing version's error names the rule that names it, not the `version` input. */
function missingNamed(outcomes: readonly VersionOutcome[], entry: PolicyModule): VersionOutcome[] {
  const lines = missingVersions(entry, []);
  return outcomes.map((o) =>
    o.kind === 'missing'
      ? {
          ...o,
          error: `Version ${o.version}, named by the rule on line ${lines.get(o.version) ?? entry.line}, is not in the registry's version list for this module: correct or remove the rule.`,
        }
      : o,
  );
}
