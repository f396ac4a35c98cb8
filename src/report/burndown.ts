/**
 * The burn-down: uses of retired versions in the previous report and now, over the modules both reports read (so
 * another scope never makes a migration up); who moved off, told from who stays on a version no longer retired; and
 * the earlier runs' counts for the chart. Pure.
 */
import {
  HISTORY_RUNS,
  WHOLE_ORGANIZATION,
  historyPoint,
  isRetired,
  retiredUsesOf,
  type HistoryPoint,
  type ModuleEntry,
  type PreviousReport,
  type ReportData,
  type ReportScope,
} from './data.ts';

export interface ModuleBurndown {
  readonly module: string;
  /** Uses (workspace × version) of retired versions then, and now. */
  readonly then: number;
  readonly now: number;
  /** Workspaces on a retired version then and on none now, other than those on a version no longer retired. Sorted. */
  readonly movedOff: readonly string[];
  /** Versions retired then and active now that workspaces used, and those still on one (they did not move). Sorted. */
  readonly unretired: { readonly versions: readonly string[]; readonly workspaces: readonly string[] };
  /** Of `then`, the uses of versions no longer retired: a drop that is no migration. */
  readonly unretiredUses: number;
}

export interface Burndown {
  readonly previousAt: string;
  readonly previousScope: ReportScope;
  /** The previous report does not say its scope (written before reports kept it): the whole organization is assumed. */
  readonly scopeAssumed: boolean;
  /** The previous report read other modules than this run: only those both read are compared. */
  readonly scopeDiffers: boolean;
  /** Why uses are not compared at all: a report that read no usage. */
  readonly usageMissing?: 'previous' | 'current';
  /** Modules only one of the reports read, left out of the comparison, sorted. */
  readonly onlyThen: readonly string[];
  readonly onlyNow: readonly string[];
  readonly then: number;
  readonly now: number;
  /** Earlier runs' counts, oldest first, the previous report's among them, none later or of another scope: `history`. */
  readonly history: readonly HistoryPoint[];
  /** Earlier runs dated after this one: set aside, left out of the chart and of `history`. */
  readonly future: readonly HistoryPoint[];
  /** Modules with retired uses then or now: most uses now first, then by name. */
  readonly modules: readonly ModuleBurndown[];
}

const sameScope = (a: ReportScope, b: ReportScope): boolean =>
  JSON.stringify([...a.patterns].map((p) => p.toLowerCase()).sort()) ===
  JSON.stringify([...b.patterns].map((p) => p.toLowerCase()).sort());

export function burndown(previous: PreviousReport, current: ReportData): Burndown {
  const previousScope = previous.scope ?? WHOLE_ORGANIZATION;
  const scopeDiffers = !sameScope(previousScope, current.scope);
  const key = (module: string): string => module.toLowerCase();
  const before = new Map(previous.modules.map((m) => [key(m.module), m]));
  const after = new Map(current.modules.map((m) => [key(m.module), m]));
  const usageMissing =
    previous.usage === 'unread' ? 'previous' : current.usage === 'unread' ? ('current' as const) : undefined;
  const modules: ModuleBurndown[] = [];
  if (usageMissing === undefined) {
    for (const [name, now] of after) {
      const then = before.get(name);
      if (then === undefined) continue;
      const compared = compareModule(now.module, then, now);
      if (compared.then > 0 || compared.now > 0) modules.push(compared);
    }
  }
  modules.sort((a, b) => b.now - a.now || b.then - a.then || a.module.localeCompare(b.module));

  // Earlier runs of the same scope, in date order; one count per instant (the report's own last).
  const at = (p: HistoryPoint): number => Date.parse(p.at);
  const own = previous.usage === 'unread' ? [] : [historyPoint(previous.generatedAt, previous)];
  const byInstant = new Map<number, HistoryPoint>();
  for (const p of scopeDiffers ? [] : [...previous.history, ...own]) byInstant.set(at(p), p);
  const points = [...byInstant.values()].sort((a, b) => at(a) - at(b));
  const thisRun = Date.parse(current.generatedAt);
  return {
    previousAt: previous.generatedAt,
    previousScope,
    scopeAssumed: previous.scope === undefined,
    scopeDiffers,
    ...(usageMissing !== undefined && { usageMissing }),
    onlyThen: onlyIn(before, after),
    onlyNow: onlyIn(after, before),
    history: points.filter((p) => at(p) <= thisRun).slice(-HISTORY_RUNS),
    future: points.filter((p) => at(p) > thisRun),
    then: modules.reduce((n, m) => n + m.then, 0),
    now: modules.reduce((n, m) => n + m.now, 0),
    modules,
  };
}

/** The modules of `a` that `b` lacks, by name, sorted. */
function onlyIn(a: ReadonlyMap<string, ModuleEntry>, b: ReadonlyMap<string, ModuleEntry>): string[] {
  return [...a]
    .filter(([name]) => !b.has(name))
    .map(([, m]) => m.module)
    .sort();
}

/** One module then and now: its retired uses, who moved off, who stays on a version no longer retired. */
function compareModule(module: string, then: ModuleEntry, now: ModuleEntry): ModuleBurndown {
  const before = retiredUsesOf(then);
  const after = retiredUsesOf(now);
  const activeNow = new Map(now.versions.filter((v) => !isRetired(v.state)).map((v) => [v.version, v]));
  // Versions retired then, active now, and used then.
  const unretired = then.versions.filter((v) => isRetired(v.state) && v.count > 0 && activeNow.has(v.version));
  const stillOn = new Set<string>();
  const versions = new Set<string>();
  for (const v of unretired) {
    const users = new Set(activeNow.get(v.version)?.workspaces ?? []);
    for (const w of v.workspaces) {
      if (users.has(w) && !after.workspaces.has(w)) {
        stillOn.add(w);
        versions.add(v.version);
      }
    }
  }
  return {
    module,
    then: before.uses,
    now: after.uses,
    movedOff: [...before.workspaces].filter((w) => !after.workspaces.has(w) && !stillOn.has(w)).sort(),
    unretired: { versions: [...versions].sort(), workspaces: [...stillOn].sort() },
    unretiredUses: unretired.reduce((n, v) => n + v.count, 0),
  };
}

/** A run's time as people read it: `2026-11-24 07:23 UTC`. */
export function shownTime(iso: string): string {
  const t = new Date(iso);
  return Number.isNaN(t.getTime()) ? iso : `${t.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
