/**
 * The campaign's only writer: each step of the plan that writes, one repository after another,
 * through the git database (a tree on the default branch's tree, a commit, the branch) and the
 * pull request API; the client paces every write. A branch is never forced: the action's commit
 * builds on its own branch (or merges the default branch into it), so a commit a person pushed in
 * the meantime makes GitHub refuse the move instead of losing it. A file changed on the default
 * branch since it was read is not written over: the step is left for the next run. A stop (the
 * token's end, a spent budget) leaves every later step not run, and says where.
 */
import type { GithubClient } from '../github/client.ts';
import { GithubError } from '../github/errors.ts';
import type { Repository } from '../github/types.ts';
import type { Log } from '../model.ts';
import { errorMessage, loggable } from '../text.ts';
import { defaultBranchOf, stopsTheRun } from './discover.ts';
import { writes, type CommitPlan, type Plan, type RepositoryRead, type Step } from './plan.ts';
import { withMarker } from './pull-request.ts';

/**
 * - done: written;
 * - planned: a dry run, nothing written;
 * - stale: a file to change changed on the default branch since it was read: the next run plans it again;
 * - failed: GitHub refused or failed (`error` says why);
 * - not-run: the run stopped before it.
 */
export type OutcomeStatus = 'done' | 'planned' | 'stale' | 'failed' | 'not-run';

export interface Outcome {
  readonly status: OutcomeStatus;
  readonly pull?: { readonly number: number; readonly htmlUrl: string };
  readonly error?: string;
  /** The token may read but not write here, as GitHub said on the first write. */
  readonly noPushAccess?: true;
}

export interface Applied {
  readonly outcomes: ReadonlyMap<Step, Outcome>;
  /** Where and why the run stopped, if it did. */
  readonly stopped?: { readonly at: string; readonly why: string };
}

type Writer = Pick<GithubClient, 'refs' | 'commits' | 'trees' | 'pulls' | 'issueComments'>;

export async function applyPlan(
  plan: Plan,
  github: Writer,
  options: { readonly dryRun: boolean; readonly log: Pick<Log, 'info'>; readonly stopped?: Applied['stopped'] },
): Promise<Applied> {
  const outcomes = new Map<Step, Outcome>();
  let stopped = options.stopped;
  for (const { read, steps } of plan.repositories) {
    for (const step of steps.filter(writes)) {
      if (options.dryRun) {
        outcomes.set(step, { status: 'planned' });
        continue;
      }
      if (stopped !== undefined) {
        outcomes.set(step, { status: 'not-run' });
        continue;
      }
      try {
        const outcome = await carryOut(github, read, step);
        outcomes.set(step, outcome);
        options.log.info(loggable(`${read.repository.fullName}: ${said(step, outcome)}`));
      } catch (error) {
        const message = errorMessage(error);
        if (stopsTheRun(error)) stopped = { at: read.repository.fullName, why: message };
        const noPushAccess = error instanceof GithubError && error.failure === 'no-push-access';
        outcomes.set(step, {
          status: stopsTheRun(error) ? 'not-run' : 'failed',
          error: message,
          ...(noPushAccess && { noPushAccess: true }),
        });
        options.log.info(loggable(`${read.repository.fullName}: ${step.action} ${step.branch} failed: ${message}`));
      }
    }
  }
  return { outcomes, ...(stopped !== undefined && { stopped }) };
}

const said = (step: Step, outcome: Outcome): string =>
  outcome.status === 'stale'
    ? `${step.branch}: a file changed on the default branch since it was read; left for the next run`
    : `${step.action === 'open' ? 'opened' : step.action === 'close' ? 'closed' : step.action === 'update' ? 'updated' : 'commented on'} ${outcome.pull?.htmlUrl ?? step.branch}`;

