/** A policy's revocations now and within BLAST_RADIUS_DAYS, with who uses each one. Pure; see changes/blast-radius. */
import { revokesAnew } from '../changes/blast-radius.ts';
import type { Usage, VersionUsage } from '../model.ts';
import { usageOf } from '../usage/format.ts';
import type { ModulePlan } from './plan.ts';

/** How far ahead a scheduled revocation counts. */
export const BLAST_RADIUS_DAYS = 30;
/** A scheduled revocation this close, with users, is a warning at its rule's line. */
export const WARN_WITHIN_DAYS = 14;

export interface RevocationReach {
  readonly version: string;
  /** The day a schedule revokes the version; absent when this run revokes it. */
  readonly revokeOn?: string;
  readonly daysLeft?: number;
  /** The rule (its index in the module's rules) that revokes it. */
  readonly rule: number;
  /** Who uses the version; undefined where usage was not read. */
  readonly usage?: VersionUsage;
}

/** A module's revocations now and soon, newest first; an `only-unused` schedule of a version in use is left out. */
export function blastRadius(plan: ModulePlan | undefined, usage: Usage | undefined): RevocationReach[] {
  if (plan === undefined) return [];
  const reach: RevocationReach[] = [];
  const staysRevoked = new Set(plan.changes.filter((c) => c.revokedBefore && c.revokedAfter).map((c) => c.version));
  const revokedNow = new Set(plan.changes.filter(revokesAnew).map((c) => c.version));
  for (const [version, c] of plan.coverage) {
    if (typeof c !== 'object') continue;
    const used = usageOf(usage, version);
    const entry = { version, rule: c.rule, ...(used !== undefined && { usage: used }) };
    if (revokedNow.has(version)) {
      reach.push(entry);
    } else if (
      c.revokeOn !== undefined &&
      c.daysLeft !== undefined &&
      c.daysLeft <= BLAST_RADIUS_DAYS &&
      !staysRevoked.has(version) &&
      !(c.onlyUnused === true && (used?.count ?? 0) > 0)
    ) {
      reach.push({ ...entry, revokeOn: c.revokeOn, daysLeft: c.daysLeft });
    }
  }
  return reach;
}

/** Whether a scheduled revocation warrants a warning: within WARN_WITHIN_DAYS, with users. */
export const warnsBefore = (r: RevocationReach): boolean =>
  r.daysLeft !== undefined && r.daysLeft <= WARN_WITHIN_DAYS && (r.usage?.count ?? 0) > 0;
