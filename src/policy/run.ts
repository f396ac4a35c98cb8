/**
 * Runs a policy: one versions read per module (concurrently, under the shared rate limiter),
 * a plan for all of them, then each module's plan carried out exactly as the single-module mode
 * does. A failure in one module never stops the others.
 */
import { carryOut } from '../changes/carry-out.ts';
import { mapConcurrent } from '../changes/concurrency.ts';
import type { VersionOutcome } from '../changes/outcome.ts';
import type { Log, ModeDeps, ModuleRegistry, Usage, UsageLookup } from '../model.ts';
import { formatModuleAddress } from '../address.ts';
import { errorMessage, failedReport, failureReasonOf, plural, type Report } from '../report.ts';
import { formatPlan } from './format.ts';
import { logInputs, runOptionsLine, serviceLine } from '../request.ts';
import type { PolicyRequest } from './inputs.ts';
import type { Policy, PolicyModule } from './load.ts';
import { needsUsage, planModule, revocationsToCompare, revokesNow, utcDay, type ModulePlan } from './plan.ts';
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
        } as ModuleResult;
      }
    }),
  );

  await log.group('Plan', async () => {
    for (const line of formatPlan(planned)) log.info(line);
  });

  return mapConcurrent(planned, MODULES_AT_ONCE, async (result): Promise<ModuleResult> => {
    if (result.plan === undefined) return result;
    // Modules run side by side, but the runner's log groups cannot nest or interleave: each
    // module's lines are kept together and written as one group when it is done.
    const buffered = new BufferedLog();
    let outcome: ModuleResult;
    try {
      const outcomes = await carryOut(
        client,
        result.entry.organization,
        result.entry.module,
        result.plan,
        options,
        buffered,
      );
      outcome = { ...result, outcomes: withUsage(outcomes, result.usage, result.plan.held, 'only-unused') };
    } catch (error) {
      const message = errorMessage(error);
      buffered.info(`✗ ${message}`);
      outcome = { ...result, error: message };
    }
    // A module with nothing to change logs nothing: the plan already said so.
    if (buffered.lines.length > 0) {
      await log.group(result.address, async () => {
        for (const line of buffered.lines) log.info(line);
      });
    }
    return outcome;
  });
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
