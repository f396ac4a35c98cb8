/**
 * The campaign's results as data: what was done (or would be) per module of each repository, in
 * one vocabulary for the outputs, the summary and the record file; the totals; the `repositories`
 * output within GitHub's limit; and the record (`result-file`), the whole plan with each file's
 * diff, whatever its size. Pure.
 */
import { fitOutput } from '../report.ts';
import { unifiedDiff } from '../gate/edit/diff.ts';
import type { Applied, Outcome } from './apply.ts';
import type { CampaignResult } from './run.ts';
import type { RepositoryPlan, Step } from './plan.ts';
import { moduleName } from '../address.ts';

type Done = Extract<CampaignResult, { kind: 'done' }>;

/** What became of a step, in one word: `opened`, `would-open`, `updated`, `closed`, `declined`, … */
export function doneOf(step: Step, outcome: Outcome | undefined): string {
  const past = { open: 'opened', update: 'updated', close: 'closed', foreign: 'commented' } as const;
  const future = {
    open: 'would-open',
    update: 'would-update',
    close: 'would-close',
    foreign: 'would-comment',
  } as const;
  switch (step.action) {
    case 'open':
    case 'update':
    case 'close':
      break;
    case 'foreign':
      if (step.comment === undefined) return 'left-alone';
      break;
    case 'no-push-access':
      return 'no-push-access';
    default:
      return step.action;
  }
  if (outcome?.noPushAccess === true) return 'no-push-access';
  switch (outcome?.status) {
    case 'done':
      return past[step.action];
    case 'planned':
      return future[step.action];
    case 'stale':
      return 'left-for-next-run';
    case 'failed':
      return 'failed';
    default:
      return 'not-run';
  }
}

/** How a repository was read: whole, in part, not at all (and why), or skipped. */
export function readOf(plan: RepositoryPlan): { read: string; why?: string } {
  const { read } = plan;
  if (read.skipped !== undefined) return { read: 'skipped', why: read.skipped };
  if (read.notReached === true) return { read: 'not-reached' };
  if (read.failed !== undefined) return { read: 'failed', why: read.failed };
  const gaps = [...(read.files?.gaps ?? []), ...(read.judgement?.unread ?? []).map((u) => `${u.directory}: ${u.why}`)];
  return gaps.length > 0 ? { read: 'partial', why: gaps.join('; ') } : { read: 'whole' };
}

/** Calls on a deprecated or revoked version of a module named, each once. */
export const callsOf = (plan: RepositoryPlan): number =>
  (plan.read.judgement?.modules ?? []).reduce((n, m) => n + m.calls.length, 0);

export function totalsOf(result: Done) {
  const count = (word: string): number =>
    result.plan.repositories.reduce(
      (n, r) => n + r.steps.filter((s) => doneOf(s, result.applied.outcomes.get(s)) === word).length,
      0,
    );
  const repositories = result.plan.repositories;
  return {
    listed: result.listing.listed,
    selected: repositories.length,
    skipped: repositories.filter((r) => r.read.skipped !== undefined).length,
    read: repositories.filter((r) => r.read.files !== undefined).length,
    notReached: repositories.filter((r) => r.read.notReached === true).length,
    failedToRead: repositories.filter((r) => r.read.failed !== undefined).length,
    calling: repositories.filter((r) => callsOf(r) > 0).length,
    calls: repositories.reduce((n, r) => n + callsOf(r), 0),
    opened: count('opened'),
    updated: count('updated'),
    closed: count('closed'),
    wouldOpen: count('would-open'),
    wouldUpdate: count('would-update'),
    wouldClose: count('would-close'),
    failed: count('failed'),
    held: count('held'),
    noPushAccess: count('no-push-access'),
    declined: count('declined'),
    foreign: count('left-alone') + count('commented') + count('would-comment'),
  };
}

function stepJson(step: Step, outcome: Outcome | undefined, withFiles: boolean): Record<string, unknown> {
  const calls = step.fix?.calls ?? [];
  return {
    module: moduleName(step.module),
    branch: step.branch,
    action: step.action,
    ...(step.would !== undefined && { would: step.would }),
    done: doneOf(step, outcome),
    'pull-request': outcome?.pull?.htmlUrl ?? step.pull?.htmlUrl ?? null,
    moved: calls.filter((c) => c.kind === 'rewrite').length,
    'by-hand': calls.filter((c) => c.kind !== 'rewrite').length,
    ...(outcome?.error !== undefined && { error: outcome.error }),
    ...(withFiles && {
      versions: step.fix?.versions.map((v) => ({
        version: v.version,
        state: v.state,
        reason: v.deprecation.reason,
        link: v.deprecation.link,
        ...(v.revocation !== undefined && { revocation: v.revocation }),
        suggested: v.suggestion?.version ?? null,
      })),
      calls,
      files: (step.commit?.files ?? []).map((f) => ({ file: f.file, diff: unifiedDiff(f.file, f.before, f.after) })),
      ...(step.text !== undefined && { title: step.text.title }),
    }),
  };
}

/** One repository as the `repositories` output and the record list it; `detail` adds calls and diffs. */
function repositoryJson(plan: RepositoryPlan, applied: Applied, detail: 'full' | 'steps' | 'brief') {
  const { read } = plan;
  const how = readOf(plan);
  return {
    repository: read.repository.fullName,
    found: read.found,
    read: how.read,
    ...(how.why !== undefined && { why: how.why }),
    calls: callsOf(plan),
    hcp: read.workspaces === undefined ? null : { linked: read.workspaces.length > 0, workspaces: read.workspaces },
    ...(detail !== 'brief' && {
      'pull-requests': plan.steps.map((s) => stepJson(s, applied.outcomes.get(s), detail === 'full')),
    }),
  };
}

/** `repositories` within GitHub's limit: every repository, then those with something to say, then briefer. */
export function repositoriesOutput(result: Done): string {
  const all = result.plan.repositories;
  const notable = all.filter((r) => r.steps.length > 0 || !['whole', 'skipped'].includes(readOf(r).read));
  const levels: Array<[readonly RepositoryPlan[], 'steps' | 'brief']> = [
    [all, 'steps'],
    [notable, 'steps'],
    [notable, 'brief'],
    [notable.slice(0, 1000), 'brief'],
    [[], 'brief'],
  ];
  return fitOutput(levels, ([plans, detail]) => plans.map((p) => repositoryJson(p, result.applied, detail)));
}

/** The record file: the whole plan and what was done, with each file's diff. */
export function recordOf(result: Done): unknown {
  const { request } = result;
  return {
    campaign: {
      modules: `${request.pattern.namespace}/${request.pattern.name}/${request.pattern.provider}`,
      organization: request.organization,
      repositories: [...request.repositories.include, ...request.repositories.exclude.map((p) => `!${p}`)],
      'dry-run': request.dryRun,
      'pull-requests-limit': request.pullRequestsLimit,
    },
    totals: totalsOf(result),
    ...(result.applied.stopped !== undefined && { stopped: result.applied.stopped }),
    requests: result.requests,
    'blob-reads': result.blobReads,
    repositories: result.plan.repositories.map((p) => repositoryJson(p, result.applied, 'full')),
  };
}
