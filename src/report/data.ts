/** The migration report as data: the files, the summary and the outputs are all drawn from it, so they agree. Pure. */
import type { Deprecation, Lifecycle, ModuleAddress, Revocation, Usage, VersionState } from '../model.ts';
import { moduleName } from '../address.ts';
import { lifecycleOf } from '../changes/plan.ts';

export interface VersionEntry {
  readonly version: string;
  readonly state: Lifecycle;
  /** Workspaces using it, as Explorer counts them (at least `workspaces.length`); 0 where usage was not read. */
  readonly count: number;
  /** Their names, sorted. */
  readonly workspaces: readonly string[];
  /** As the registry read API shows it (a change request's message quotes it); absent when active. */
  readonly deprecation?: Deprecation;
  /** Its revocation's message and link, where they were read: a revoked version still in use, or any where usage was not read. */
  readonly revocation?: Revocation;
}

export interface ModuleEntry {
  /** `namespace/name/provider`. */
  readonly module: string;
  readonly versions: readonly VersionEntry[];
}

export type UsageOrigin = 'export' | 'pages' | 'unread';

/** Which of the organization's modules a report read: those its patterns name (in lower case), or all where none. */
export interface ReportScope {
  readonly patterns: readonly string[];
}

/** What a report that does not say its scope read. */
export const WHOLE_ORGANIZATION: ReportScope = { patterns: [] };

export interface ReportData {
  readonly organization: string;
  readonly generatedAt: string;
  readonly scope: ReportScope;
  readonly usage: UsageOrigin;
  /** Sorted by module, versions in the registry's order. */
  readonly modules: readonly ModuleEntry[];
  /** Each workspace's project, by name; absent where Explorer's workspace view was not read. */
  readonly projects?: ReadonlyMap<string, string>;
}

/** What a previous report holds that the burn-down reads. */
export interface PreviousReport {
  readonly organization: string;
  readonly generatedAt: string;
  /** Absent in a report written before reports kept it. */
  readonly scope?: ReportScope;
  /** Where its usage came from; absent in a report that does not say. */
  readonly usage?: UsageOrigin;
  readonly modules: readonly ModuleEntry[];
  /** The counts of the runs before it, oldest first ([] in a report without them). */
  readonly history: readonly HistoryPoint[];
}

/** One run's counts, as `history` in the report file keeps them for the burn-down chart. */
export interface HistoryPoint {
  readonly at: string;
  readonly deprecatedInUse: number;
  readonly revokedInUse: number;
  readonly retiredUses: number;
  readonly workspacesAffected: number;
}

/** Runs the report file keeps the counts of: a year of weekly reports. */
export const HISTORY_RUNS = 52;

export function historyPoint(at: string, data: Pick<ReportData, 'modules'>): HistoryPoint {
  const { deprecatedInUse, revokedInUse, retiredUses, workspacesAffected } = totals(data);
  return { at, deprecatedInUse, revokedInUse, retiredUses, workspacesAffected };
}

/** A deprecated or revoked version that workspaces still use. */
export interface InUseEntry extends VersionEntry {
  readonly module: string;
  readonly state: 'deprecated' | 'revoked';
}

interface Totals {
  readonly modules: number;
  readonly versions: number;
  readonly deprecated: number;
  readonly revoked: number;
  /** Deprecated (not revoked) versions that workspaces still use. */
  readonly deprecatedInUse: number;
  readonly revokedInUse: number;
  /** Uses (workspace × version) of deprecated or revoked versions. */
  readonly retiredUses: number;
  /** Distinct workspaces that use at least one deprecated or revoked version. */
  readonly workspacesAffected: number;
}

/** One module's entry from its versions (with the revocations read), its revoked set and its usage (undefined: not read). */
export function moduleEntry(
  module: ModuleAddress,
  versions: readonly VersionState[],
  revoked: ReadonlySet<string> | undefined,
  usage: Usage | undefined,
): ModuleEntry {
  return {
    module: moduleName(module),
    versions: versions.map((v) => {
      const used = usage?.get(v.version);
      return {
        version: v.version,
        state: lifecycleOf(v.deprecation, (revoked?.has(v.version) ?? v.revoked) === true),
        count: used?.count ?? 0,
        workspaces: used?.names ?? [],
        ...(v.deprecation !== null && { deprecation: v.deprecation }),
        ...(v.revocation !== undefined && { revocation: v.revocation }),
      };
    }),
  };
}

export const isRetired = (state: Lifecycle): state is 'deprecated' | 'revoked' => state !== 'active';

/** Every workspace the report names, sorted: those that use any version. */
export function workspacesOf(data: Pick<ReportData, 'modules'>): string[] {
  return [...new Set(data.modules.flatMap((m) => m.versions.flatMap((v) => v.workspaces)))].sort();
}

/** The deprecated and revoked versions still in use: most workspaces first, then by module and version. */
export function inUse(data: Pick<ReportData, 'modules'>): InUseEntry[] {
  const entries: InUseEntry[] = [];
  for (const m of data.modules) {
    for (const v of m.versions) {
      if (isRetired(v.state) && v.count > 0) entries.push({ ...v, state: v.state, module: m.module });
    }
  }
  return entries.sort(
    (a, b) => b.count - a.count || a.module.localeCompare(b.module) || a.version.localeCompare(b.version),
  );
}

export function totals(data: Pick<ReportData, 'modules'>): Totals {
  const versions = data.modules.flatMap((m) => m.versions);
  const used = versions.filter((v) => isRetired(v.state) && v.count > 0);
  const count = (list: readonly VersionEntry[], state: Lifecycle): number =>
    list.filter((v) => v.state === state).length;
  return {
    modules: data.modules.length,
    versions: versions.length,
    deprecated: count(versions, 'deprecated'),
    revoked: count(versions, 'revoked'),
    deprecatedInUse: count(used, 'deprecated'),
    revokedInUse: count(used, 'revoked'),
    retiredUses: used.reduce((n, v) => n + v.count, 0),
    workspacesAffected: new Set(used.flatMap((v) => v.workspaces)).size,
  };
}

/** A module's uses of retired versions, and the workspaces behind them. */
export function retiredUsesOf(m: ModuleEntry): { uses: number; workspaces: Set<string> } {
  const retired = m.versions.filter((v) => isRetired(v.state));
  return { uses: retired.reduce((n, v) => n + v.count, 0), workspaces: new Set(retired.flatMap((v) => v.workspaces)) };
}
