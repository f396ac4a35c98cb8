/**
 * What a repository already holds of the campaign, read before planning: its branches under
 * `tfe-module-lifecycle/` (one read), each module's pull requests by branch and marker (open,
 * merged or declined), whether a branch's commits are all the action's own, and whether the
 * action already said so on a pull request a person took over. State lives on GitHub only, so
 * every run reads it again: re-runs converge, and a run stopped part-way is resumed.
 */
import type { GithubClient } from '../github/client.ts';
import type { PullRequest, Repository } from '../github/types.ts';
import type { ModuleAddress } from '../model.ts';
import { BRANCH_PREFIX, COMMENT_MARKERS, branchOf, isOwnCommit, parseMarker, type Marker } from './pull-request.ts';

/** One of the action's pull requests, as read. */
export interface OwnPull {
  readonly number: number;
  readonly state: 'open' | 'closed';
  readonly merged: boolean;
  readonly title: string;
  readonly body: string;
  readonly htmlUrl: string;
  readonly marker: Marker;
}

/** A campaign branch's commits against the default branch. */
export interface BranchCommits {
  /** Every commit it has that the default branch lacks is the action's own. */
  readonly ours: boolean;
  /** The default branch's head they were compared with, and how far the branch is behind it. */
  readonly base: string;
  readonly behind: number;
}

export interface BranchState {
  readonly branch: string;
  /** The module it is for: the one planned, else the one its pull requests' marker names. */
  readonly module?: ModuleAddress;
  /** The commit the branch points at; undefined where there is no such branch. */
  readonly head?: string;
  /** The action's open pull request from it, and its newest closed one (merged or declined). */
  readonly open?: OwnPull;
  readonly closed?: OwnPull;
  readonly commits?: BranchCommits;
  /** The action has already said on the open pull request that others' commits stop it. */
  readonly noted?: boolean;
}

const ownPull = (pull: PullRequest, marker: Marker): OwnPull => ({
  number: pull.number,
  state: pull.state,
  merged: pull.merged,
  title: pull.title,
  body: pull.body,
  htmlUrl: pull.htmlUrl,
  marker,
});

const moduleOfMarker = (marker: Marker): ModuleAddress => {
  const [namespace = '', name = '', provider = ''] = marker.module.split('/');
  return { namespace, name, provider };
};

type StateReader = Pick<GithubClient, 'refs' | 'pulls' | 'commits' | 'issueComments'>;

/** The campaign's branches in a repository: one for each module planned, and any other it holds already. */
export async function readExisting(
  github: StateReader,
  repository: Repository,
  planned: readonly ModuleAddress[],
): Promise<BranchState[]> {
  const heads = await github.refs.branches(repository, BRANCH_PREFIX);
  const modules = new Map<string, ModuleAddress | undefined>(planned.map((m) => [branchOf(m), m]));
  for (const branch of heads.keys()) if (!modules.has(branch)) modules.set(branch, undefined);
  if (modules.size === 0) return [];
  const base = heads.size > 0 ? await github.refs.branch(repository, repository.defaultBranch) : undefined;
  const states: BranchState[] = [];
  for (const [branch, planned] of modules) {
    states.push(await readBranch(github, repository, branch, planned, heads.get(branch), base));
  }
  return states;
}

async function readBranch(
  github: StateReader,
  repository: Repository,
  branch: string,
  planned: ModuleAddress | undefined,
  head: string | undefined,
  base: string | undefined,
): Promise<BranchState> {
  const pulls = (await github.pulls.list(repository, { head: branch, state: 'all' })).flatMap((pull) => {
    const marker = parseMarker(pull.body);
    // Another module's marker on this branch name (names that map alike) is not this module's.
    const mine =
      marker !== undefined &&
      (planned === undefined || marker.module === branchless(planned)) &&
      pull.head.ref === branch &&
      pull.base.ref === repository.defaultBranch;
    return mine ? [{ pull, marker }] : [];
  });
  const open = pulls.find((p) => p.pull.state === 'open');
  const closed = pulls.find((p) => p.pull.state === 'closed');
  const module = planned ?? (pulls[0] !== undefined ? moduleOfMarker(pulls[0].marker) : undefined);
  let commits: BranchCommits | undefined;
  if (head !== undefined && base !== undefined && module !== undefined) {
    const compared = await github.commits.compare(repository, base, head);
    // Who opened the action's pull requests is who the action is here (an app's bot, or the token's person).
    const author = (open ?? closed)?.pull.author?.login;
    const ours =
      compared.aheadBy === compared.commits.length &&
      compared.commits.every(
        (c) => isOwnCommit(c.message, module) && (author === undefined || c.authorLogin === author),
      );
    commits = { ours, base, behind: compared.behindBy };
  }
  const noted =
    open !== undefined && commits !== undefined && !commits.ours
      ? (await github.issueComments.list(repository, open.pull.number)).some((c) =>
          c.body.includes(COMMENT_MARKERS.foreign),
        )
      : undefined;
  return {
    branch,
    ...(module !== undefined && { module }),
    ...(head !== undefined && { head }),
    ...(open !== undefined && { open: ownPull(open.pull, open.marker) }),
    ...(closed !== undefined && { closed: ownPull(closed.pull, closed.marker) }),
    ...(commits !== undefined && { commits }),
    ...(noted !== undefined && { noted }),
  };
}

const branchless = (m: ModuleAddress): string => `${m.namespace}/${m.name}/${m.provider}`.toLowerCase();
