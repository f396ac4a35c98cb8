/**
 * The plan: for each repository read, what to do with each module's pull request, from what was
 * read only (the configuration's edits, the campaign's branches and pull requests on GitHub, the
 * token's access) and the bound on pull requests opened. Pure data, so a dry run prints it whole,
 * tests judge it without a server, and apply.ts alone carries it out.
 *
 * Per module: a branch with a person's commits is left alone (one comment, once); an open pull
 * request is updated in place (a new commit only when the files differ) or, once nothing is left
 * to move, closed with its branch; a declined one stays declined unless a version it moved off was
 * revoked since; otherwise one is opened, within the bound, revoked versions first.
 */
import type { FileEdit } from '../gate/edit/edits.ts';
import type { Repository } from '../github/types.ts';
import type { ModuleAddress } from '../model.ts';
import type { FoundBy, SkipReason } from './discover.ts';
import type { BranchState } from './existing.ts';
import type { Judgement, ModuleFix } from './judge.ts';
import {
  bodyOf,
  branchOf,
  closingComment,
  commitMessageOf,
  filesDigest,
  foreignComment,
  titleOf,
  withMarker,
  type MarkerCommits,
  type Place,
} from './pull-request.ts';

/** What a repository read gave, for its plan. */
export interface RepositoryRead {
  readonly repository: Repository;
  readonly found: FoundBy;
  readonly skipped?: SkipReason;
  /** The run stopped before this repository was read (the next run reads it). */
  readonly notReached?: true;
  /** Why it could not be read or its campaign state could not be told (GitHub's refusal, in words). */
  readonly failed?: string;
  /** Its configuration files as listed: each one's blob and mode, and what was not read. */
  readonly files?: {
    readonly tree: string;
    readonly blobs: ReadonlyMap<string, { readonly sha: string; readonly mode: '100644' | '100755' }>;
    readonly complete: boolean;
    readonly gaps: readonly string[];
    readonly links: readonly string[];
  };
  readonly judgement?: Judgement;
  readonly existing?: readonly BranchState[];
  /** The HCP workspaces connected to it (Explorer), or undefined where that was not read. */
  readonly workspaces?: readonly string[];
}

/**
 * - open: a new pull request (and branch, or a new commit on the action's own branch);
 * - update: the open pull request, a new commit where the files differ, its text where it differs;
 * - unchanged: the open pull request is as planned;
 * - close: the open pull request is no longer needed (or what is left is for a person);
 * - foreign: its branch has commits of others: left alone (a comment once);
 * - declined: a person closed it without merging: left closed;
 * - by-hand: deprecated calls, but none the edit can move: no pull request;
 * - held: over the bound on pull requests opened: the next run opens it;
 * - no-push-access: the token may not write here: what it would do is `would`.
 */
export type Action =
  'open' | 'update' | 'unchanged' | 'close' | 'foreign' | 'declined' | 'by-hand' | 'held' | 'no-push-access';

/** The files of a commit: each file's new text, its blob as read (to tell it changed since) and mode. */
export interface CommitPlan {
  readonly message: string;
  readonly files: ReadonlyArray<FileEdit & { readonly sha: string; readonly mode: '100644' | '100755' }>;
  /**
   * The branch as it is, where it exists (the action's own), to build on: its commit, and the
   * default branch's commit that one was built on, where the marker says.
   */
  readonly branch?: { readonly head: string; readonly base?: string };
}

export interface Step {
  readonly module: ModuleAddress;
  readonly branch: string;
  readonly action: Action;
  /** With no-push-access: what the step would do. */
  readonly would?: Action;
  /** The calls and files, where the repository calls a deprecated or revoked version of the module. */
  readonly fix?: ModuleFix;
  /**
   * The pull request's title and body as planned (open, update), the body short of its marker,
   * which records where the branch stands once it is written (`commits`: as it stands now, for
   * an update of its text alone).
   */
  readonly text?: { readonly title: string; readonly body: string; readonly commits?: MarkerCommits };
  /** The commit to make (open, or update where the files differ). */
  readonly commit?: CommitPlan;
  /** The pull request it is about (update, unchanged, close, foreign, declined). */
  readonly pull?: { readonly number: number; readonly htmlUrl: string };
  /** Update: whether its title or body change. */
  readonly retitle?: boolean;
  /** A comment to leave (foreign, close). */
  readonly comment?: string;
  /** Close: its branch is the action's own and goes too. */
  readonly deleteBranch?: boolean;
  /** Open: the pull request a person declined, which a revocation since reopens the question of. */
  readonly declined?: number;
}

export interface RepositoryPlan {
  readonly read: RepositoryRead;
  readonly steps: readonly Step[];
}

export interface Plan {
  readonly repositories: readonly RepositoryPlan[];
  /** Pull requests to open, and those held back by the bound. */
  readonly opening: number;
  readonly held: number;
}

/** Whether a step writes anything. */
export const writes = (step: Step): boolean =>
  step.action === 'open' ||
  step.action === 'close' ||
  (step.action === 'update' && (step.commit !== undefined || step.retitle === true)) ||
  (step.action === 'foreign' && step.comment !== undefined);

export function planCampaign(reads: readonly RepositoryRead[], limit: number): Plan {
  const planned = reads.map((read) => ({ read, steps: stepsOf(read) }));
  // The bound goes to revoked versions first (their configurations cannot start new workspaces), then by name.
  const opening = planned
    .flatMap((p, order) => p.steps.filter((s) => s.action === 'open').map((step) => ({ step, order })))
    .sort((a, b) => Number(revokedIn(b.step)) - Number(revokedIn(a.step)) || a.order - b.order);
  const held = new Set(opening.slice(limit).map((o) => o.step));
  return {
    repositories: planned.map((p) => ({
      read: p.read,
      steps: p.steps.map((s): Step => (held.has(s) ? { ...s, action: 'held' } : s)),
    })),
    opening: Math.min(limit, opening.length),
    held: held.size,
  };
}

