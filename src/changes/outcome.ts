/** What happened to each version, the plan joined with what apply and verify saw: every output is drawn from these. */
import type { ApplyResult } from './apply.ts';
import { shows, type Change, type ChangeKind, type Plan, type Step } from './plan.ts';
import type { Deprecation, Revocation, VersionState, VersionUsage, Wording } from '../model.ts';
import { deprecationText } from '../report.ts';
import type { VerifyResult } from './verify.ts';

/**
 * changed: the service accepted the change; unchanged: already as requested (or only checked); planned: a dry run
 * would change it; failed: the change was refused or never answered, or the version does not exist.
 */
export type OutcomeStatus = 'changed' | 'unchanged' | 'planned' | 'failed';

/** One PATCH of a change: sent and accepted, refused, never sent, or (dry run) only planned. */
export interface StepOutcome {
  readonly step: Step;
  readonly status: 'done' | 'failed' | 'not-sent' | 'planned';
}

export interface VersionOutcome {
  readonly version: string;
  readonly kind: ChangeKind | 'missing';
  readonly status: OutcomeStatus;
  readonly before: Deprecation | null;
  /** Best knowledge of the deprecation after the step: as read back when verified. */
  readonly after: Deprecation | null;
  /** The registry read APIs showed the state in `after` (and `revoked`). */
  readonly verified: boolean;
  readonly deprecationId?: string;
  readonly error?: string;
  /** The failure was the service saying it has no revocation (`failure-reason: revocation-unavailable`). */
  readonly revocationUnavailable?: true;
  /** The failure may pass on a re-run (the service failing or not answering, or a step not sent). */
  readonly transient?: true;
  /** Revoked before the step; undefined where the service showed no revocation. */
  readonly revokedBefore?: boolean;
  /** The revocation's message and link before the step, where read. */
  readonly revocationBefore?: Revocation;
  /** Revoked after the step (best knowledge, like `after`); undefined where not known. */
  readonly revoked?: boolean;
  /** The revocation's message and link after the step, where known. */
  readonly revocation?: Revocation;
  /** Each PATCH of the change, in order. */
  readonly steps: readonly StepOutcome[];
  /** Who uses the version, where usage was read. */
  readonly usage?: VersionUsage;
  /** Why the step did less than asked, e.g. a revoke held back because workspaces use the version. */
  readonly note?: string;
  /** Left with its own reason and link (or revocation message), which `keepReasons` keeps. */
  readonly keptReason?: true;
}

interface OutcomeContext {
  readonly dryRun: boolean;
  /** Whether changes were to be verified; without it a change is reported unverified. */
  readonly verify: boolean;
  readonly applied?: ReadonlyMap<string, ApplyResult>;
  /** What the read API showed after applying: the verification polls, or one read after a failure. */
  readonly reads?: VerifyResult;
  readonly verifyTimeoutMs: number;
  /** How the runner names settings, for what an outcome's error says to do. */
  readonly words: Wording;
}

/** A step as done, for "deprecated; then revoke failed: …". */
const STEP_DONE: Record<Step, string> = {
  deprecate: 'deprecated',
  update: 'deprecation updated',
  revoke: 'revoked',
  unrevoke: 'unrevoked',
  undeprecate: 'deprecation reverted',
};

/** How a read showed a version, for messages. */
function describeState(state: Pick<VersionState, 'deprecation' | 'revoked'>): string {
  if (state.revoked === true) return 'revoked';
  return state.deprecation === null ? 'not deprecated' : `deprecated ${deprecationText(state.deprecation)}`;
}

/** The state after the steps that were done, when no read showed it. */
function afterSteps(change: Change, done: readonly Step[]): { after: Deprecation | null; revoked: boolean } {
  let after = change.before;
  let revoked = change.revokedBefore;
  for (const step of done) {
    if (step === 'deprecate' || step === 'update') after = change.after;
    if (step === 'undeprecate') after = null;
    if (step === 'revoke') revoked = true;
    if (step === 'unrevoke') revoked = false;
  }
  return { after, revoked };
}

function stepOutcomes(change: Change, result: ApplyResult | undefined): StepOutcome[] {
  return change.steps.map((step) => {
    if (result === undefined) return { step, status: 'not-sent' };
    if (result.done.includes(step)) return { step, status: 'done' };
    return { step, status: !result.ok && result.failedStep === step ? 'failed' : 'not-sent' };
  });
}

