/**
 * Which of the registry's versions what the user asked for (selector.ts) picks. Pure: no I/O.
 * Comparison is semver's; `constraint.ts` maps Terraform's syntax onto it.
 */
import * as semver from './semver.ts';
import { satisfies } from './constraint.ts';
import type { VersionSelector } from './selector.ts';

/** Why a registry version was left alone although the module has it. */
export type SkipReason = 'not-selected' | 'newest-kept' | 'released-now';

export interface Selection {
  /** Registry version strings picked, in the order given (list) or newest first (constraint). */
  readonly selected: readonly string[];
  /** Versions the list asked for that the registry does not have. */
  readonly missing: readonly string[];
  /** Every other registry version, with why it was left alone. */
  readonly skipped: ReadonlyArray<{ readonly version: string; readonly reason: SkipReason }>;
}

interface SelectionRules {
  /** The N newest released (non-prerelease) versions are never picked. */
  readonly keepLatest?: number;
  /** A version that must never be picked, e.g. the one a release workflow just published. */
  readonly protect?: string;
}

/** Newest first, by semver; versions that are not semver sort last, as given. */
export function sortNewestFirst(versions: readonly string[]): string[] {
  // Each version parsed once, not twice per comparison as `semver.rsort` does.
  const valid: Array<{ version: string; parsed: semver.SemVer }> = [];
  const invalid: string[] = [];
  for (const version of versions) {
    const parsed = semver.parse(version);
    if (parsed !== null) valid.push({ version, parsed });
    else invalid.push(version);
  }
  valid.sort((a, b) => semver.compareBuild(b.parsed, a.parsed));
  return [...valid.map((v) => v.version), ...invalid];
}

/** The `count` newest released (non-prerelease) versions: those `keepLatest` never touches. */
export function newestReleased(versions: readonly string[], count: number): Set<string> {
  return new Set(
    sortNewestFirst(versions)
      .filter((v) => semver.valid(v) !== null && semver.prerelease(v) === null)
      .slice(0, Math.max(0, count)),
  );
}

export function selectVersions(
  selector: VersionSelector,
  available: readonly string[],
  rules: SelectionRules = {},
): Selection {
  const byNormal = new Map<string, string>();
  for (const v of available) {
    const parsed = semver.parse(v.replace(/^v/, ''));
    if (parsed !== null) byNormal.set(parsed.version, v);
  }
  const newestFirst = sortNewestFirst([...byNormal.keys()]);
  const kept = newestReleased(newestFirst, rules.keepLatest ?? 0);
  const protectedVersion = rules.protect !== undefined ? semver.parse(rules.protect)?.version : undefined;

  const wanted =
    selector.kind === 'list' ? selector.versions : newestFirst.filter((v) => satisfies(v, selector.constraint));
  const selected: string[] = [];
  const missing: string[] = [];
  const reasons = new Map<string, SkipReason>();
  for (const version of wanted) {
    const found = byNormal.get(version);
    if (found === undefined) missing.push(version);
    else if (version === protectedVersion) reasons.set(version, 'released-now');
    else if (kept.has(version)) reasons.set(version, 'newest-kept');
    else selected.push(found);
  }
  const skipped = newestFirst
    .filter((v) => !selected.includes(byNormal.get(v) as string))
    .map((v) => ({ version: byNormal.get(v) as string, reason: reasons.get(v) ?? ('not-selected' as const) }));
  return { selected, missing, skipped };
}
