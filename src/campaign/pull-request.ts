/**
 * What a campaign writes in a repository, in words: its branch's name, the pull request's title
 * and body with the hidden marker a later run finds it by, the commit's message, and the comments
 * it leaves (a person's commits on its branch; why it closes). The edit's from and to come from
 * the gate's edit, the advice from the suggestion rule. Text the action did not write (file
 * names, reasons, messages) reaches Markdown only through text.ts's cells and code spans, so it
 * never becomes markup or a mention. Deterministic: the same plan gives the same texts, so a
 * re-run that changes nothing writes nothing. Pure.
 */
import { createHash } from 'node:crypto';
import type { ModuleAddress } from '../model.ts';
import { adviceWords } from '../versions/suggestion.ts';
import { cellCode, code, lineLink, markdownLink, messageCell, plural } from '../text.ts';
import type { CallFix, ModuleFix, VersionInUse } from './judge.ts';
import { moduleName } from '../address.ts';

/** Where every branch of the campaign starts: one fixed name per module. */
export const BRANCH_PREFIX = 'tfe-module-lifecycle/';

/** The commit message's last line, which tells the action's own commits from a person's. */
const TRAILER = 'Tfe-Module-Lifecycle: campaign';

/** GitHub refuses a body over 65,536 characters: the tables stop well before. */
const ROWS = 100;

/** The branch of a module's pull requests: `tfe-module-lifecycle/acme-vpc-aws`. */
export const branchOf = (m: ModuleAddress): string =>
  `${BRANCH_PREFIX}${[m.namespace, m.name, m.provider]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '-')}`;

/**
 * What a pull request's marker records: the module, the versions it moves off as they stood, its
 * files, and the branch's commits as the action left them, by which a later run tells its own
 * branch from one a person pushed to (no author or login needs to be trusted).
 */
export interface Marker {
  readonly module: string;
  readonly from: ReadonlyArray<{ readonly version: string; readonly state: 'deprecated' | 'revoked' }>;
  /** A digest of the files the branch's last commit wrote: a re-run commits again only when it differs. */
  readonly files: string;
  /** The commit the action left the branch at, and the default branch's commit it was built on. */
  readonly head?: string;
  readonly base?: string;
  /**
   * The branch's commit before that, where the body was written before the branch was moved
   * (an update): a run stopped in between left the branch there, still the action's own.
   */
  readonly previous?: string;
}

/** Where the branch stood when the body was written. */
export type MarkerCommits = Pick<Marker, 'head' | 'base' | 'previous'>;

const MARKER_START = '<!-- tfe-module-lifecycle campaign ';
const MARKER_END = ' -->';
/** Comments the action leaves, each found again by its own marker. */
export const COMMENT_MARKERS = {
  foreign: '<!-- tfe-module-lifecycle campaign: commits of others -->',
  closed: '<!-- tfe-module-lifecycle campaign: closed -->',
} as const;

/** A digest of the files a commit writes: each path and its new text. */
export function filesDigest(fix: Pick<ModuleFix, 'files'>): string {
  const hash = createHash('sha256');
  for (const f of [...fix.files].sort((a, b) => a.file.localeCompare(b.file))) hash.update(`${f.file}\0${f.after}\0`);
  return hash.digest('hex').slice(0, 32);
}

export function markerOf(fix: ModuleFix, commits: MarkerCommits = {}): Marker {
  return {
    module: moduleName(fix.module).toLowerCase(),
    from: fix.versions.map((v) => ({ version: v.version, state: v.state })),
    files: filesDigest(fix),
    ...(commits.head !== undefined && { head: commits.head }),
    ...(commits.base !== undefined && { base: commits.base }),
    ...(commits.previous !== undefined && { previous: commits.previous }),
  };
}

