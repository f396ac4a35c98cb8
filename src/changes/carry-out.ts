/** Carries out one module's plan in every mode that writes: apply, verify (or read back after a failure), outcomes. */
import type { Log, ModuleAddress, ModuleRegistry, ReadOptions, VersionState, Wording } from '../model.ts';
import { applyChanges } from './apply.ts';
import { buildOutcomes, type VersionOutcome } from './outcome.ts';
import { involvesRevocation, revocationUpdates, updatesRevocation, type Change, type Plan, type Step } from './plan.ts';
import { readModuleState, withRevocationDetails } from './read.ts';
import { verifyChanges, type VerifyResult } from './verify.ts';
import { plural } from '../text.ts';

interface CarryOutOptions {
  readonly dryRun: boolean;
  readonly verify: boolean;
  readonly verifyTimeoutMs: number;
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
  /** How the runner names settings, for the outcomes' advice. */
  readonly words: Wording;
}

/** A change, and each PATCH it sends, as the log and the plan show it. */
export const VERB: Record<Change['kind'] | Step, string> = {
  deprecate: 'deprecate',
  update: 'update deprecation',
  revoke: 'revoke',
  unrevoke: 'unrevoke',
  revert: 'revert deprecation',
  // The PATCH a revert sends.
  undeprecate: 'revert deprecation',
  unchanged: 'unchanged',
};

/** A change with its steps when it takes more than one: "revoke (deprecate, then revoke)". */
export function changeVerb(change: Pick<Change, 'kind' | 'steps'>): string {
  const verb = updatesRevocation(change) ? 'update revocation' : VERB[change.kind];
  return change.steps.length > 1 ? `${verb} (${change.steps.map((s) => VERB[s]).join(', then ')})` : verb;
}

export async function carryOut(
  client: ModuleRegistry,
  organization: string,
  module: ModuleAddress,
  plan: Plan,
  options: CarryOutOptions,
  log: Pick<Log, 'group' | 'info'>,
): Promise<VersionOutcome[]> {
  const toSend = plan.changes.filter((c) => c.steps.length > 0);
  if (options.dryRun || toSend.length === 0) {
    if (options.dryRun && toSend.length > 0) log.info('Dry run: no change sent.');
    return buildOutcomes(plan, options);
  }
  const requests = toSend.reduce((n, c) => n + c.steps.length, 0);
  const applied = await log.group(
    `Apply ${plural(toSend.length, 'change')}${requests > toSend.length ? ` (${plural(requests, 'request')})` : ''}`,
    () =>
      applyChanges(client, organization, module, plan.changes, {
        concurrency: options.concurrency,
        onStep: (change, step, error) =>
          log.info(error === undefined ? `  ✓ ${change.version}: ${VERB[step]}` : `  ✗ ${change.version}: ${error}`),
      }),
  );

  const succeeded = new Map(toSend.filter((c) => applied.get(c.version)?.ok).map((c) => [c.version, c]));
  // The module read is read back only when revocation changed: a deprecation costs one read.
  const revocation = plan.revocationKnown && involvesRevocation(toSend);
  // A new message on a version already revoked shows only in that version's read: one more
  // request per such version and poll, and none for any other change.
  const updates = revocationUpdates(toSend);
  const read = async (limit: ReadOptions = {}): Promise<readonly VersionState[]> => {
    const { versions } = await readModuleState(client, module, { revocation, ...limit });
    if (updates.size === 0) return versions;
    // Best effort: a failed read of one version's message leaves that version unconfirmed
    // (`shows` needs the message), not the whole poll.
    return withRevocationDetails(client, organization, module, versions, (v) => updates.has(v), options.concurrency, {
      ...limit,
      bestEffort: true,
    });
  };
  let reads: VerifyResult | undefined;
  // With nothing accepted there is nothing to verify: only the read after a failure is left.
  if (options.verify && succeeded.size > 0) {
    reads = await log.group('Verify through the registry read API', () =>
      verifyChanges(read, succeeded, {
        timeoutMs: options.verifyTimeoutMs,
        onPoll: (pending, attempt) =>
          log.info(`  read ${attempt}: ${pending === 0 ? 'every change shows' : `${pending} not showing yet`}`),
      }),
    );
  } else if (succeeded.size < toSend.length) {
    // Even unverified, one read after a failure tells what state the failed versions are in.
    // This one read is all there is: it may retry, as any read outside verification does.
    reads = await log.group('Read back the failed versions', () =>
      verifyChanges(() => read(), new Map(), { timeoutMs: 0 }),
    );
  }
  return buildOutcomes(plan, { ...options, applied, ...(reads !== undefined && { reads }) });
}
