/**
 * The runner adapter, the only module that talks to the GitHub Actions runner: inputs, masks, the log (every line made
 * safe first), the run's context and event, and writing a mode's `Report`. A fake runner drives everything else.
 */
import * as core from '@actions/core';
import type { Log, RunEvent, RunLinks } from './model.ts';
import type { Runner } from './runner-interface.ts';
import type { Account, PullRequestComments } from './comment/post.ts';
import type { PullRequestReviews } from './comment/review.ts';
import {
  ANNOTATIONS_PER_STEP,
  annotationsShown,
  fitSummary,
  withinAnnotationLimits,
  type Annotation,
  type Report,
} from './report.ts';
import { BLANK_OUTPUTS } from './action-interface.ts';
import { FILE_LIMITS } from './files/limits.ts';
import { readBoundedSync } from './files/read-bounded.ts';
import { writeRecordFiles } from './files/record-file.ts';
import { loadOctokit } from './github/octokit.ts';
import { loggable } from './text.ts';
import { ACTION_WORDS } from './wording.ts';
import { givenByInputs } from './settings/action-inputs.ts';
import { COMMIT_SHA } from './validation.ts';

const safe = loggable;

export function actionsRunner(env: NodeJS.ProcessEnv = process.env): Runner {
  // Warnings logged along the way count against GitHub's per-step limit too. The last slot is kept for the note that
  // says how many more there are: past it GitHub drops even that note, so further warnings are plain lines, counted.
  let warningsShown = 0;
  let warningsHeld = 0;
  const log: Log = {
    group: (title, body) => core.group(safe(title), body),
    info: (message) => core.info(safe(message)),
    warning: (message) => {
      if (warningsShown < ANNOTATIONS_PER_STEP - 1) {
        warningsShown++;
        core.warning(safe(message));
      } else {
        warningsHeld++;
        core.info(`Warning: ${safe(message)}`);
      }
    },
  };
  return {
    given: () => givenByInputs((name) => core.getInput(name), ACTION_WORDS),
    mask: (secret) => core.setSecret(secret),
    log,
    words: ACTION_WORDS,
    debug: (message) => core.debug(safe(message)),
    context: () => runContext(env),
    event: () => runEvent(env),
    pullRequestComments: (token, pullRequest) => pullRequestComments(env, token, pullRequest),
    pullRequestReviews: (token, pullRequest) => pullRequestReviews(env, token, pullRequest),
    async write(report) {
      const failureReason = report.verdict.failed ? report.verdict.reason : '';
      // A diff in the log, each line made safe; the file the `diff-file` output names has it byte for byte.
      const { diff } = report;
      if (diff !== undefined && diff !== '') {
        await log.group('The diff the fix would apply', async () => {
          for (const line of diff.replace(/\n$/, '').split('\n')) log.info(line);
        });
      }
      // The complete record first: the outputs give its path, the notes below point at it.
      const recorded = await recordFiles(report, env);
      const outputs = { ...BLANK_OUTPUTS, ...report.outputs, ...recorded.paths, 'failure-reason': failureReason };
      const completeIn = recorded.written ? report.completeIn : undefined;
      for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
      const { verdict } = report;
      const room = {
        // The verdict's own error, when it has a message, is one more error annotation.
        error: ANNOTATIONS_PER_STEP - (verdict.failed && verdict.message !== undefined ? 1 : 0),
        warning: ANNOTATIONS_PER_STEP - warningsShown,
        notice: ANNOTATIONS_PER_STEP,
      };
      const general = report.warnings.map((message): Annotation => ({ level: 'warning', message }));
      // GitHub shows a few annotations a step: where findings are too many, folded ones stand in.
      const all = [...annotationsShown(report.annotations, true), ...general];
      const shown = withinAnnotationLimits(all, room, { warning: warningsHeld }, completeIn);
      for (const level of ['error', 'warning', 'notice'] as const) {
        const left = all.filter((a) => a.level === level).length;
        if (left > 0 && room[level] <= 0) {
          core.info(
            `${left} more ${level} annotation${left === 1 ? '' : 's'} not shown: GitHub shows at most ${ANNOTATIONS_PER_STEP} per step, and the log used them; see ${completeIn ?? 'the step summary and the `result` output'}.`,
          );
        }
      }
      for (const a of shown) {
        const properties = {
          ...(a.title !== undefined && { title: a.title }),
          ...(a.file !== undefined && { file: a.file }),
          ...(a.line !== undefined && { startLine: a.line }),
        };
        if (a.level === 'error') core.error(a.message, properties);
        else if (a.level === 'warning') core.warning(a.message, properties);
        else core.notice(a.message, properties);
      }
      if (report.summary !== '' && env.GITHUB_STEP_SUMMARY) {
        try {
          await core.summary.addRaw(fitSummary(report.summary, undefined, completeIn)).write();
        } catch (error) {
          core.warning(`Could not write the job summary: ${String(error)}`);
        }
      }
      if (verdict.failed) {
        if (verdict.message !== undefined) core.setFailed(verdict.message);
        else process.exitCode = core.ExitCode.Failure;
      } else if (verdict.message !== undefined) {
        // A passing verdict can quote the configuration (a call's source): a log line like any other.
        core.info(safe(verdict.message));
      }
    },
  };
}

/**
 * An octokit for GITHUB_API_URL with retries and GitHub's rate limits respected, and the run's repository; loaded with
 * import() only when a comment or a review is written.
 */
