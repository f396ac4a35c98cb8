/**
 * What a policy asks of one module: per version deprecate, update, revoke (now, or from a rule's day), unrevoke or
 * revert (both only with `prune`), or leave unchanged. Pure: the versions and today's date in, a plan out.
 */
import * as semver from '../versions/semver.ts';
import { planVersion, type Plan } from '../changes/plan.ts';
import type { Target, Usage, VersionState, VersionUsage } from '../model.ts';
import { usageOf } from '../usage/format.ts';
import { satisfies } from '../versions/constraint.ts';
import { newestReleased, sortNewestFirst } from '../versions/selection.ts';
import type { PolicyModule, PolicyRule } from './types.ts';

/** Why a version ends up where it does: the rule covering it (with a revocation's day to come), or why none does. */
export type Coverage =
  | {
      readonly rule: number;
      readonly revokeOn?: string;
      readonly daysLeft?: number;
      readonly onlyUnused?: true;
    }
  | 'newest-kept'
  | 'uncovered';

/**
 * A rule that matches versions but takes none: each is taken by an earlier rule or kept among the newest releases.
 * Almost always a mistake in the file's order, and silent otherwise (with `prune`, what it asks is even taken back).
 * A wide rule whose versions only the newest releases take (a catch-all on a young module) is no mistake: only a rule
 * naming exact versions is reported then.
 */
export interface IdleRule {
  readonly rule: number;
  /** The versions it matches, newest first, and what takes each instead. */
  readonly versions: readonly { readonly version: string; readonly takenBy: number | 'newest-kept' }[];
}

export interface ModulePlan extends Plan {
  readonly coverage: ReadonlyMap<string, Coverage>;
  /** Versions a rule for unused versions only would revoke but workspaces use: left deprecated. */
  readonly held: ReadonlyMap<string, VersionUsage>;
  readonly idle: readonly IdleRule[];
  /** Versions a rule matches, left out of the rules among the newest releases, newest first: the log names them. */
  readonly kept: readonly string[];
}

/** See `IdleRule`. */
function idleRules(
  entry: PolicyModule,
  newestFirst: readonly string[],
  coverage: ReadonlyMap<string, Coverage>,
): IdleRule[] {
  return entry.rules.flatMap((rule, index): IdleRule[] => {
    const versions: IdleRule['versions'][number][] = [];
    for (const version of newestFirst) {
      if (!satisfies(version, rule.versions)) continue;
      const c = coverage.get(version);
      if (typeof c === 'object' && c.rule === index) return [];
      // A version this rule satisfies is covered: by an earlier rule, or kept.
      versions.push({ version, takenBy: typeof c === 'object' ? c.rule : 'newest-kept' });
    }
    if (versions.length === 0) return [];
    const exact = rule.versions.terms.every((t) => t.operator === '=');
    return versions.some((v) => v.takenBy !== 'newest-kept') || exact ? [{ rule: index, versions }] : [];
  });
}

/** Whether a module's rules need usage today: a rule for unused versions only that revokes now. */
export function needsUsage(entry: PolicyModule, today: string): boolean {
  return entry.rules.some((r) => r.onlyUnused && revokesNow(r, today));
}

/** Today in UTC as `YYYY-MM-DD`, the form `revoke-on` is written in. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

export const DAY_MS = 86_400_000;

/** Whole days from `today` to `day`, both `YYYY-MM-DD`. */
function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Whether a rule revokes its versions on `today`: `status: revoked`, or its day has come. */
export function revokesNow(rule: PolicyRule, today: string): boolean {
  return rule.status === 'revoked' || (rule.revokeOn !== undefined && rule.revokeOn <= today);
}

