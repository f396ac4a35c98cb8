/**
 * A report's pull request review (`suggest`): the suggested changes not already on the same line with the same text,
 * as one review. Like the comment, a review never fails the step: what goes wrong is one notice.
 */
import type { Log, Wording } from '../model.ts';
import type { Report, ReviewDraft } from '../report.ts';
import { errorMessage } from '../text.ts';
import { onceAsked, sameAccount, type Account } from './post.ts';

/** A review comment as GitHub lists it: `line` is null where the diff has moved on. */
export interface ExistingReviewComment {
  readonly path: string;
  readonly line: number | null;
  readonly body: string;
  readonly author?: Account;
}

/** The few calls of GitHub's REST API a review needs, for one pull request. */
export interface PullRequestReviews {
  /** The account the token writes as: only its own suggestions count as made. */
  writer(): Promise<Account>;
  /** The pull request's review comments, a page at a time. */
  comments(): AsyncIterable<readonly ExistingReviewComment[]>;
  createReview(review: Omit<ReviewDraft, 'pullRequest' | 'marker'>): Promise<{ readonly url?: string }>;
}

export interface ReviewDeps {
  readonly log: Log;
  readonly words: Wording;
  readonly token: string;
  readonly connect?: (token: string, pullRequest: number) => Promise<PullRequestReviews>;
}

const keyOf = (c: { path: string; line: number | null; body: string }): string =>
  JSON.stringify([c.path, c.line, c.body]);

export async function withReview(report: Report, deps: ReviewDeps): Promise<Report> {
  const draft = report.review;
  if (draft === undefined) return report;
  const notice = (why: string): Report => {
    deps.log.info(`No review on pull request #${draft.pullRequest}: ${why}`);
    const message = `The suggested changes could not be posted (${why}); the job summary lists them. Grant \`pull-requests: write\` to the job's ${deps.words.name('githubToken')}, or set ${deps.words.setting('suggest', 'false')}.`;
    return {
      ...report,
      annotations: [...report.annotations, { level: 'notice', title: 'No suggested changes', message }],
    };
  };
  if (deps.connect === undefined) return notice('this runner cannot reach GitHub');
  if (deps.token === '') return notice(`${deps.words.input('githubToken')} is empty`);
  try {
    const api = await deps.connect(deps.token, draft.pullRequest);
    const made = new Set<string>();
    const writer = onceAsked(() => api.writer());
    // The action's own suggestions only, as for the comment: a marker someone else copied is theirs.
    for await (const page of api.comments()) {
      for (const c of page)
        if (c.body.startsWith(draft.marker) && sameAccount(c.author, await writer())) made.add(keyOf(c));
    }
    const comments = draft.comments.filter((c) => !made.has(keyOf(c)));
    if (comments.length === 0) {
      deps.log.info(`Every suggested change is already on pull request #${draft.pullRequest}: no new review.`);
      return report;
    }
    const posted = await api.createReview({
      ...(draft.commitId !== undefined && { commitId: draft.commitId }),
      body: draft.body,
      comments,
    });
    deps.log.info(
      `Reviewed pull request #${draft.pullRequest} with ${comments.length} suggested change${comments.length === 1 ? '' : 's'}${posted.url === undefined ? '' : `: ${posted.url}`}`,
    );
    return report;
  } catch (error) {
    return notice(errorMessage(error));
  }
}