/** The marker as an HTML comment; `<`, `>` and `&` escaped in its JSON, so nothing in it can end the comment. */
function markerText(marker: Marker): string {
  const json = JSON.stringify(marker).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${MARKER_START}${json}${MARKER_END}`;
}

const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

/** The marker of a pull request's body, checked field by field; undefined where there is none (or a forged one). */
export function parseMarker(body: string): Marker | undefined {
  const start = body.lastIndexOf(MARKER_START);
  const end = start < 0 ? -1 : body.indexOf(MARKER_END, start + MARKER_START.length);
  if (start < 0 || end < 0) return undefined;
  try {
    const value = JSON.parse(body.slice(start + MARKER_START.length, end)) as Record<string, unknown>;
    const { module, from, files } = value;
    if (typeof module !== 'string' || !/^[a-z0-9_-]+\/[a-z0-9_-]+\/[a-z0-9]+$/.test(module)) return undefined;
    if (typeof files !== 'string' || !/^[0-9a-f]{32}$/.test(files) || !Array.isArray(from)) return undefined;
    const commits: Record<string, string> = {};
    for (const key of ['head', 'base', 'previous'] as const) {
      const sha = value[key];
      if (sha === undefined) continue;
      if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha)) return undefined;
      commits[key] = sha;
    }
    const versions = from.flatMap((v: unknown): Marker['from'] => {
      const { version, state } = (v ?? {}) as Record<string, unknown>;
      return typeof version === 'string' && VERSION.test(version) && (state === 'deprecated' || state === 'revoked')
        ? [{ version, state }]
        : [];
    });
    return versions.length === from.length ? { module, from: versions, files, ...commits } : undefined;
  } catch {
    return undefined;
  }
}

const states = (versions: readonly VersionInUse[]): string => {
  const of = (state: VersionInUse['state']) => versions.filter((v) => v.state === state).map((v) => v.version);
  const [revoked, deprecated] = [of('revoked'), of('deprecated')];
  return [
    ...(revoked.length > 0 ? [`revoked ${revoked.join(', ')}`] : []),
    ...(deprecated.length > 0 ? [`deprecated ${deprecated.join(', ')}`] : []),
  ].join(' and ');
};

export function titleOf(fix: ModuleFix): string {
  const targets = [...new Set(fix.calls.filter((c) => c.kind === 'rewrite').map((c) => c.to))];
  const to = targets.length === 1 ? ` to ${targets[0]}` : '';
  return `Move ${moduleName(fix.module)} off ${states(fix.versions)}${to}`;
}

/** Where a file's lines are shown: the repository's default branch on GitHub. */
export interface Place {
  readonly htmlUrl: string;
  readonly defaultBranch: string;
}

const blobOf = (place: Place): string =>
  `${place.htmlUrl}/blob/${place.defaultBranch.split('/').map(encodeURIComponent).join('/')}`;

const fileCell = (place: Place, c: Pick<CallFix, 'file' | 'line'>): string =>
  lineLink(cellCode(`${c.file}${c.line !== undefined ? `:${c.line}` : ''}`), blobOf(place), c.file, c.line);

function versionRows(fix: ModuleFix): string[] {
  return fix.versions.map((v) => {
    const why = v.state === 'revoked' && v.revocation !== undefined ? v.revocation : v.deprecation;
    const text = 'message' in why ? why.message : why.reason;
    const link = why.link !== '' ? ` ${markdownLink('more', why.link)}` : '';
    const advice = adviceWords(v.suggestion, v.version).brief;
    return `| ${cellCode(v.version)} | ${v.state === 'revoked' ? '**revoked**' : 'deprecated'} | ${messageCell(text)}${link} | ${messageCell(advice)} |`;
  });
}

const more = (n: number): string[] => (n > 0 ? ['', `…and ${plural(n, 'more call')}.`] : []);

interface BodyContext {
  readonly place: Place;
  /** What the repository's read left out, in words, where it was not read whole. */
  readonly gaps: readonly string[];
  /** A pull request of this module a person closed before, when this one reopens the question. */
  readonly declined?: number;
}

export function bodyOf(fix: ModuleFix, context: BodyContext): string {
  const moved = fix.calls.filter((c) => c.kind === 'rewrite');
  const left = fix.calls.filter((c) => c.kind !== 'rewrite');
  const name = code(moduleName(fix.module));
  const lines = [
    `This pull request moves the calls of ${name} off versions its publishers deprecated or revoked: ${plural(moved.length, 'call')} in ${plural(fix.files.length, 'file')}, only their version changed, as the module gate's fix writes it.`,
    '',
    '### Versions in use',
    '',
    '| Version | State | Why | What to do |',
    '|---|---|---|---|',
    ...versionRows(fix),
    '',
  ];
  if (moved.length > 0) {
    lines.push('### Calls moved', '', '| File | From | To |', '|---|---|---|');
    for (const c of moved.slice(0, ROWS)) {
      lines.push(`| ${fileCell(context.place, c)} | ${cellCode(c.from ?? c.version)} | ${cellCode(c.written ?? '')} |`);
    }
    lines.push(...more(moved.length - ROWS), '');
  }
  if (left.length > 0) {
    lines.push('### Calls left to a person', '', '| File | Version | Why |', '|---|---|---|');
    for (const c of left.slice(0, ROWS)) {
      const why = c.kind === 'upgrade-installed' ? `run terraform init -upgrade to install ${c.to}` : (c.why ?? '');
      lines.push(`| ${fileCell(context.place, c)} | ${cellCode(c.version)} | ${messageCell(why)} |`);
    }
    lines.push(...more(left.length - ROWS), '');
  }
  if (context.gaps.length > 0) {
    lines.push(
      `> **Note**`,
      `> The repository was not read whole (${messageCell(context.gaps.join('; '))}): other calls may remain.`,
      '',
    );
  }
  if (context.declined !== undefined) {
    lines.push(`#${context.declined} was closed without merging; since then a version it moved off was revoked.`, '');
  }
  lines.push(
    `<sub>Opened by the tfe-module-lifecycle campaign. Each run updates this pull request in place; closing it without merging declines it (it is not opened again unless a version it moves off is revoked); a commit of yours on its branch stops the updates.</sub>`,
    '',
  );
  return lines.join('\n');
}

