/** Explorer's usage rows, checked before a safe revoke or a report acts on them, and added up per version. */
import type { ModuleAddress, ServiceAddress, Usage, VersionUsage } from '../model.ts';
import { GENERIC_REGISTRY_HOST, moduleName } from '../address.ts';
import { printable, show } from '../text.ts';
import { isModuleParts, isRegistryVersion } from './answers.ts';
import { ResponseShapeError } from './errors.ts';

/** A workspace name as HCP Terraform allows it. */
const WORKSPACE_NAME = /^[A-Za-z0-9_-]{1,90}$/;

/** One Explorer row of the module asked for: its version, the workspaces named, and the count. */
export interface UsageRow {
  readonly key: string;
  readonly version: string;
  readonly count: number;
  readonly names: readonly string[];
}

/**
 * The row when it is a version of `module` on this service, else undefined. A bad version, count or workspace name
 * refuses the answer, as a decision that writes (a safe revoke) must; a reader that only reports passes `tolerate`,
 * told each problem instead: the row is kept as far as it can be, or left out when its version is not a version.
 */
export function parseUsageRow(
  entry: unknown,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
  tolerate?: (problem: string) => void,
): UsageRow | undefined {
  const attributes = (entry as { attributes?: unknown } | null)?.attributes;
  if (typeof attributes !== 'object' || attributes === null) return undefined;
  const a = attributes as Record<string, unknown>;
  const { source, version } = a;
  if (typeof source !== 'string' || typeof version !== 'string') return undefined;
  if (!usageSourceMatches(source, a['registry-type'], version, module, service)) return undefined;
  const what = `the Explorer row for ${moduleName(module)}`;
  const refuse = (problem: string): void => {
    if (tolerate === undefined) throw new ResponseShapeError(problem);
    tolerate(problem);
  };
  if (!isRegistryVersion(version)) {
    refuse(`${what} has the version ${printable(show(version))}, which is not a version`);
    return undefined;
  }
  let listed = a.workspaces;
  if (listed !== undefined && listed !== null && typeof listed !== 'string') {
    refuse(`${what} ${version} lists its workspaces as a ${typeof listed}, not a string`);
    listed = undefined;
  }
  const names = [
    ...new Set(
      ((listed as string | null | undefined) ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
  for (const name of names) {
    if (!WORKSPACE_NAME.test(name)) {
      refuse(`${what} ${version} names a workspace ${printable(show(name))}, which is not a workspace name`);
    }
  }
  let counted = a['workspace-count'];
  if (counted !== undefined && !(typeof counted === 'number' && Number.isSafeInteger(counted) && counted >= 0)) {
    refuse(`${what} ${version} has a workspace count that is not a count`);
    counted = undefined;
  }
  return {
    key: `${source.toLowerCase()}@${version}`,
    version,
    count: Math.max(typeof counted === 'number' ? counted : 0, names.length),
    names,
  };
}

/**
 * Whether a row's `source` names `module` on this service. The form is not documented, so each seen or plausible one
 * is read: `HOST/ns/name/provider` with this service's host (or the generic `localterraform.com`),
 * `private/ns/name/provider`, either followed by the row's version, and a bare `ns/name/provider` only when the row
 * says it is private (bare, it is the public registry's), each possibly with a submodule path (`//modules/x`).
 */
export function usageSourceMatches(
  source: string,
  registryType: unknown,
  version: string,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
): boolean {
  const type = typeof registryType === 'string' ? registryType.toLowerCase() : undefined;
  if (type === 'public') return false;
  // A submodule (`…/aws//modules/x`) comes in the module's package: its users use the version, and a safe revoke
  // must count them.
  const parts = source
    .toLowerCase()
    .replace(/\/\/.*$/, '')
    .split('/');
  if (parts.length === 5) {
    if (parts.pop() !== version.toLowerCase()) return false;
  }
  if (parts.length === 4) {
    const host = parts.shift();
    const ours = [service.host.toLowerCase(), service.hostname.toLowerCase(), 'private', GENERIC_REGISTRY_HOST];
    if (host === undefined || !ours.includes(host)) return false;
  } else if (type !== 'private') {
    return false;
  }
  return isModuleParts(parts, module);
}

/**
 * Usage per version. A row seen twice (on two pages) counts once. Rows of one version under two spellings of its
 * source are added up: exactly (the union of names) when each names all it counts, else as the sum of their counts.
 */
export function mergeUsage(rows: readonly UsageRow[]): Usage {
  const seen = new Set<string>();
  const byVersion = new Map<string, UsageRow[]>();
  for (const row of rows) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  }
  const usage = new Map<string, VersionUsage>();
  for (const [version, parts] of byVersion) {
    const names = [...new Set(parts.flatMap((p) => p.names))].sort();
    const complete = parts.every((p) => p.names.length === p.count);
    const count = complete
      ? names.length
      : Math.max(
          names.length,
          parts.reduce((sum, p) => sum + p.count, 0),
        );
    if (count > 0) usage.set(version, { count, names });
  }
  return usage;
}