async function carryOut(github: Writer, read: RepositoryRead, step: Step): Promise<Outcome> {
  const repository = read.repository;
  switch (step.action) {
    case 'foreign': {
      if (step.pull !== undefined && step.comment !== undefined) {
        await github.issueComments.create(repository, step.pull.number, step.comment);
      }
      return { status: 'done', ...(step.pull !== undefined && { pull: step.pull }) };
    }
    case 'close': {
      const pull = step.pull as NonNullable<Step['pull']>;
      if (step.comment !== undefined) await github.issueComments.create(repository, pull.number, step.comment);
      await github.pulls.update(repository, pull.number, { state: 'closed' });
      if (step.deleteBranch === true) {
        await github.refs.deleteBranch(repository, step.branch).catch((error: unknown) => {
          // Gone already (a person deleted it): what was asked is done.
          if (!(error instanceof GithubError && error.failure === 'not-found')) throw error;
        });
      }
      return { status: 'done', pull };
    }
    case 'open':
    case 'update': {
      const text = step.text as NonNullable<Step['text']>;
      const fix = step.fix as NonNullable<Step['fix']>;
      const made = step.commit === undefined ? undefined : await commit(github, read, step.commit);
      if (made === 'stale') return { status: 'stale' };
      const own = step.commit?.branch;
      if (step.action === 'open') {
        if (made !== undefined) await moveOrCreate(github, repository, step.branch, made.head, own !== undefined);
        const body = withMarker(text.body, fix, made ?? {});
        const pull = await github.pulls.create(repository, {
          title: text.title,
          body,
          head: step.branch,
          base: defaultBranchOf(repository),
        });
        return { status: 'done', pull: { number: pull.number, htmlUrl: pull.htmlUrl } };
      }
      const pull = step.pull as NonNullable<Step['pull']>;
      // The body first, recording the commit the branch is about to point at and the one before it:
      // a run stopped before the move leaves a branch the next run still knows for its own.
      const commits = made !== undefined ? { ...made, ...(own !== undefined && { previous: own.head }) } : text.commits;
      await github.pulls.update(repository, pull.number, {
        title: text.title,
        body: withMarker(text.body, fix, commits ?? {}),
      });
      if (made !== undefined) await moveOrCreate(github, repository, step.branch, made.head, own !== undefined);
      return { status: 'done', pull };
    }
    default:
      return { status: 'done' };
  }
}

/** The branch made at `sha`, or moved there: only forward, never forced. */
async function moveOrCreate(github: Writer, repository: Repository, branch: string, sha: string, exists: boolean) {
  if (exists) await github.refs.moveBranch(repository, branch, sha);
  else await github.refs.createBranch(repository, branch, sha);
}

/**
 * The step's commit: the files' new texts on the default branch's tree as it is now (unless one
 * of them changed since it was read: 'stale'), on the branch's own commit where the branch exists
 * (with the default branch as a second parent where it moved on since), so that moving the branch
 * to it is a fast forward. Its sha (`head`), and the default branch's commit it was built on.
 */
async function commit(
  github: Writer,
  read: RepositoryRead,
  plan: CommitPlan,
): Promise<{ readonly head: string; readonly base: string } | 'stale'> {
  const repository: Repository = read.repository;
  const base = await github.refs.branch(repository, defaultBranchOf(repository));
  if (base === undefined) {
    throw new GithubError('not-found', `GET /repos/${repository.fullName}/git/ref/heads/…`, {
      detail: 'the default branch is gone',
    });
  }
  const baseTree = (await github.commits.get(repository, base)).tree;
  if (baseTree !== read.files?.tree) {
    // The default branch moved: its files may have too. Only those planned matter.
    const now = await github.trees.list(repository, baseTree);
    const shas = new Map(now.entries.map((e) => [e.path, e.sha]));
    if (plan.files.some((f) => shas.get(f.file) !== f.sha)) return 'stale';
  }
  const tree = await github.trees.create(
    repository,
    baseTree,
    plan.files.map((f) => ({ path: f.file, content: f.after, mode: f.mode })),
  );
  const own = plan.branch;
  const parents = own === undefined ? [base] : own.base === base ? [own.head] : [base, own.head];
  const made = await github.commits.create(repository, { message: plan.message, tree, parents });
  return { head: made.sha, base };
}
