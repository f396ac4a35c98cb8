/**
 * Change requests the report opens (`changeRequests: true`): one per retired module version and workspace that uses
 * it, marked as this action's at the start of its subject, so that a workspace with one open for the same version
 * gets none (`ownKey`). Planned here, pure; open-change-requests.ts sends them.
 */
import type { Revocation } from '../model.ts';
import { cell, markdownLink } from '../text.ts';
import { advise, type Advice } from '../versions/suggestion.ts';
import type { InUseEntry, ModuleEntry } from './data.ts';

/** What starts the subject of every change request this action opens. */
const CHANGE_REQUEST_MARKER = '[tfe-module-lifecycle]';

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

/** What to move a workspace on `version` to, and the words for it: the suggestion rule every surface follows. */
export function adviceFor(module: Pick<ModuleEntry, 'versions'> | undefined, version: string): Advice {
  return advise(version, module?.versions ?? []);
}

/** Short and stable: the marker, the module version and its state, and where to go. */
export function subjectFor(entry: Pick<InUseEntry, 'module' | 'version' | 'state'>, advice: Advice): string {
  return `${CHANGE_REQUEST_MARKER} ${entry.module} ${entry.version} is ${entry.state}: ${advice.words.brief}`;
}

/** What a change request's message says of a version: its state, the revocation's message, the deprecation's reason. */
interface RetiredVersion extends Pick<InUseEntry, 'module' | 'version' | 'state' | 'deprecation'> {
  /** The revocation's message and link, where it was read (what consumers most need, such as a CVE). */
  readonly revocation?: Revocation;
}

/**
 * The message (Markdown, rendered by HCP Terraform): the version, its state, the revocation's message, the reason and
 * links (escaped: service text never becomes markup), and the version to move to, in the suggestion rule's words.
 */
export function messageFor(entry: RetiredVersion, advice: Advice, host: string): string {
  const message = entry.state === 'revoked' ? (entry.revocation?.message ?? '') : '';
  const reason = entry.deprecation?.reason ?? '';
  const links = [
    ...new Set([entry.state === 'revoked' ? (entry.revocation?.link ?? '') : '', entry.deprecation?.link ?? '']),
  ];
  const { suggested, words } = advice;
  return [
    `This workspace uses **${entry.module} ${entry.version}** from the private registry of \`${host}\`, and that version is **${entry.state}**.`,
    '',
    ...(message !== '' ? [`Revocation: ${cell(message)}`, ''] : []),
    ...(reason !== '' && reason !== message ? [`Reason: ${cell(reason)}`, ''] : []),
    ...links.filter((link) => link !== '').flatMap((link) => [`More: ${markdownLink(cell(link), link)}`, '']),
    words.sentence,
    ...(suggested !== undefined
      ? [
          '',
          `In the module block: \`version = "${suggested.version}"\`${suggested.sameMajor !== undefined ? `, or \`version = "${suggested.sameMajor}"\` to unblock now` : ''}.`,
        ]
      : ['', 'Move off this module version, or ask its owners.']),
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
interface VersionNeeds {
  readonly missing: readonly string[];
  readonly alreadyOpen: number;
  readonly unknown: number;
}

/**
 * Which of `names` need a change request for `key`: those whose list was read and holds none of this action's open
 * for it. `lists` maps a workspace to the keys of its open ones (undefined: not read, or its read failed).
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
  const keys = requests.filter((r) => !r.archived).map((r) => ownKey(r.subject));
  return new Set(keys.filter((key) => key !== undefined));
}
