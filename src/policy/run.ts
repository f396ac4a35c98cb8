/**
 * Runs a policy: one versions read per module (concurrently, under the shared rate limiter),
 * a plan for all of them, then each module's plan carried out exactly as the single-module mode
 * does. A failure in one module never stops the others.
 */
import { mapConcurrent } from '../apply.ts';
import { carryOut, type RunLog } from '../execute.ts';
import type { VersionOutcome } from '../outcome.ts';
import { formatModuleAddress } from '../registry/address.ts';
import type { RegistryClient } from '../registry/client.ts';
import type { Policy, PolicyModule } from './load.ts';
import { planModule, type ModulePlan } from './plan.ts';
import { formatPlan } from './format.ts';

export interface PolicyRunOptions {
  readonly host: string;
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  readonly concurrency: number;
}

export interface ModuleResult {
  readonly entry: PolicyModule;
  readonly address: string;
  /** Undefined when the module's versions could not be read. */
  readonly plan?: ModulePlan;
  readonly outcomes: readonly VersionOutcome[];
  /** Why the module could not be planned or carried out. */
  readonly error?: string;
}

const MODULES_AT_ONCE = 4;

export async function runPolicy(
  policy: Policy,
  client: RegistryClient,
  options: PolicyRunOptions,
  log: RunLog,
): Promise<ModuleResult[]> {
  const addressOf = (entry: PolicyModule): string => formatModuleAddress(options.host, entry.module);

  const planned = await log.group(`Read ${policy.modules.length} modules`, () =>
    mapConcurrent(policy.modules, options.concurrency, async (entry) => {
      try {
        const current = await client.listVersions(entry.module);
        log.info(`  ${addressOf(entry)}: ${current.length} versions`);
        return { entry, address: addressOf(entry), plan: planModule(entry, current), outcomes: [] } as ModuleResult;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.info(`  ${addressOf(entry)}: ✗ ${message}`);
        return { entry, address: addressOf(entry), outcomes: [], error: message } as ModuleResult;
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
      outcome = { ...result, outcomes };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
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
class BufferedLog implements RunLog {
  readonly lines: string[] = [];
  async group<T>(title: string, body: () => Promise<T>): Promise<T> {
    this.lines.push(`${title}:`);
    return body();
  }
  info(message: string): void {
    this.lines.push(message);
  }
}
