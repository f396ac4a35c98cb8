/**
 * The burn-down: uses of deprecated and revoked versions in the previous report and now, per
 * module and in all, and the workspaces that moved off a module's retired versions. Pure.
 */
import {
  HISTORY_RUNS,
  historyPoint,
  retiredUsesOf,
  type HistoryPoint,
  type ReportData,
  type PreviousReport,
} from './data.ts';

export interface ModuleBurndown {
  readonly module: string;
  /** Uses (workspace × version) of retired versions then, and now. */
  readonly then: number;
  readonly now: number;
  /** Workspaces that used a retired version of the module then and use none now, sorted. */
  readonly movedOff: readonly string[];
}

export interface Burndown {
  readonly previousAt: string;
  readonly then: number;
  readonly now: number;
  /**
   * The counts of earlier runs, oldest first, the previous report's own last (unless it read no
   * usage): what this run's file keeps as `history`, at most HISTORY_RUNS.
   */
  readonly history: readonly HistoryPoint[];
  /** Modules with retired uses then or now: most uses now first, then by name. */
  readonly modules: readonly ModuleBurndown[];
}

export function burndown(previous: PreviousReport, current: Pick<ReportData, 'modules'>): Burndown {
  const before = new Map(previous.modules.map((m) => [m.module, retiredUsesOf(m)]));
  const after = new Map(current.modules.map((m) => [m.module, retiredUsesOf(m)]));
  const names = new Set([...before.keys(), ...after.keys()]);
  const modules: ModuleBurndown[] = [];
  for (const module of names) {
    const then = before.get(module) ?? { uses: 0, workspaces: new Set<string>() };
    const now = after.get(module) ?? { uses: 0, workspaces: new Set<string>() };
    if (then.uses === 0 && now.uses === 0) continue;
    const movedOff = [...then.workspaces].filter((w) => !now.workspaces.has(w)).sort();
    modules.push({ module, then: then.uses, now: now.uses, movedOff });
  }
  modules.sort((a, b) => b.now - a.now || b.then - a.then || a.module.localeCompare(b.module));
  const own = previous.usage === 'unread' ? [] : [historyPoint(previous.generatedAt, previous)];
  return {
    previousAt: previous.generatedAt,
    history: [...previous.history.filter((p) => Date.parse(p.at) < Date.parse(previous.generatedAt)), ...own].slice(
      -HISTORY_RUNS,
    ),
    then: modules.reduce((n, m) => n + m.then, 0),
    now: modules.reduce((n, m) => n + m.now, 0),
    modules,
  };
}
