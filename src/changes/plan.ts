/** What to change: each version's state + where the step takes it → a change of zero to two PATCH steps. Pure. */
import type { Deprecation, Lifecycle, Revocation, Target, VersionState } from '../model.ts';

/**
 * One PATCH:
 * - deprecate / update: set the deprecation (none before / another reason or link before);
 * - revoke: set the revocation (the version must be deprecated first);
 * - unrevoke: clear the revocation, which lands the version in deprecated;
 * - undeprecate: clear the deprecation (the version must not be revoked).
 */
export type Step = 'deprecate' | 'update' | 'revoke' | 'unrevoke' | 'undeprecate';

/**
 * What a change does as a whole, named by where it ends:
 * - deprecate: active now, deprecated after;
 * - update: already where the step takes it, with another reason or link: a deprecated version
 *   gets the requested reason and link (step `update`), a revoked one the requested revocation
 *   message and link (step `revoke`, sent again);
 * - revoke: revoked after, not revoked before (deprecated first when active);
 * - unrevoke: revoked now, deprecated after;
 * - revert: deprecated or revoked now, active after;
 * - unchanged: already as requested, left alone, or only checked.
 */
export type ChangeKind = 'deprecate' | 'update' | 'revoke' | 'unrevoke' | 'revert' | 'unchanged';

/** A version's state as a change sees it: its deprecation and whether it is revoked. */
export interface Expected {
  /** The state wanted after the change; for `unchanged`, the state as it is. */
  readonly after: Deprecation | null;
  readonly revokedAfter: boolean;
  /** Revoked before the change: a read that does not show revocation cannot confirm a change of it. */
  readonly revokedBefore?: boolean;
  /** The revocation a revoke sets (unchanged: as it is, where read); a read that shows it must show the same. */
  readonly revocationAfter?: Revocation;
}

export interface Change extends Expected {
  readonly version: string;
  readonly kind: ChangeKind;
  readonly before: Deprecation | null;
  readonly revokedBefore: boolean;
  /** The revocation as it is, where it was read. */
  readonly revocationBefore?: Revocation;
  /** The PATCH requests, in the order they must be sent. */
  readonly steps: readonly Step[];
  /** Left as it is: its reason (or revocation message) differs, and the target keeps earlier reasons. */
  readonly keptReason?: true;
}

export interface Plan {
  readonly changes: readonly Change[];
  /** Requested versions the registry does not list. */
  readonly missing: readonly string[];
  /** Whether the service showed revocation; without it every version reads as not revoked. */
  readonly revocationKnown: boolean;
}

/** The service may append this to a stored reason ("Applies will be blocked in 15 days."): read back, no change. */
const SERVICE_SUFFIX = /\s*Applies will be blocked in \d+ days?\.$/;

/** Whether a read-back reason is the requested one, allowing only the service's own suffix. */
function sameReason(stored: string, requested: string): boolean {
  return stored === requested || (SERVICE_SUFFIX.test(stored) && stored.replace(SERVICE_SUFFIX, '') === requested);
}

/**
 * Whether a deprecation reads as wanted: the same reason (but for the service's sentence) and link. Equality, not
 * containment, so that a shortened reason or a removed link is a change; an empty link means no link.
 */
export function sameDeprecation(current: Deprecation | null, wanted: Deprecation | null): boolean {
  if (wanted === null || current === null) return current === wanted;
  return sameReason(current.reason, wanted.reason) && current.link === wanted.link;
}

function sameRevocation(current: Revocation, wanted: Revocation): boolean {
  return current.message === wanted.message && current.link === wanted.link;
}

/**
 * Whether a read shows a change: its deprecation, its revocation (a read that does not show revocation confirms no
 * change of it), and the revocation's message and link where the read included them.
 */
export function shows(
  state: Pick<VersionState, 'deprecation' | 'revoked' | 'revocation'>,
  expected: Expected,
): boolean {
  const revocationChanges = expected.revokedBefore !== undefined && expected.revokedBefore !== expected.revokedAfter;
  // A new message on a version already revoked shows only in its own read: without it, nothing
  // confirms the change.
  const messageChanges =
    expected.revokedBefore === true && expected.revokedAfter && expected.revocationAfter !== undefined;
  return (
    sameDeprecation(state.deprecation, expected.after) &&
    (state.revoked === undefined ? !revocationChanges : state.revoked === expected.revokedAfter) &&
    (!expected.revokedAfter ||
      expected.revocationAfter === undefined ||
      (state.revocation === undefined ? !messageChanges : sameRevocation(state.revocation, expected.revocationAfter)))
  );
}