const revokedIn = (step: Step): boolean => step.fix?.versions.some((v) => v.state === 'revoked') === true;

function stepsOf(read: RepositoryRead): Step[] {
  const { files, judgement } = read;
  const { defaultBranch } = read.repository;
  if (files === undefined || judgement === undefined || read.failed !== undefined || defaultBranch === undefined)
    return [];
  const place: Place = { htmlUrl: read.repository.htmlUrl, defaultBranch };
  const complete = files.complete && judgement.unread.length === 0;
  const gaps = [...files.gaps, ...judgement.unread.map((u) => `${u.directory} could not be read`)];
  const states = new Map((read.existing ?? []).map((s) => [s.branch, s]));
  const fixes = new Map(judgement.modules.map((f) => [branchOf(f.module), f]));
  const branches = [...new Set([...fixes.keys(), ...states.keys()])].sort();
  const steps = branches.flatMap((branch) => {
    const step = decide(branch, fixes.get(branch), states.get(branch), { place, gaps, complete, files });
    return step === undefined ? [] : [step];
  });
  // A token that may not push here: every write is planned and reported, none is sent.
  if (read.repository.permissions?.push !== false) return steps;
  return steps.map((s) => (writes(s) ? { ...s, action: 'no-push-access', would: s.action } : s));
}

interface Context {
  readonly place: Place;
  readonly gaps: readonly string[];
  readonly complete: boolean;
  readonly files: NonNullable<RepositoryRead['files']>;
}

function decide(
  branch: string,
  fix: ModuleFix | undefined,
  state: BranchState | undefined,
  context: Context,
): Step | undefined {
  const module = fix?.module ?? state?.module;
  // A branch of a module no pull request of the action names: not the campaign's to touch.
  if (module === undefined) return undefined;
  const base = { module, branch, ...(fix !== undefined && { fix }) };
  const open = state?.open;
  const pull = (p: { number: number; htmlUrl: string }) => ({ pull: { number: p.number, htmlUrl: p.htmlUrl } });
  if (open === undefined && fix === undefined) return undefined;
  if (state?.ours === false) {
    return {
      ...base,
      action: 'foreign',
      ...(open !== undefined && pull(open)),
      ...(open !== undefined && state.noted !== true && { comment: foreignComment() }),
    };
  }
  const moves = fix !== undefined && fix.files.length > 0 ? fix : undefined;
  if (moves === undefined) {
    if (open === undefined) return fix !== undefined ? { ...base, action: 'by-hand' } : undefined;
    // Not read whole: what was not read may still need the pull request.
    if (!context.complete) return { ...base, action: 'unchanged', ...pull(open) };
    const left = fix?.calls ?? [];
    return {
      ...base,
      action: 'close',
      ...pull(open),
      comment: closingComment(fix === undefined ? 'fixed' : 'by-hand', left),
      deleteBranch: state?.head !== undefined,
    };
  }
  const declined = open === undefined && state?.closed !== undefined && !state.closed.merged ? state.closed : undefined;
  const revokedSince =
    declined !== undefined &&
    moves.versions.some(
      (v) =>
        v.state === 'revoked' && declined.marker.from.some((m) => m.version === v.version && m.state !== 'revoked'),
    );
  if (declined !== undefined && !revokedSince) return { ...base, action: 'declined', ...pull(declined) };
  const text = {
    title: titleOf(moves),
    body: bodyOf(moves, {
      place: context.place,
      gaps: context.gaps,
      ...(declined !== undefined && { declined: declined.number }),
    }),
  };
  const commit = commitOf(moves, state, context);
  if (open === undefined) {
    return { ...base, action: 'open', text, commit, ...(declined !== undefined && { declined: declined.number }) };
  }
  // The branch moved off the marker's commit (a run stopped before moving it), or the files differ.
  const newFiles = state?.head !== open.marker.head || open.marker.files !== filesDigest(moves);
  // Every commit the marker records, `previous` too: dropping it would rewrite an unchanged body.
  const kept: MarkerCommits = {
    ...(open.marker.head !== undefined && { head: open.marker.head }),
    ...(open.marker.base !== undefined && { base: open.marker.base }),
    ...(open.marker.previous !== undefined && { previous: open.marker.previous }),
  };
  const retitle = newFiles || open.title !== text.title || !sameBody(open.body, withMarker(text.body, moves, kept));
  if (!retitle) return { ...base, action: 'unchanged', ...pull(open) };
  return {
    ...base,
    action: 'update',
    text: newFiles ? text : { ...text, commits: kept },
    retitle,
    ...(newFiles && { commit }),
    ...pull(open),
  };
}

/** A body as GitHub may give it back: line endings as LF, no whitespace ending a line or the body; any other difference is a change. */
const bodyText = (body: string): string =>
  body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

const sameBody = (given: string, planned: string): boolean => bodyText(given) === bodyText(planned);

function commitOf(fix: ModuleFix, state: BranchState | undefined, context: Context): CommitPlan {
  const files = fix.files.map((f) => {
    const blob = context.files.blobs.get(f.file);
    return { ...f, sha: blob?.sha ?? '', mode: blob?.mode ?? '100644' };
  });
  return {
    message: commitMessageOf(fix),
    files,
    ...(state?.head !== undefined && {
      branch: { head: state.head, ...(state.base !== undefined && { base: state.base }) },
    }),
  };
}