export function buildOutcomes(plan: Plan, context: OutcomeContext): VersionOutcome[] {
  // Where the service shows no revocation, nothing is said about it either way.
  const revokedIf = (revoked: boolean | undefined): { revoked?: boolean } =>
    plan.revocationKnown && revoked !== undefined ? { revoked } : {};
  const outcomes: VersionOutcome[] = plan.changes.map((change): VersionOutcome => {
    const base = {
      version: change.version,
      kind: change.kind,
      before: change.before,
      ...(plan.revocationKnown && { revokedBefore: change.revokedBefore }),
      ...(change.revocationBefore !== undefined && { revocationBefore: change.revocationBefore }),
      ...(change.keptReason === true && { keptReason: true as const }),
    };
    const wanted = {
      ...revokedIf(change.revokedAfter),
      ...(change.revokedAfter && change.revocationAfter !== undefined && { revocation: change.revocationAfter }),
    };
    if (change.kind === 'unchanged') {
      // The plan's read is itself a read of the registry: the state is confirmed.
      return { ...base, status: 'unchanged', after: change.before, verified: true, ...wanted, steps: [] };
    }
    if (context.dryRun) {
      return {
        ...base,
        status: 'planned',
        after: change.after,
        verified: false,
        ...wanted,
        steps: change.steps.map((step) => ({ step, status: 'planned' })),
      };
    }

    const result = context.applied?.get(change.version);
    const steps = stepOutcomes(change, result);
    const seen = context.reads?.lastSeen.get(change.version);
    if (result === undefined || !result.ok) {
      const done = result?.done ?? [];
      const sentence = result === undefined ? 'not sent' : result.error;
      const error = done.length > 0 ? `${done.map((s) => STEP_DONE[s]).join(', ')}; then ${sentence}` : sentence;
      // A read after the failure says what state the version is really in: an answer lost on the way back may hide
      // a change that did happen.
      if (seen !== undefined && shows(seen, change)) {
        return {
          ...base,
          status: 'changed',
          after: seen.deprecation,
          verified: true,
          ...wanted,
          steps,
          error: `${error} (the registry shows the change all the same)`,
        };
      }
      const guess = afterSteps(change, done);
      return {
        ...base,
        status: 'failed',
        after: seen !== undefined ? seen.deprecation : guess.after,
        verified: false,
        ...revokedIf(seen?.revoked ?? guess.revoked),
        steps,
        error,
        ...(result?.ok === false && result.revocationUnavailable === true && { revocationUnavailable: true as const }),
        ...((result === undefined || result.transient === true) && { transient: true as const }),
      };
    }
    const id = result.deprecationId !== undefined ? { deprecationId: result.deprecationId } : {};
    if (!context.verify || context.reads === undefined) {
      return { ...base, status: 'changed', after: change.after, verified: false, ...wanted, ...id, steps };
    }
    const verified = context.reads.verified.get(change.version) === true;
    const shown =
      seen !== undefined
        ? `it still shows the version as ${describeState(seen)}`
        : `the read failed: ${context.reads.lastError ?? 'the version was not in the list'}`;
    return {
      ...base,
      status: 'changed',
      after: verified ? (seen?.deprecation ?? change.after) : change.after,
      verified,
      ...wanted,
      ...id,
      steps,
      ...(!verified && {
        error: `The service accepted the change, but the registry read API did not show it within ${context.verifyTimeoutMs / 1000} s: ${shown}. Run again to retry, or raise ${context.words.name('verifyTimeout')}.`,
      }),
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
      steps: [],
      error: `Version ${version} is not in the registry's version list for this module.`,
    });
  }
  return outcomes;
}

/**
 * Whether a re-run may do what this run could not: a failure that may pass (the service failing
 * or not answering), or a change the registry did not show in time. A refusal or a version that
 * does not exist fails the same way again.
 */
export function rerunMayHelp(outcomes: readonly VersionOutcome[], verify: boolean): boolean {
  return outcomes.some(
    (o) => (o.status === 'failed' && o.transient === true) || (verify && o.status === 'changed' && !o.verified),
  );
}

/** The step fails when any version failed or a change could not be verified. */
export function hasFailures(outcomes: readonly VersionOutcome[], verify: boolean): boolean {
  return outcomes.some((o) => o.status === 'failed' || (verify && o.status === 'changed' && !o.verified));
}

/** A plan held back before any request, since something known would fail the step anyway: each change says why. */
export function heldBackOutcomes(
  plan: Plan,
  why: string,
  context: Pick<OutcomeContext, 'verify' | 'verifyTimeoutMs' | 'words'>,
): VersionOutcome[] {
  return buildOutcomes(plan, { ...context, dryRun: false, applied: new Map() }).map((o) => {
    if (o.kind === 'missing' || o.status !== 'failed') return o;
    // Held back for the input's mistake: a re-run holds it back again (not a transient failure).
    const { transient: _notTransient, ...held } = o;
    return { ...held, error: `Not sent: ${why}` };
  });
}
