/** The run's report as one comment on its pull request (`comment`); it never fails the step, at most adds a notice. */
import type { Log, RunContext, RunEvent } from '../model.ts';
import type { Report } from '../report.ts';
import { errorMessage } from '../text.ts';
import { commentMarker, draftComment, pullRequestNumber, type CommentOwner } from './body.ts';
import type { CommentOptions } from './options.ts';
import { outcomeAnnotations, outcomeLine, postComment, type CommentOutcome, type PullRequestComments } from './post.ts';

export interface CommentDeps {
  readonly event: RunEvent;
  readonly owner: CommentOwner;
  readonly context: RunContext;
  readonly log: Log;
  /** The pull request's comments through GitHub's API; absent where the runner has no GitHub (the command line). */
  readonly connect?: (token: string, pullRequest: number) => Promise<PullRequestComments>;
}

export async function withComment(report: Report, options: CommentOptions, deps: CommentDeps): Promise<Report> {
  if (options.setting === 'never') return report;
  const pullRequest = pullRequestNumber(deps.event);
  if (pullRequest === undefined) {
    deps.log.info(
      `${deps.context.words.setting('comment', options.setting)}: the run is not about a pull request (event ${JSON.stringify(deps.event.name)}), so no comment.`,
    );
    return report;
  }
  const outcome = await comment(report, options, pullRequest, deps);
  deps.log.info(outcomeLine(outcome, pullRequest));
  const notices = outcomeAnnotations(outcome, deps.context.words);
  return notices.length === 0 ? report : { ...report, annotations: [...report.annotations, ...notices] };
}

async function comment(
  report: Report,
  options: Exclude<CommentOptions, { setting: 'never' }>,
  pullRequest: number,
  deps: CommentDeps,
): Promise<CommentOutcome> {
  if (deps.connect === undefined) return { kind: 'failed', cause: 'error', message: 'this runner cannot reach GitHub' };
  if (options.token === '') {
    return { kind: 'failed', cause: 'error', message: `${deps.context.words.input('githubToken')} is empty` };
  }
  try {
    const api = await deps.connect(options.token, pullRequest);
    const draft = draftComment(report, options.setting, deps.owner, deps.context);
    return await postComment(api, draft, commentMarker(deps.owner));
  } catch (error) {
    // A comment is a courtesy: whatever goes wrong with it, the step's verdict stands.
    return { kind: 'failed', cause: 'error', message: errorMessage(error) };
  }
}
