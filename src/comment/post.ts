/**
 * Writes the step's comment on a pull request: finds the earlier one by its marker through every
 * page of the pull request's comments, and updates it, or creates one. A comment never fails the
 * step: what goes wrong is said in one annotation, added to the report.
 */
import type { Annotation } from '../report.ts';
import { errorMessage } from '../text.ts';
import type { CommentDraft } from './body.ts';

export interface IssueComment {
  readonly id: number;
  readonly body?: string | null;
}

/** The few calls of GitHub's REST API a comment needs, for one pull request. */
export interface PullRequestComments {
  /** The pull request's comments, a page at a time, oldest first. */
  pages(): AsyncIterable<readonly IssueComment[]>;
  create(body: string): Promise<{ readonly id: number; readonly url?: string }>;
  update(id: number, body: string): Promise<{ readonly id: number; readonly url?: string }>;
}

export type CommentOutcome =
  | { readonly kind: 'created' | 'updated'; readonly id: number; readonly url?: string }
  | { readonly kind: 'skipped' }
  | { readonly kind: 'failed'; readonly denied: boolean; readonly message: string };

/** The step's earlier comment: the first whose body starts with the marker. */
export async function findComment(api: PullRequestComments, marker: string): Promise<IssueComment | undefined> {
  for await (const page of api.pages()) {
    const found = page.find((c) => (c.body ?? '').startsWith(marker));
    if (found !== undefined) return found;
  }
  return undefined;
}

export async function postComment(
  api: PullRequestComments,
  draft: CommentDraft,
  marker: string,
): Promise<CommentOutcome> {
  try {
    const earlier = await findComment(api, marker);
    if (earlier !== undefined) return { kind: 'updated', ...(await api.update(earlier.id, draft.body)) };
    if (draft.onlyToUpdate) return { kind: 'skipped' };
    return { kind: 'created', ...(await api.create(draft.body)) };
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    return { kind: 'failed', denied: status === 403 || status === 404, message: errorMessage(error) };
  }
}

/** What the outcome adds to the report: a notice when the comment could not be written. */
export function outcomeAnnotations(outcome: CommentOutcome): Annotation[] {
  if (outcome.kind !== 'failed') return [];
  return [
    {
      level: 'notice',
      title: 'No pull request comment',
      message: outcome.denied
        ? "The github-token may not comment on this pull request (a fork's token is read-only): the job summary has the report. Grant `pull-requests: write` to the job, or set `comment: never`."
        : `The pull request comment could not be written: ${outcome.message}. The job summary has the report.`,
    },
  ];
}

/** The log line for the outcome. */
export function outcomeLine(outcome: CommentOutcome, pullRequest: number): string {
  switch (outcome.kind) {
    case 'created':
      return `Commented on pull request #${pullRequest}${outcome.url === undefined ? '' : `: ${outcome.url}`}`;
    case 'updated':
      return `Updated the comment on pull request #${pullRequest}${outcome.url === undefined ? '' : `: ${outcome.url}`}`;
    case 'skipped':
      return `Nothing to report and no earlier comment on pull request #${pullRequest}: no comment.`;
    case 'failed':
      return `No comment on pull request #${pullRequest}: ${outcome.message}`;
  }
}
