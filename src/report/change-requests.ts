/**
 * Change requests, as the report opens them (`change-requests: true`): one per module version and
 * workspace that uses it while it is deprecated or revoked, each recognisable as this action's by
 * a marker at the start of its subject, so that a workspace with one open for the same module
 * version gets none (`ownKey`). What to open is planned here from the report's data and what each
 * workspace's list holds, within the run's bound. Pure; open-change-requests.ts sends them.
 */
import semver from 'semver';
import { cell, markdownLink } from '../text.ts';
import { sortNewestFirst } from '../versions/selection.ts';
import type { InUseEntry, ModuleEntry } from './data.ts';

/** The bound of one run (`change-requests-limit`), as data. */
export const CHANGE_REQUEST_LIMITS = { fallback: 100, max: 100_000 } as const;

/** What starts the subject of every change request this action opens. */
export const CHANGE_REQUEST_MARKER = '[tfe-module-lifecycle]';

/** A workspace name the API can take in a path and a query: anything else is never written to. */
export const TRUSTED_WORKSPACE = /^[A-Za-z0-9_-]{1,90}$/;

/** The key of a module version, as a subject names it: without case for the module. */
export const versionKey = (module: string, version: string): string => `${module.toLowerCase()}@${version}`;

/** The module version a subject of this action names, or undefined for anyone else's subject. */
export function ownKey(subject: string): string | undefined {
  if (!subject.startsWith(`${CHANGE_REQUEST_MARKER} `)) return undefined;
  const [module, version] = subject.slice(CHANGE_REQUEST_MARKER.length + 1).split(' ');
  if (module === undefined || version === undefined || module.split('/').length !== 3) return undefined;
  return versionKey(module, version);
}

/** The newest released version that is neither deprecated nor revoked, when it is newer than `version`. */
export function moveTo(module: Pick<ModuleEntry, 'versions'>, version: string): string | undefined {
  const active = module.versions.filter((v) => v.state === 'active').map((v) => v.version);
  const newest = sortNewestFirst(active).find((v) => semver.valid(v) !== null && semver.prerelease(v) === null);
  return newest !== undefined && semver.valid(version) !== null && semver.gt(newest, version) ? newest : undefined;
}

/** Short and stable: the marker, the module version and its state, and where to go. */
export function subjectFor(entry: Pick<InUseEntry, 'module' | 'version' | 'state'>, to: string | undefined): string {
  return `${CHANGE_REQUEST_MARKER} ${entry.module} ${entry.version} is ${entry.state}: ${to !== undefined ? `move to ${to}` : 'move off it'}`;
}

/**
 * The message (Markdown, rendered by HCP Terraform): the module, the version, its state, the
 * reason and link read from the registry (escaped: service text never becomes markup), and the
 * version to move to.
 */
export function messageFor(
  entry: Pick<InUseEntry, 'module' | 'version' | 'state' | 'deprecation'>,
  to: string | undefined,
  host: string,
): string {
  const reason = entry.deprecation?.reason ?? '';
  const link = entry.deprecation?.link ?? '';
  return [
    `This workspace uses **${entry.module} ${entry.version}** from the private registry of \`${host}\`, and that version is **${entry.state}**.`,
    '',
    ...(reason !== '' ? [`Reason: ${cell(reason)}`, ''] : []),
    ...(link !== '' ? [`More: ${markdownLink(cell(link), link)}`, ''] : []),
    to !== undefined
      ? `Move to **${to}**, the newest version that is neither deprecated nor revoked: \`version = "${to}"\` in the module block.`
      : 'No newer version is free of deprecation yet: move off this module version, or ask its owners.',
    '',
    entry.state === 'revoked'
      ? 'Revoked: runs of workspaces that used it before go on with a warning; workspaces that never used it cannot start with it.'
      : 'Deprecated: runs show a warning; a revocation may follow.',
    '',
    `_Opened by the organization report of tfe-module-lifecycle. Archive it once the workspace has moved: while it is open, no other is opened for this version._`,
  ].join('\n');
}

/** One module version's change request: what it says, and the workspaces to open it on. */
export interface PlannedChangeRequest {
  readonly module: string;
  readonly version: string;
  readonly state: 'deprecated' | 'revoked';
  readonly subject: string;
  readonly message: string;
  readonly workspaces: readonly string[];
}

/** What one version's workspaces hold: which already have one of ours open, which need one, which cannot be told. */
export interface VersionNeeds {
  readonly missing: readonly string[];
  readonly alreadyOpen: number;
  readonly unknown: number;
}

/**
 * Which of `names` need a change request for `key`: those whose list was read and holds no open
 * change request of this action for it. `lists` maps a workspace to the keys of its open ones
 * (undefined: not read, or its read failed).
 */
export function versionNeeds(
  key: string,
  names: readonly string[],
  lists: ReadonlyMap<string, ReadonlySet<string> | undefined>,
): VersionNeeds {
  const missing: string[] = [];
  let alreadyOpen = 0;
  let unknown = 0;
  for (const name of names) {
    const open = lists.get(name);
    if (open === undefined) unknown += 1;
    else if (open.has(key)) alreadyOpen += 1;
    else missing.push(name);
  }
  return { missing, alreadyOpen, unknown };
}

/** The keys of a workspace's open change requests that this action opened. */
export function openKeys(requests: readonly { readonly subject: string; readonly archived: boolean }[]): Set<string> {
  const keys = new Set<string>();
  for (const r of requests) {
    const key = r.archived ? undefined : ownKey(r.subject);
    if (key !== undefined) keys.add(key);
  }
  return keys;
}
