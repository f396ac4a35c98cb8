/**
 * Runs a policy: one versions read per module (concurrently, under the shared rate limiter),
 * a plan for all of them, then each module's plan carried out exactly as the single-module mode
 * does. A failure in one module never stops the others.
 */
import { carryOut } from '../changes/carry-out.ts';
import { mapConcurrent } from '../changes/concurrency.ts';
import { heldBackOutcomes, type VersionOutcome } from '../changes/outcome.ts';
import type { Log, ModeDeps, ModuleRegistry, Usage, UsageLookup } from '../model.ts';
import { formatModuleAddress } from '../address.ts';
import { errorMessage, failedReport, failureReasonOf, isTransient, plural, type Report } from '../report.ts';
import { formatPlan } from './format.ts';
import { logInputs, runOptionsLine, serviceLine } from '../request.ts';
import type { PolicyRequest } from './inputs.ts';
import type { Policy, PolicyModule } from './load.ts';
import {
  missingVersions,
  needsUsage,
  planModule,
  revocationsToCompare,
  revokesNow,
  utcDay,
  type ModulePlan,
} from './plan.ts';
import { withUsage } from '../usage/format.ts';
import { usageLine } from '../usage/inputs.ts';
import { NoRevocationError, readModuleState, withRevocationDetails } from '../changes/read.ts';
import { policyReport, policyFailureSummary } from './report.ts';

export interface PolicyRunOptions {
  readonly host: string;
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  readonly concurrency: number;
  /** Today in UTC, `YYYY-MM-DD`: the day scheduled revocations are compared with. */
  readonly today: string;
}

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

const MODULES_AT_ONCE = 4;

export async function run(request: PolicyRequest, deps: ModeDeps): Promise<Report> {
  const { log } = deps;
  try {
    await logInputs(log, request.warnings, [
      ['Policy', `${request.policyFile} (${plural(request.policy.modules.length, 'module')})`],
      serviceLine(request),
      runOptionsLine(request),
      usageLine(request),
    ]);
    const results = await runPolicy(
      request.policy,
      deps.registry,
      {
        host: request.service.host,
        dryRun: request.dryRun,
        verify: request.verify,
        verifyTimeoutMs: request.verifyTimeoutMs,
        concurrency: deps.concurrency,
        today: utcDay(new Date()),
      },
      log,
      deps.usage,
    );
    return policyReport(results, {
      policyFile: request.policyFile,
      ...(request.annotationFile !== undefined && { annotationFile: request.annotationFile }),
      dryRun: request.dryRun,
      verify: request.verify,
      ...deps.context,
    });
  } catch (error) {
    const message = errorMessage(error);
    return failedReport('service-error', message, policyFailureSummary(request.policyFile, message));
  }
}

