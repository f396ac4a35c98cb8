/**
 * Carries out one module's plan: apply, then verify (or, after a failure, read back), then one
 * outcome per version. Shared by every mode that changes things; logs through a `RunLog` so it
 * stays free of the runner.
 */
import type { Log, ModuleAddress, ModuleRegistry } from '../model.ts';
import { plural } from '../report.ts';
import { applyChanges } from './apply.ts';
import { buildOutcomes, type VersionOutcome } from './outcome.ts';
import { toDesired, type Change, type Plan } from './plan.ts';
import { verifyChanges, type VerifyResult } from './verify.ts';

export interface CarryOutOptions {
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
}

export const CHANGE_VERB: Record<Change['kind'], string> = {
  deprecate: 'deprecate',
  update: 'update deprecation',
  revert: 'revert deprecation',
  unchanged: 'unchanged',
};

export async function carryOut(
  client: ModuleRegistry,
  organization: string,
  module: ModuleAddress,
  plan: Plan,
  options: CarryOutOptions,
  log: Pick<Log, 'group' | 'info'>,
): Promise<VersionOutcome[]> {
  const toSend = plan.changes.filter((c) => c.kind !== 'unchanged');
  const base = { verify: options.verify, verifyTimeoutMs: options.verifyTimeoutMs };
  if (options.dryRun || toSend.length === 0) {
    if (options.dryRun && toSend.length > 0) log.info('Dry run: no change sent.');
    return buildOutcomes(plan, { ...base, dryRun: options.dryRun });
  }
  const applied = await log.group(`Apply ${plural(toSend.length, 'change')}`, () =>
    applyChanges(client, organization, module, plan.changes, {
      concurrency: options.concurrency,
      onResult: (change, result) =>
        log.info(
          result.ok
            ? `  ✓ ${change.version}: ${CHANGE_VERB[change.kind]}${result.deprecationId ? ` (deprecation ${result.deprecationId})` : ''}`
            : `  ✗ ${change.version}: ${result.error}`,
        ),
    }),
  );

  const succeeded = new Map(
    toSend.filter((c) => applied.get(c.version)?.ok).map((c) => [c.version, toDesired(c.after)]),
  );
  let reads: VerifyResult | undefined;
  // With nothing accepted there is nothing to verify: only the read after a failure is left.
  if (options.verify && succeeded.size > 0) {
    reads = await log.group('Verify through the registry read API', () =>
      verifyChanges(() => client.listVersions(module), succeeded, {
        timeoutMs: options.verifyTimeoutMs,
        onPoll: (pending, attempt) =>
          log.info(`  read ${attempt}: ${pending === 0 ? 'every change shows' : `${pending} not showing yet`}`),
      }),
    );
  } else if (succeeded.size < toSend.length) {
    // Even unverified, one read after a failure tells what state the failed versions are in.
    reads = await log.group('Read back the failed versions', () =>
      verifyChanges(() => client.listVersions(module), new Map(), { timeoutMs: 0 }),
    );
  }
  return buildOutcomes(plan, { ...base, dryRun: false, applied, ...(reads !== undefined && { reads }) });
}