/** The body as written: its text, then the marker with where the branch stands. */
export const withMarker = (body: string, fix: ModuleFix, commits: MarkerCommits): string =>
  `${body}${markerText(markerOf(fix, commits))}`;

export function commitMessageOf(fix: ModuleFix): string {
  const moved = fix.calls.filter((c) => c.kind === 'rewrite').length;
  return `${titleOf(fix)}\n\n${plural(moved, 'call')} in ${plural(fix.files.length, 'file')}: only the version changes.\n\n${TRAILER} ${moduleName(fix.module).toLowerCase()}\n`;
}

/** Whether a commit's message is one of the action's own for this module. */
export const isOwnCommit = (message: string, module: ModuleAddress): boolean =>
  message.split('\n').some((line) => line.trim() === `${TRAILER} ${moduleName(module).toLowerCase()}`);

export const foreignComment = (): string =>
  `${COMMENT_MARKERS.foreign}\nThis branch has commits that the tfe-module-lifecycle campaign did not make, so it no longer updates this pull request: it is yours now. Later runs leave it alone.`;

export const closingComment = (why: 'fixed' | 'by-hand', left: readonly CallFix[]): string =>
  why === 'fixed'
    ? `${COMMENT_MARKERS.closed}\nNo call in this repository uses a deprecated or revoked version of this module any more, so this pull request is no longer needed: closing it and deleting its branch.`
    : [
        `${COMMENT_MARKERS.closed}\nThe versions moved since this pull request was opened, and what is left is for a person to change (${plural(left.length, 'call')}): closing it and deleting its branch.`,
        '',
        ...left
          .slice(0, 20)
          .map((c) => `- ${code(`${c.file}${c.line !== undefined ? `:${c.line}` : ''}`)}: ${messageCell(c.why ?? '')}`),
        ...(left.length > 20 ? [`- …and ${left.length - 20} more`] : []),
      ].join('\n');