export async function runPolicy(
  policy: Policy,
  client: ModuleRegistry,
  options: PolicyRunOptions,
  log: Pick<Log, 'group' | 'info'>,
  usageLookup?: UsageLookup,
): Promise<ModuleResult[]> {
  const addressOf = (entry: PolicyModule): string => formatModuleAddress(options.host, entry.module);

  const planned = await log.group(`Read ${plural(policy.modules.length, 'module')}`, () =>
    mapConcurrent(policy.modules, options.concurrency, async (entry) => {
      try {
        const state = await readModuleState(client, entry.module, { revocation: true });
        const revokes = entry.rules.some((r) => revokesNow(r, options.today));
        if (revokes && !state.revocationKnown) throw new NoRevocationError();
        // A revoked version a rule revokes today is compared by its message: one read each.
        const compare = new Set(revocationsToCompare(entry, state.versions, options.today));
        const current = await withRevocationDetails(
          client,
          entry.organization,
          entry.module,
          state.versions,
          (v) => compare.has(v),
          options.concurrency,
        );
        // Who uses each version: one Explorer query per module, when `usage` allows (and always for
        // an `only-unused` rule that revokes today).
        const usage = usageLookup?.enabled
          ? await usageLookup.read(entry.organization, entry.module, needsUsage(entry, options.today))
          : undefined;
        log.info(`  ${addressOf(entry)}: ${current.length} versions`);
        const plan = planModule(entry, current, options.today, state.revocationKnown, usage);
        return {
          entry,
          address: addressOf(entry),
          plan,
          ...(usage !== undefined && { usage }),
          outcomes: [],
        } as ModuleResult;
      } catch (error) {
        const message = errorMessage(error);
        log.info(`  ${addressOf(entry)}: ✗ ${message}`);
        const noRevocation = failureReasonOf(error, 'service-error') === 'revocation-unavailable';
        return {
          entry,
          address: addressOf(entry),
          outcomes: [],
          error: message,
          ...(noRevocation && { noRevocation: true }),
          ...(isTransient(error) && { transient: true }),
        } as ModuleResult;
      }
    }),
  );

  await log.group('Plan', async () => {
    for (const line of formatPlan(planned)) log.info(line);
  });

  // Modules run side by side, but the runner's log groups cannot nest or interleave: each
  // module's lines are kept and written as one group, in the policy file's order, as soon as the
  // modules before it are written.
  // A rule naming a version the registry lacks fails the run whatever else happens: nothing is
  // sent in the whole run, rather than changing the other modules and versions first.
  const missing = planned.flatMap((r) => (r.plan?.missing ?? []).map((v) => `${r.address} ${v}`));
  const heldBack =
    !options.dryRun && missing.length > 0
      ? `the policy names ${missing.join(', ')}, which the registry does not list, so no version was changed.`
      : undefined;
  if (heldBack !== undefined) log.info(`Nothing sent: ${heldBack}`);
  const writer = new OrderedGroups(log);
  return mapConcurrent(
    planned.map((result, index) => ({ result, index })),
    MODULES_AT_ONCE,
    async ({ result, index }) => {
      const buffered = new BufferedLog();
      let outcome: ModuleResult = result;
      if (result.plan !== undefined) {
        try {
          const outcomes =
            heldBack !== undefined
              ? heldBackOutcomes(result.plan, heldBack, options)
              : await carryOut(client, result.entry.organization, result.entry.module, result.plan, options, buffered);
          outcome = {
            ...result,
            outcomes: withUsage(missingNamed(outcomes, result.entry), result.usage, result.plan.held, 'only-unused'),
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

/**
 * Writes buffered groups in a fixed order, each whole: a group waits for those before it, and
 * one write runs at a time, since the runner's `group` yields while its body runs.
 */
class OrderedGroups {
  private readonly ready = new Map<number, { title: string; lines: readonly string[] }>();
  private next = 0;
  private writing: Promise<void> = Promise.resolve();

  private readonly log: Pick<Log, 'group' | 'info'>;

  constructor(log: Pick<Log, 'group' | 'info'>) {
    this.log = log;
  }

  done(index: number, title: string, lines: readonly string[]): Promise<void> {
    this.ready.set(index, { title, lines });
    this.writing = this.writing.then(() => this.flush());
    return this.writing;
  }

  private async flush(): Promise<void> {
    for (let group = this.ready.get(this.next); group !== undefined; group = this.ready.get(this.next)) {
      this.ready.delete(this.next);
      this.next++;
      if (group.lines.length === 0) continue;
      const { lines } = group;
      await this.log.group(group.title, async () => {
        for (const line of lines) this.log.info(line);
      });
    }
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

/** Keeps a module's log lines until they can be written together. */
class BufferedLog implements Pick<Log, 'group' | 'info'> {
  readonly lines: string[] = [];
  async group<T>(title: string, body: () => Promise<T>): Promise<T> {
    this.lines.push(`${title}:`);
    return body();
  }
  info(message: string): void {
    this.lines.push(message);
  }
}
