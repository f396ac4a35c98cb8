/**
 * What a repository already holds of the campaign, read before planning: each module's pull
 * requests by branch and marker (open, merged or declined), where its branch stands, whether the
 * branch is as the action left it, and whether the action already said so on a pull request a
 * person took over. State lives on GitHub only, so every run reads it again: re-runs converge,
 * and a run stopped part-way is resumed.
 *
 * A branch is the action's own when it points at the commit its pull request's marker records
 * (or the one before, where a run stopped between writing the body and moving the branch); with
 * no marker to go by, when its last commit carries the action's trailer. No author, login or
 * signature is trusted for it. Reads: one pull request list per module the campaign names (a
 * pattern's: one list of the open ones), the branch of each open pull request and where one is
 * to be opened, and the comments of a pull request a person took over.
 */
import type { GithubClient } from '../github/client.ts';
import type { PullRequest } from '../github/types.ts';
import type { BranchedRepository } from './discover.ts';
import type { ModuleAddress } from '../model.ts';
import { BRANCH_PREFIX, COMMENT_MARKERS, branchOf, isOwnCommit, parseMarker, type Marker } from './pull-request.ts';
import { moduleName } from '../address.ts';

/** One of the action's pull requests, as read, with its marker. */
export type OwnPull = Pick<PullRequest, 'number' | 'state' | 'merged' | 'title' | 'body' | 'htmlUrl'> & {
  readonly marker: Marker;
};

export interface BranchState {
  readonly branch: string;
  /** The module it is for: the one planned, else the one its pull requests' marker names. */
  readonly module?: ModuleAddress;
  /** The commit the branch points at; undefined where there is no such branch. */
  readonly head?: string;
  /** The action's open pull request from it, and its newest closed one (merged or declined). */
  readonly open?: OwnPull;
  readonly closed?: OwnPull;
  /** The branch is as the action left it; undefined where there is no branch. */
  readonly ours?: boolean;
  /** Where the branch is at the marker's commit: the default branch's commit that one was built on. */
  readonly base?: string;
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

/**
 * The campaign's branches in a repository: one for each module planned and for the module the
 * campaign names (where it names one), and, for a pattern, every one with an open pull request.
 */
export async function readExisting(
  github: StateReader,
  repository: BranchedRepository,
  planned: readonly ModuleAddress[],
  named: ModuleAddress | undefined,
): Promise<BranchState[]> {
  const modules = new Map<string, ModuleAddress>(
    [...planned, ...(named !== undefined ? [named] : [])].map((m) => [branchOf(m), m]),
  );
  const pulls = new Map<string, PullRequest[]>();
  for (const branch of modules.keys())
    pulls.set(branch, await github.pulls.list(repository, { head: branch, state: 'all' }));
  if (named === undefined) {
    // A pattern: the modules whose pull requests are open here, called or not any more.
    for (const pull of await github.pulls.list(repository, { state: 'open' })) {
      const marker = parseMarker(pull.body);
      if (marker === undefined || !pull.head.ref.startsWith(BRANCH_PREFIX) || modules.has(pull.head.ref)) continue;
      const module = moduleOfMarker(marker);
      if (branchOf(module) !== pull.head.ref) continue;
      modules.set(pull.head.ref, module);
      pulls.set(pull.head.ref, [pull]);
    }
  }
  const states: BranchState[] = [];
  for (const [branch, module] of modules) {
    states.push(
      await readBranch(
        github,
        repository,
        branch,
        module,
        pulls.get(branch) ?? [],
        planned.some((m) => branchOf(m) === branch),
      ),
    );
  }
  return states;
}

async function readBranch(
  github: StateReader,
  repository: BranchedRepository,
  branch: string,
  module: ModuleAddress,
  listed: readonly PullRequest[],
  planned: boolean,
): Promise<BranchState> {
  const mine = listed.flatMap((pull) => {
    const marker = parseMarker(pull.body);
    // Another module's marker on this branch name (names that map alike) is not this module's.
    return marker !== undefined &&
      marker.module === moduleName(module).toLowerCase() &&
      pull.head.ref === branch &&
      pull.base.ref === repository.defaultBranch
      ? [{ pull, marker }]
      : [];
  });
  const open = mine.find((p) => p.pull.state === 'open');
  const closed = mine.find((p) => p.pull.state === 'closed');
  // The branch itself, never the pull request's `head.sha`: GitHub documents no promise that a
  // row follows every move of its branch, and a stale one would take a person's commit for ours.
  const head =
    open !== undefined || planned || closed !== undefined ? await github.refs.branch(repository, branch) : undefined;
  const marker = (open ?? closed)?.marker;
  let ours: boolean | undefined;
  if (head !== undefined) {
    ours =
      marker?.head !== undefined && (head === marker.head || head === marker.previous)
        ? true
        : isOwnCommit((await github.commits.get(repository, head)).message, module);
  }
  const noted =
    open !== undefined && ours === false
      ? (await github.issueComments.list(repository, open.pull.number)).some((c) =>
          c.body.includes(COMMENT_MARKERS.foreign),
        )
      : undefined;
  return {
    branch,
    module,
    ...(head !== undefined && { head }),
    ...(open !== undefined && { open: ownPull(open.pull, open.marker) }),
    ...(closed !== undefined && { closed: ownPull(closed.pull, closed.marker) }),
    ...(ours !== undefined && { ours }),
    ...(ours === true &&
      marker !== undefined &&
      head === marker.head &&
      marker.base !== undefined && { base: marker.base }),
    ...(noted !== undefined && { noted }),
  };
}