/** An update of a revoked version's revocation message and link (not of a deprecation's reason). */
export const updatesRevocation = (change: {
  readonly kind: ChangeKind | 'missing';
  readonly steps: readonly (Step | { readonly step: Step })[];
}): boolean => change.kind === 'update' && change.steps.some((s) => (typeof s === 'string' ? s : s.step) === 'revoke');

/** Revokes of versions already revoked: only the one-version read shows whether they took. */
export function revocationUpdates(changes: readonly Change[]): Set<string> {
  return new Set(changes.filter((c) => c.revokedBefore && c.steps.includes('revoke')).map((c) => c.version));
}

export function lifecycleOf(deprecation: Deprecation | null, revoked: boolean): Lifecycle {
  return revoked ? 'revoked' : deprecation === null ? 'active' : 'deprecated';
}

/** One version's change toward a target; `undefined` (check mode, or no rule) plans nothing. */
export function planVersion(state: VersionState, target: Target | undefined): Change {
  const { version, deprecation: before } = state;
  const revoked = state.revoked === true;
  const base = {
    version,
    before,
    revokedBefore: revoked,
    ...(state.revocation !== undefined && { revocationBefore: state.revocation }),
  };
  const unchanged: Change = {
    ...base,
    kind: 'unchanged',
    after: before,
    revokedAfter: revoked,
    ...(state.revocation !== undefined && { revocationAfter: state.revocation }),
    steps: [],
  };
  if (target === undefined) return unchanged;
  switch (target.to) {
    case 'deprecated': {
      const wanted = { reason: target.reason, link: target.link };
      if (revoked) {
        // Only an explicit unrevoke takes a version out of revocation.
        if (target.unrevoke !== true) return unchanged;
        const update = sameDeprecation(before, wanted) ? [] : (['update'] as const);
        return {
          ...base,
          kind: 'unrevoke',
          after: update.length > 0 ? wanted : before,
          revokedAfter: false,
          steps: ['unrevoke', ...update],
        };
      }
      if (sameDeprecation(before, wanted)) return unchanged;
      if (before !== null && target.keepReasons === true) return { ...unchanged, keptReason: true };
      const kind = before === null ? 'deprecate' : 'update';
      return { ...base, kind, after: wanted, revokedAfter: false, steps: [kind] };
    }
    case 'revoked': {
      const wanted = { message: target.reason, link: target.link };
      if (revoked) {
        // A revoked version whose revocation was not read is taken as it is: nothing to compare.
        const current = state.revocation;
        if (current === undefined || sameRevocation(current, wanted)) return unchanged;
        if (target.keepReasons === true) return { ...unchanged, keptReason: true };
        // The message is replaced, as an update of a deprecation replaces its reason.
        return {
          ...base,
          kind: 'update',
          after: before,
          revokedAfter: true,
          revocationAfter: wanted,
          steps: ['revoke'],
        };
      }
      // The service revokes only a deprecated version: an active one is deprecated first, with
      // the same reason and link; a deprecated one keeps its deprecation.
      const deprecate = before === null ? (['deprecate'] as const) : [];
      return {
        ...base,
        kind: 'revoke',
        after: before ?? { reason: target.reason, link: target.link },
        revokedAfter: true,
        revocationAfter: wanted,
        steps: [...deprecate, 'revoke'],
      };
    }
    case 'unrevoked':
      if (!revoked) return unchanged;
      return { ...base, kind: 'unrevoke', after: before, revokedAfter: false, steps: ['unrevoke'] };
    case 'active': {
      if (!revoked && before === null) return unchanged;
      // Two documented steps: what undeprecating a revoked version does is not documented.
      const steps: Step[] = [
        ...(revoked ? (['unrevoke'] as const) : []),
        ...(before !== null ? (['undeprecate'] as const) : []),
      ];
      return { ...base, kind: 'revert', after: null, revokedAfter: false, steps };
    }
  }
}

export function planChanges(
  current: readonly VersionState[],
  selected: readonly string[],
  target: Target | undefined,
  revocationKnown: boolean,
): Plan {
  const byVersion = new Map(current.map((v) => [v.version, v]));
  const changes: Change[] = [];
  const missing: string[] = [];
  for (const version of selected) {
    const state = byVersion.get(version);
    if (state === undefined) missing.push(version);
    else changes.push(planVersion(state, target));
  }
  return { changes, missing, revocationKnown };
}

/** Whether carrying the plan out sends or needs to read back any revocation. */
export function involvesRevocation(changes: readonly Change[]): boolean {
  return changes.some((c) => c.revokedBefore !== c.revokedAfter || c.steps.includes('revoke'));
}
