/**
 * Who uses every version of an organization's private modules, from one read of Explorer: the unfiltered export, else
 * the paged query. Each row is matched to a module of the list, then checked as a one-module read checks it
 * (parseUsageRow), unless the caller only reports (`tolerant`): then each problem is said and the rest is read.
 */
import type { ModuleAddress, OrganizationUsage, OrganizationUsageOptions, ServiceAddress, Usage } from '../model.ts';
import { mergeUsage, parseUsageRow, type UsageRow } from './usage-rows.ts';
import { RegistryError, UsageAccessError } from './errors.ts';
import {
  readModuleExport,
  readModulePages,
  readViewExport,
  readViewPages,
  type ExplorerAttributes,
} from './explorer.ts';
import type { Transport } from './transport.ts';
import { errorMessage } from '../text.ts';
import { moduleName } from '../address.ts';

/** Pages read at most organization-wide: 100,000 rows of versions in use (a one-module query stops sooner). */
const MAX_ORGANIZATION_USAGE_PAGES = 1000;

/** The key a module has in an OrganizationUsage: `namespace/name/provider`, as the list spells it. */

export async function readOrganizationUsage(
  transport: Transport,
  service: ServiceAddress,
  organization: string,
  modules: readonly ModuleAddress[],
  options: OrganizationUsageOptions = {},
): Promise<OrganizationUsage> {
  const explorerUrl = `${service.baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/explorer`;
  let entries: ExplorerAttributes[] | undefined;
  let via: OrganizationUsage['via'] = 'export';
  try {
    entries = await readModuleExport(transport, explorerUrl, []);
    if (entries === undefined) {
      via = 'pages';
      entries = await readModulePages(transport, explorerUrl, [], MAX_ORGANIZATION_USAGE_PAGES);
    }
  } catch (error) {
    if (error instanceof RegistryError && [401, 403, 404].includes(error.status)) throw new UsageAccessError(error);
    throw error;
  }
  // A row's candidate module from its source, then the full check against that module.
  const byKey = new Map(modules.map((m) => [moduleName(m).toLowerCase(), m]));
  const rows = new Map<string, UsageRow[]>();
  const problems: string[] = [];
  const tolerate = options.tolerant === true ? (problem: string) => problems.push(problem) : undefined;
  for (const attributes of entries) {
    const module = candidateModule(attributes.source, byKey);
    if (module === undefined) continue;
    const row = parseUsageRow({ attributes }, module, service, tolerate);
    if (row === undefined) continue;
    const key = moduleName(module);
    const list = rows.get(key);
    if (list === undefined) rows.set(key, [row]);
    else list.push(row);
  }
  const usage = new Map<string, Usage>();
  for (const [key, list] of rows) usage.set(key, mergeUsage(list));
  const projects = options.projects === true ? await readWorkspaceProjects(transport, explorerUrl, via) : undefined;
  return {
    modules: usage,
    via,
    ...(problems.length > 0 && { problems }),
    ...(projects !== undefined && ('problem' in projects ? { projectsProblem: projects.problem } : { projects })),
  };
}

/** Each workspace's project, read as the module view was; only shown, so a failure is a problem to say, not a failure. */
async function readWorkspaceProjects(
  transport: Transport,
  explorerUrl: string,
  via: OrganizationUsage['via'],
): Promise<Map<string, string> | { problem: string }> {
  try {
    const entries =
      (via === 'export' ? await readViewExport(transport, explorerUrl, 'workspaces', []) : undefined) ??
      (await readViewPages(transport, explorerUrl, 'workspaces', [], MAX_ORGANIZATION_USAGE_PAGES));
    const projects = new Map<string, string>();
    for (const row of entries) {
      const [workspace, project] = [row['workspace-name'], row['project-name']];
      if (typeof workspace === 'string' && typeof project === 'string' && project !== '') {
        projects.set(workspace, project);
      }
    }
    return projects;
  } catch (error) {
    return { problem: errorMessage(error) };
  }
}

/**
 * Workspace names by repository (`vcs-repo-identifier`, `owner/name`, lower case), from the workspace view: its export,
 * else its pages; a refusal gives a UsageAccessError.
 */
export async function readWorkspaceRepositories(
  transport: Transport,
  service: ServiceAddress,
  organization: string,
): Promise<Map<string, string[]>> {
  const explorerUrl = `${service.baseUrl}/api/v2/organizations/${encodeURIComponent(organization)}/explorer`;
  let entries: ExplorerAttributes[];
  try {
    entries =
      (await readViewExport(transport, explorerUrl, 'workspaces', [])) ??
      (await readViewPages(transport, explorerUrl, 'workspaces', [], MAX_ORGANIZATION_USAGE_PAGES));
  } catch (error) {
    if (error instanceof RegistryError && [401, 403, 404].includes(error.status)) throw new UsageAccessError(error);
    throw error;
  }
  const repositories = new Map<string, string[]>();
  for (const row of entries) {
    const [workspace, repository] = [row['workspace-name'], row['vcs-repo-identifier']];
    if (typeof workspace !== 'string' || typeof repository !== 'string' || !/^[^/\s]+\/[^/\s]+$/.test(repository)) {
      continue;
    }
    const key = repository.toLowerCase();
    repositories.set(key, [...(repositories.get(key) ?? []), workspace].sort());
  }
  return repositories;
}

/** The module a row's `source` may name (`HOST/ns/name/provider[/version][//sub]`, `ns/name/provider`). */
function candidateModule(source: unknown, byKey: ReadonlyMap<string, ModuleAddress>): ModuleAddress | undefined {
  if (typeof source !== 'string') return undefined;
  const parts = source
    .toLowerCase()
    .replace(/\/\/.*$/, '')
    .split('/');
  // Both readings of four parts (host first, or a version last) are tried; parseUsageRow decides.
  const candidates = [parts.slice(-3), parts.slice(1, 4), parts.slice(0, 3)].filter((p) => p.length === 3);
  for (const candidate of candidates) {
    const module = byKey.get(candidate.join('/'));
    if (module !== undefined) return module;
  }
  return undefined;
}
