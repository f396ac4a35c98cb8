/**
 * What to change: current state + desired state → changes. Pure, so it is tested with tables.
 */
import type { Deprecation, DesiredState, VersionState } from '../model.ts';

/**
 * - deprecate: not deprecated now, will be;
 * - update: deprecated now with another reason or link, will carry the requested ones;
 * - revert: deprecated now, will not be;
 * - unchanged: already as requested, or only checked.
 */
export type ChangeKind = 'deprecate' | 'update' | 'revert' | 'unchanged';

export interface Change {
  readonly version: string;
  readonly kind: ChangeKind;
  readonly before: Deprecation | null;
  /** The state wanted after the step; for `unchanged`, the state as it is. */
  readonly after: Deprecation | null;
}

export interface Plan {
  readonly changes: readonly Change[];
  /** Requested versions the registry does not list. */
  readonly missing: readonly string[];
}

/**
 * The sentence the service may append to a stored reason (its documented deprecate answer shows
 * "Applies will be blocked in 15 days."): the only difference a read-back reason may have.
 */
const SERVICE_SUFFIX = /\s*Applies will be blocked in \d+ days?\.$/;

/** Whether a read-back reason is the requested one, allowing only the service's own suffix. */
export function sameReason(stored: string, requested: string): boolean {
  return stored === requested || (SERVICE_SUFFIX.test(stored) && stored.replace(SERVICE_SUFFIX, '') === requested);
}

/**
 * Whether a version already reads as desired: the same reason (allowing the service's appended
 * sentence) and the same link. Equality, not containment, so that a shortened reason or a
 * removed link is a change; an empty link means no link.
 */
export function isInDesiredState(current: Deprecation | null, desired: DesiredState): boolean {
  if (!desired.deprecated) return current === null;
  if (current === null) return false;
  return sameReason(current.reason, desired.reason) && current.link === desired.link;
}

/** One version's change toward a desired state; `undefined` (check mode) plans nothing. */
export function planVersion(version: string, before: Deprecation | null, desired: DesiredState | undefined): Change {
  if (desired === undefined || isInDesiredState(before, desired)) {
    return { version, kind: 'unchanged', before, after: before };
  }
  if (desired.deprecated) {
    return {
      version,
      kind: before === null ? 'deprecate' : 'update',
      before,
      after: { reason: desired.reason, link: desired.link },
    };
  }
  return { version, kind: 'revert', before, after: null };
}

export function planChanges(
  current: readonly VersionState[],
  selected: readonly string[],
  desired: DesiredState | undefined,
): Plan {
  const byVersion = new Map(current.map((v) => [v.version, v.deprecation]));
  const changes: Change[] = [];
  const missing: string[] = [];
  for (const version of selected) {
    if (!byVersion.has(version)) {
      missing.push(version);
      continue;
    }
    changes.push(planVersion(version, byVersion.get(version) ?? null, desired));
  }
  return { changes, missing };
}

/** The desired state that a change's `after` stands for. */
export function toDesired(after: Deprecation | null): DesiredState {
  return after === null ? { deprecated: false } : { deprecated: true, ...after };
}
