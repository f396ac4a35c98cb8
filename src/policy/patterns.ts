/**
 * Which modules each entry whose `source` is a pattern (`acme/*\/aws`) takes from those the registry lists. Pure.
 * An explicit entry for a module wins over any pattern. Two patterns that both take a module are a mistake at both
 * lines: the rule that applies must never depend on the file's order.
 */
import type { ModuleAddress } from '../model.ts';
import { patternMatcher } from '../module-pattern.ts';
import type { PolicyModule, PolicyPattern } from './types.ts';
import { moduleName } from '../address.ts';

/** A policy's patterns stay within their organization: `*` never stands for the namespace. */
export const POLICY_PATTERNS = { namespaceWildcard: false } as const;

/** Whether a pattern takes a module: it matches, and no `exclude` does. */
function taker(entry: PolicyPattern): (module: ModuleAddress) => boolean {
  const matches = patternMatcher(entry.pattern);
  const excluded = entry.exclude.map(patternMatcher);
  return (module) => matches(module) && !excluded.some((e) => e(module));
}

const moduleKey = (m: ModuleAddress): string => moduleName(m).toLowerCase();

/** Two or more patterns that take the same modules: an error at each of their lines. */
export interface PatternOverlap {
  readonly patterns: readonly PolicyPattern[];
  readonly modules: readonly ModuleAddress[];
}

/** A pattern that takes no module: none matches, or each one it matches has its own entry. */
export interface IdlePattern {
  readonly entry: PolicyPattern;
  /** Modules it matches that explicit entries took. */
  readonly explicit: number;
}

export interface PatternExpansion {
  /** Every module to plan, explicit and taken, in the file's order (a pattern's sorted by name). */
  readonly modules: readonly PolicyModule[];
  /** What each pattern took, in the file's order. */
  readonly taken: readonly { readonly entry: PolicyPattern; readonly modules: readonly ModuleAddress[] }[];
  readonly overlaps: readonly PatternOverlap[];
  readonly idle: readonly IdlePattern[];
}

/**
 * The policy's modules with each pattern's taken from `listed` (per organization, lower case): a module with its own
 * entry is left to it; one that two patterns take is taken by neither and reported as an overlap.
 */
export function expandPatterns(
  explicit: readonly PolicyModule[],
  patterns: readonly PolicyPattern[],
  listed: (organization: string) => readonly ModuleAddress[],
): PatternExpansion {
  const own = new Set(explicit.map((m) => moduleKey(m.module)));
  const takers = new Map<string, { module: ModuleAddress; patterns: PolicyPattern[] }>();
  const explicitMatches = new Map<PolicyPattern, number>();
  for (const entry of patterns) {
    const takes = taker(entry);
    for (const module of listed(entry.organization)) {
      if (!takes(module)) continue;
      const key = moduleKey(module);
      if (own.has(key)) {
        explicitMatches.set(entry, (explicitMatches.get(entry) ?? 0) + 1);
        continue;
      }
      const found = takers.get(key) ?? { module, patterns: [] };
      found.patterns.push(entry);
      takers.set(key, found);
    }
  }
  // Overlaps grouped by the set of patterns, so each pair of lines is said once with its modules.
  const overlapping = new Map<string, { patterns: PolicyPattern[]; modules: ModuleAddress[] }>();
  const taken = new Map<PolicyPattern, ModuleAddress[]>(patterns.map((p) => [p, []]));
  for (const { module, patterns: by } of takers.values()) {
    if (by.length === 1) {
      taken.get(by[0] as PolicyPattern)?.push(module);
      continue;
    }
    const key = by.map((p) => p.line).join(',');
    const group = overlapping.get(key) ?? { patterns: by, modules: [] };
    group.modules.push(module);
    overlapping.set(key, group);
  }
  const byName = (a: ModuleAddress, b: ModuleAddress): number =>
    moduleKey(a) < moduleKey(b) ? -1 : moduleKey(a) > moduleKey(b) ? 1 : 0;
  const takenSorted = patterns.map((entry) => ({ entry, modules: (taken.get(entry) ?? []).sort(byName) }));
  const expanded = [
    ...explicit.map((m) => ({ line: m.line, modules: [m] })),
    ...takenSorted.map(({ entry, modules }) => ({
      line: entry.line,
      modules: modules.map((module) => moduleOf(entry, module)),
    })),
  ].sort((a, b) => a.line - b.line);
  const overlapped = new Set([...overlapping.values()].flatMap((o) => o.patterns));
  return {
    modules: expanded.flatMap((e) => e.modules),
    taken: takenSorted,
    overlaps: [...overlapping.values()].map((o) => ({ patterns: o.patterns, modules: o.modules.sort(byName) })),
    idle: takenSorted
      .filter(({ entry, modules }) => modules.length === 0 && !overlapped.has(entry))
      .map(({ entry }) => ({ entry, explicit: explicitMatches.get(entry) ?? 0 })),
  };
}

/** The entry a pattern makes for one module it took: its settings and rules, named by its line. */
function moduleOf(entry: PolicyPattern, module: ModuleAddress): PolicyModule {
  const { pattern: _pattern, source, exclude: _exclude, ...settings } = entry;
  return { ...settings, module, takenBy: { source, line: entry.line } };
}

/** Past this many, a list of modules ends "and N more". */
const MODULES_LISTED = 5;

export function modulesText(modules: readonly ModuleAddress[]): string {
  const names = modules.slice(0, MODULES_LISTED).map(moduleName);
  const more = modules.length - names.length;
  return `${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The error at one pattern's line: which other patterns take the same modules. */
export function overlapText(overlap: PatternOverlap, at: PolicyPattern): string {
  const others = overlap.patterns.filter((p) => p !== at).map((p) => `\`${p.source}\` on line ${p.line}`);
  return `The pattern \`${at.source}\` and ${others.join(' and ')} both take ${modulesText(overlap.modules)}: which rules apply must not depend on the file's order. Give each such module its own entry, or narrow a pattern with \`exclude\`.`;
}

/** The warning at an idle pattern's line. */
export function idlePatternText(idle: IdlePattern): string {
  return idle.explicit > 0
    ? `The pattern \`${idle.entry.source}\` takes no module: each of the ${idle.explicit} it matches has its own entry.`
    : `The pattern \`${idle.entry.source}\` matches none of the organization's private modules${idle.entry.exclude.length > 0 ? ' (after `exclude`)' : ''}.`;
}