/** The rule covering each version, or why none does. */
function cover(entry: PolicyModule, newestFirst: readonly string[], today: string): Map<string, Coverage> {
  const kept = newestReleased(newestFirst, entry.keepLatest);
  const coverage = new Map<string, Coverage>();
  for (const version of newestFirst) {
    const index = kept.has(version) ? -1 : entry.rules.findIndex((r) => satisfies(version, r.versions));
    const rule = entry.rules[index];
    if (rule === undefined) {
      coverage.set(version, kept.has(version) ? 'newest-kept' : 'uncovered');
    } else if (rule.revokeOn !== undefined && !revokesNow(rule, today)) {
      coverage.set(version, {
        rule: index,
        revokeOn: rule.revokeOn,
        daysLeft: daysBetween(today, rule.revokeOn),
        ...(rule.onlyUnused && { onlyUnused: true as const }),
      });
    } else {
      coverage.set(version, { rule: index });
    }
  }
  return coverage;
}

/**
 * The revoked versions whose revocation must be read: those a rule revokes today (`compared`: does the message say
 * what the rule says), and those `prune` takes out of revocation (`shown`: the plan shows the message that goes).
 */
export function revocationsToRead(
  entry: PolicyModule,
  current: readonly VersionState[],
  today: string,
): { readonly compared: ReadonlySet<string>; readonly shown: ReadonlySet<string> } {
  const coverage = cover(entry, sortNewestFirst(current.map((v) => v.version)), today);
  const compared = new Set<string>();
  const shown = new Set<string>();
  for (const v of current.filter((state) => state.revoked === true)) {
    const c = coverage.get(v.version);
    const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
    if (rule !== undefined && revokesNow(rule, today)) compared.add(v.version);
    else if (entry.prune) shown.add(v.version);
  }
  return { compared, shown };
}

export function planModule(
  entry: PolicyModule,
  current: readonly VersionState[],
  today: string,
  revocationKnown = current.some((v) => v.revoked !== undefined),
  usage?: Usage,
): ModulePlan {
  const held = new Map<string, VersionUsage>();
  const newestFirst = sortNewestFirst(current.map((v) => v.version));
  const byVersion = new Map(current.map((v) => [v.version, v]));
  const coverage = cover(entry, newestFirst, today);
  const changes = newestFirst.map((version) => {
    const state = byVersion.get(version) ?? { version, deprecation: null };
    const c = coverage.get(version);
    const rule = typeof c === 'object' ? entry.rules[c.rule] : undefined;
    const used = usageOf(usage, version);
    let target: Target | undefined;
    if (rule === undefined) {
      // Without prune, a deprecation or revocation no rule covers is someone else's: leave it alone.
      target = entry.prune ? { to: 'active' } : undefined;
    } else if (!revokesNow(rule, today)) {
      // With prune, a revocation no rule asks for (yet) is taken back to deprecated.
      target = { to: 'deprecated', reason: rule.reason, link: rule.link, unrevoke: entry.prune };
    } else if (rule.onlyUnused && state.revoked !== true && used !== undefined && used.count > 0) {
      // A safe revoke: a version some workspace uses is deprecated but not revoked.
      held.set(version, used);
      target = { to: 'deprecated', reason: rule.reason, link: rule.link };
    } else {
      target = { to: 'revoked', reason: rule.reason, link: rule.link };
    }
    return planVersion(state, target);
  });
  return {
    changes,
    missing: [...missingVersions(entry, newestFirst).keys()],
    coverage,
    revocationKnown,
    held,
    idle: idleRules(entry, newestFirst, coverage),
    kept: newestFirst.filter(
      (v) => coverage.get(v) === 'newest-kept' && entry.rules.some((r) => satisfies(v, r.versions)),
    ),
  };
}

/** Versions a rule names exactly ("= 1.3.0") that the registry does not list, with the rule's line: a typo. */
export function missingVersions(entry: PolicyModule, listed: readonly string[]): Map<string, number> {
  const have = new Set(listed.map((v) => semver.valid(v) ?? v));
  const missing = new Map<string, number>();
  for (const rule of entry.rules) {
    if (!rule.versions.terms.every((t) => t.operator === '=')) continue;
    for (const { version } of rule.versions.terms) {
      if (!have.has(version) && !missing.has(version)) missing.set(version, rule.line);
    }
  }
  return missing;
}