async function githubApi(env: NodeJS.ProcessEnv, token: string) {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY?.trim() ?? '').split('/');
  const octokit = await loadOctokit({
    token,
    apiUrl: (env.GITHUB_API_URL?.trim() || 'https://api.github.com').replace(/\/+$/, ''),
    retry: { retries: 2, baseDelayMs: 1_000 },
    // One retry after a rate limit GitHub asks to wait a minute or less for; a comment is not worth more.
    throttle: { enabled: true, retryAfterLimit: (retryAfter, retryCount) => retryCount < 1 && retryAfter <= 60 },
    debug: (m) => core.debug(safe(m)),
  });
  return { octokit, owner, repo };
}

/** The account a token writes as: a person's token names it; an installation token is its app's bot. */
async function tokenAccount(octokit: Awaited<ReturnType<typeof githubApi>>['octokit']): Promise<Account> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { login: data.login, type: data.type };
  } catch {
    // An installation token (GITHUB_TOKEN, a GitHub App's) has no user and gets a 403; GraphQL's viewer names its bot.
    try {
      const { viewer } = await octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }');
      return { login: viewer.login, type: 'Bot' };
    } catch {
      return { login: 'github-actions[bot]', type: 'Bot' };
    }
  }
}

/** A pull request's comments (`comment`). */
async function pullRequestComments(
  env: NodeJS.ProcessEnv,
  token: string,
  pullRequest: number,
): Promise<PullRequestComments> {
  const { octokit, owner, repo } = await githubApi(env, token);
  const where = { owner, repo, issue_number: pullRequest };
  return {
    writer: () => tokenAccount(octokit),
    async *pages() {
      const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { ...where, per_page: 100 });
      for await (const page of pages) {
        yield page.data.map((c) => ({
          id: c.id,
          body: c.body ?? null,
          ...(c.user !== null && c.user !== undefined && { author: { login: c.user.login, type: c.user.type } }),
        }));
      }
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({ ...where, body });
      return { id: data.id, url: data.html_url };
    },
    async update(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
      return { id: data.id, url: data.html_url };
    },
  };
}

/** A pull request's review comments and one new review (`suggest`). */
async function pullRequestReviews(
  env: NodeJS.ProcessEnv,
  token: string,
  pullRequest: number,
): Promise<PullRequestReviews> {
  const { octokit, owner, repo } = await githubApi(env, token);
  const where = { owner, repo, pull_number: pullRequest };
  return {
    writer: () => tokenAccount(octokit),
    async *comments() {
      const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, { ...where, per_page: 100 });
      for await (const page of pages) {
        yield page.data.map((c) => ({
          path: c.path,
          line: c.line ?? null,
          body: c.body,
          ...(c.user !== null && c.user !== undefined && { author: { login: c.user.login, type: c.user.type } }),
        }));
      }
    },
    async createReview(review) {
      const { data } = await octokit.rest.pulls.createReview({
        ...where,
        ...(review.commitId !== undefined && { commit_id: review.commitId }),
        event: 'COMMENT',
        body: review.body,
        comments: review.comments.map((c) => ({ path: c.path, line: c.line, side: 'RIGHT', body: c.body })),
      });
      return { url: data.html_url };
    },
  };
}

/** The report's record files, under RUNNER_TEMP; one not written is a warning, and no note may point at it. */
async function recordFiles(
  report: Report,
  env: NodeJS.ProcessEnv,
): Promise<{ paths: Record<string, string>; written: boolean }> {
  try {
    return { paths: await writeRecordFiles(report.files ?? [], env), written: true };
  } catch (error) {
    core.warning(`Could not write the result file: ${safe(String(error))}`);
    return { paths: {}, written: false };
  }
}

/** The run's link and label, from the variables the runner sets; empty outside a workflow. */
export function runContext(env: NodeJS.ProcessEnv): RunLinks {
  const runId = env.GITHUB_RUN_ID?.trim();
  const repository = env.GITHUB_REPOSITORY?.trim();
  const server = (env.GITHUB_SERVER_URL?.trim() || 'https://github.com').replace(/\/+$/, '');
  const sha = env.GITHUB_SHA?.trim();
  // Links to the checked-out commit's files, where the runner names a repository and a commit.
  const blob =
    repository && /^[\w.-]+\/[\w.-]+$/.test(repository) && sha && COMMIT_SHA.test(sha)
      ? { blobUrl: `${server}/${repository}/blob/${sha}` }
      : {};
  if (!runId || !/^\d+$/.test(runId) || !repository) return blob;
  const number = env.GITHUB_RUN_NUMBER?.trim();
  const workflow = env.GITHUB_WORKFLOW?.trim() || 'Workflow';
  return {
    runUrl: `${server}/${repository}/actions/runs/${runId}`,
    runLabel: number && /^\d+$/.test(number) ? `${workflow} run #${number}` : `${workflow} run`,
    ...blob,
  };
}

/** The event that started the run, from GITHUB_EVENT_NAME and the payload file. */
export function runEvent(env: NodeJS.ProcessEnv): RunEvent {
  const name = env.GITHUB_EVENT_NAME?.trim() ?? '';
  const file = env.GITHUB_EVENT_PATH?.trim();
  if (!file) return { name, payload: {} };
  try {
    return { name, payload: JSON.parse(readBoundedSync(file, FILE_LIMITS.eventPayload).toString('utf8')) as unknown };
  } catch {
    // As @actions/github does: an unreadable payload is an empty one.
    return { name, payload: {} };
  }
}
