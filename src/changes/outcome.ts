/**
 * What happened to each version: the plan joined with what apply and verify saw. Outputs,
 * summary rows and the `result` JSON are all drawn from these, so they always agree.
 */
import type { ApplyResult } from './apply.ts';
import { isInDesiredState, toDesired, type ChangeKind, type Plan } from './plan.ts';
import type { Deprecation } from '../model.ts';
import { deprecationText } from '../report.ts';
import type { VerifyResult } from './verify.ts';

/**
 * - changed: the service accepted the change;
 * - unchanged: already as requested (or only checked);
 * - planned: a dry run would change it;
 * - failed: the change was refused or never answered, or the version does not exist.
 */
export type OutcomeStatus = 'changed' | 'unchanged' | 'planned' | 'failed';

export interface VersionOutcome {
  readonly version: string;
  readonly kind: ChangeKind | 'missing';
  readonly status: OutcomeStatus;
  readonly before: Deprecation | null;
  /** Best knowledge of the state after the step: as read back when verified. */
  readonly after: Deprecation | null;
  /** The registry read API showed the state in `after`. */
  readonly verified: boolean;
  readonly deprecationId?: string;
  readonly error?: string;
  /** Revoked as well as deprecated (known where revocation was read: `check`). */
  readonly revoked?: boolean;
}

export interface OutcomeContext {
  readonly dryRun: boolean;
  /** Whether changes were to be verified; without it a change is reported unverified. */
  readonly verify: boolean;
  readonly applied?: ReadonlyMap<string, ApplyResult>;
  /** What the read API showed after applying: the verification polls, or one read after a failure. */
  readonly reads?: VerifyResult;
  readonly verifyTimeoutMs: number;
}

const describe = (d: Deprecation | null): string =>
  d === null ? 'not deprecated' : `deprecated ${deprecationText(d)}`;

export function buildOutcomes(plan: Plan, context: OutcomeContext): VersionOutcome[] {
  const outcomes: VersionOutcome[] = plan.changes.map((change): VersionOutcome => {
    const base = { version: change.version, kind: change.kind, before: change.before };
    if (change.kind === 'unchanged') {
      // The plan's read is itself a read of the registry: the state is confirmed.
      return { ...base, status: 'unchanged', after: change.before, verified: true };
    }
    if (context.dryRun) return { ...base, status: 'planned', after: change.after, verified: false };

    const result = context.applied?.get(change.version);
    const seen = context.reads?.lastSeen;
    if (result === undefined || !result.ok) {
      const error = result === undefined ? 'not sent' : result.error;
      if (seen?.has(change.version)) {
        // A read after the failure says what state the version is really in: an answer lost on
        // the way back may hide a change that did happen.
        const now = seen.get(change.version) ?? null;
        if (isInDesiredState(now, toDesired(change.after))) {
          return {
            ...base,
            status: 'changed',
            after: now,
            verified: true,
            error: `${error} (the registry shows the change all the same)`,
          };
        }
        return { ...base, status: 'failed', after: now, verified: false, error };
      }
      return { ...base, status: 'failed', after: change.before, verified: false, error };
    }
    const id = result.deprecationId !== undefined ? { deprecationId: result.deprecationId } : {};
    if (!context.verify || context.reads === undefined) {
      return { ...base, status: 'changed', after: change.after, verified: false, ...id };
    }
    const verified = context.reads.verified.get(change.version) === true;
    if (verified) {
      return { ...base, status: 'changed', after: seen?.get(change.version) ?? change.after, verified, ...id };
    }
    const shown = seen?.has(change.version)
      ? `it still shows the version as ${describe(seen.get(change.version) ?? null)}`
      : `the read failed: ${context.reads.lastError ?? 'the version was not in the list'}`;
    return {
      ...base,
      status: 'changed',
      after: change.after,
      verified: false,
      ...id,
      error: `The service accepted the change, but the registry read API did not show it within ${context.verifyTimeoutMs / 1000} s: ${shown}. Run again to retry, or raise \`verify-timeout\`.`,
    };
  });
  for (const version of plan.missing) {
    outcomes.push({
      version,
      kind: 'missing',
      status: 'failed',
      before: null,
      after: null,
      verified: false,
      error: `Version ${version} is not in the registry's version list for this module: check \`version\`.`,
    });
  }
  return outcomes;
}

/** The step fails when any version failed or a change could not be verified. */
export function hasFailures(outcomes: readonly VersionOutcome[], verify: boolean): boolean {
  return outcomes.some((o) => o.status === 'failed' || (verify && o.status === 'changed' && !o.verified));
}
