/**
 * What a policy asks of one module: per version deprecate, update, revert (only with `prune`)
 * or leave unchanged. Pure: the module's current versions in, a plan out.
 */
import { planVersion, type Plan } from '../changes/plan.ts';
import type { DesiredState, VersionState } from '../model.ts';
import { satisfies } from '../versions/constraint.ts';
import { newestReleased, sortNewestFirst } from '../versions/selection.ts';
import type { PolicyModule } from './load.ts';

/** Why a version ends up where it does, for the plan's log. */
export type Coverage = { readonly rule: number } | 'keep-latest' | 'uncovered';

export interface ModulePlan extends Plan {
  /** Per version: the rule that covers it, or why none does. */
  readonly coverage: ReadonlyMap<string, Coverage>;
}

export function planModule(entry: PolicyModule, current: readonly VersionState[]): ModulePlan {
  const newestFirst = sortNewestFirst(current.map((v) => v.version));
  const kept = newestReleased(newestFirst, entry.keepLatest);
  const byVersion = new Map(current.map((v) => [v.version, v.deprecation]));
  const coverage = new Map<string, Coverage>();
  const changes = newestFirst.map((version) => {
    const before = byVersion.get(version) ?? null;
    const ruleIndex = kept.has(version) ? -1 : entry.rules.findIndex((r) => satisfies(version, r.versions));
    const rule = entry.rules[ruleIndex];
    let desired: DesiredState | undefined;
    if (rule !== undefined) {
      coverage.set(version, { rule: ruleIndex });
      desired = { deprecated: true, reason: rule.reason, link: rule.link };
    } else {
      coverage.set(version, kept.has(version) ? 'keep-latest' : 'uncovered');
      // Without prune, a deprecation no rule covers is someone else's: leave it alone.
      desired = entry.prune ? { deprecated: false } : undefined;
    }
    return planVersion(version, before, desired);
  });
  return { changes, missing: [], coverage };
}
