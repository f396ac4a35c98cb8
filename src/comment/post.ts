/**
 * Writes the step's comment on a pull request: updates the earlier one (its marker, among the comments the token's
 * account wrote, on every page), or creates one. Never fails the step: what goes wrong is one annotation.
 */
import type { Wording } from '../model.ts';
import type { Annotation } from '../report.ts';
import { errorMessage } from '../text.ts';
import type { CommentDraft } from './body.ts';

/** An account, as a comment's `user` shows it. */
export interface Account {
  readonly login: string;
  /** GitHub's `type`: `Bot` for an app's account (GITHUB_TOKEN writes as `github-actions[bot]`). */
  readonly type?: string;
}

export interface IssueComment {
  readonly id: number;
  readonly body?: string | null;
  readonly author?: Account;
}

/** The few calls of GitHub's API a comment needs, for one pull request. */
export interface PullRequestComments {
  writer(): Promise<Account>;
  /** The pull request's comments, a page at a time, oldest first. */
  pages(): AsyncIterable<readonly IssueComment[]>;
  create(body: string): Promise<{ readonly id: number; readonly url?: string }>;
  update(id: number, body: string): Promise<{ readonly id: number; readonly url?: string }>;
}

/**
 * Why a comment could not be written: permission (403 "Resource not accessible by integration": a fork's read-only
 * token, a job without `pull-requests: write`; or 404, a pull request it cannot see); rate-limit (GitHub's primary or
 * secondary limit); refused (any other refusal, such as a locked conversation); error (the network, a bug).
 */
export type CommentFailure = 'permission' | 'rate-limit' | 'refused' | 'error';

export type CommentOutcome =
  | { readonly kind: 'created' | 'updated'; readonly id: number; readonly url?: string }
  | { readonly kind: 'skipped' }
  | {
      readonly kind: 'failed';
      readonly cause: CommentFailure;
      /** What GitHub answered (its message, without the documentation link), or the error's. */
      readonly message: string;
      readonly status?: number;
      /** Seconds GitHub asks to wait before writing again. */
      readonly waitSeconds?: number;
    };

const withoutBot = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '');
const isBot = (account: Account): boolean =>
  account.type !== undefined ? account.type === 'Bot' : /\[bot\]$/i.test(account.login);

/**
 * Whether a comment's author is the writer. An app's login reads `name[bot]` in REST and may read `name` elsewhere,
 * so the suffix is left out and the account's kind compared instead: a person named like an app is not the app.
 */
export function sameAccount(author: Account | undefined, writer: Account): boolean {
  return (
    author !== undefined && withoutBot(author.login) === withoutBot(writer.login) && isBot(author) === isBot(writer)
  );
}

/** The step's earlier comment: the first the writer wrote whose body starts with the marker. */
async function findComment(api: PullRequestComments, marker: string): Promise<IssueComment | undefined> {
  const writer = onceAsked(() => api.writer());
  for await (const page of api.pages()) {
    // A marker in anyone else's comment is theirs: it is never overwritten.
    for (const c of page) if ((c.body ?? '').startsWith(marker) && sameAccount(c.author, await writer())) return c;
  }
  return undefined;
}

/**
 * The token's account, asked for once and only when a comment carries the marker: an installation token is named by
 * GraphQL's viewer, which octokit's throttling paces as a write (the comment would wait out the rest of a second).
 */
export function onceAsked(ask: () => Promise<Account>): () => Promise<Account> {
  let asked: Promise<Account> | undefined;
  return () => (asked ??= ask());
}

export async function postComment(
  api: PullRequestComments,
  draft: CommentDraft,
  marker: string,
  now: () => number = Date.now,
): Promise<CommentOutcome> {
  try {
    const earlier = await findComment(api, marker);
    if (earlier !== undefined) return { kind: 'updated', ...(await api.update(earlier.id, draft.body)) };
    if (draft.onlyToUpdate) return { kind: 'skipped' };
    return { kind: 'created', ...(await api.create(draft.body)) };
  } catch (error) {
    return failureOf(error, now());
  }
}

/** An error of GitHub's API (octokit's RequestError: status, the answer's headers) as a failed outcome. */
export function failureOf(error: unknown, now: number): Extract<CommentOutcome, { kind: 'failed' }> {
  const { status, response } = (error ?? {}) as {
    status?: unknown;
    response?: { headers?: Readonly<Record<string, string | number | undefined>> };
  };
  // octokit appends " - <documentation_url>" to GitHub's message.
  const message = errorMessage(error).replace(/ - https?:\/\/\S+$/, '');
  if (typeof status !== 'number') return { kind: 'failed', cause: 'error', message };
  const header = (name: string): number | undefined => {
    const value = Number(response?.headers?.[name]);
    return Number.isFinite(value) && String(response?.headers?.[name] ?? '').trim() !== '' ? value : undefined;
  };
  const retryAfter = header('retry-after');
  const reset = header('x-ratelimit-reset');
  const limited = /\brate limit\b/i.test(message) || retryAfter !== undefined || header('x-ratelimit-remaining') === 0;
  if ((status === 403 || status === 429) && limited) {
    const wait = retryAfter ?? (reset !== undefined ? Math.max(0, Math.ceil(reset - now / 1000)) : undefined);
    return { kind: 'failed', cause: 'rate-limit', status, message, ...(wait !== undefined && { waitSeconds: wait }) };
  }
  if (status === 404 || (status === 403 && /not accessible by integration/i.test(message))) {
    return { kind: 'failed', cause: 'permission', status, message };
  }
  return { kind: 'failed', cause: status >= 400 && status < 500 ? 'refused' : 'error', status, message };
}

/** GitHub's answer, quoted: `403: "Unable to create comment because issue is locked."`. */
function answered(outcome: Extract<CommentOutcome, { kind: 'failed' }>): string {
  const said = outcome.message.length > 300 ? `${outcome.message.slice(0, 300)}…` : outcome.message;
  return `${outcome.status !== undefined ? `${outcome.status}: ` : ''}${JSON.stringify(said)}`;
}

/** A wait in words: `120 s`, `about 58 minutes`. */
const waitText = (seconds: number): string =>
  seconds <= 120 ? `${seconds} s` : `about ${Math.round(seconds / 60)} minutes`;

/** What the outcome adds to the report: a notice when the comment could not be written. */
export function outcomeAnnotations(outcome: CommentOutcome, words: Wording): Annotation[] {
  if (outcome.kind !== 'failed') return [];
  const messages: Record<CommentFailure, string> = {
    permission: `The ${words.name('githubToken')} may not comment on this pull request (GitHub answered ${answered(outcome)}): a pull request from a fork gets a read-only token, and the job needs \`pull-requests: write\`. The job summary has the report. Grant \`pull-requests: write\` to the job, or set ${words.setting('comment', 'never')}.`,
    'rate-limit': `GitHub's rate limit stopped the comment (GitHub answered ${answered(outcome)}${outcome.waitSeconds !== undefined ? `, asking to wait ${waitText(outcome.waitSeconds)}` : ''}). The job summary has the report; a later run writes the comment.`,
    refused: `GitHub refused the comment (GitHub answered ${answered(outcome)}). The job summary has the report.`,
    error: `The pull request comment could not be written: ${outcome.message}. The job summary has the report.`,
  };
  return [{ level: 'notice', title: 'No pull request comment', message: messages[outcome.cause] }];
}

export function outcomeLine(outcome: CommentOutcome, pullRequest: number): string {
  switch (outcome.kind) {
    case 'created':
      return `Commented on pull request #${pullRequest}${outcome.url === undefined ? '' : `: ${outcome.url}`}`;
    case 'updated':
      return `Updated the comment on pull request #${pullRequest}${outcome.url === undefined ? '' : `: ${outcome.url}`}`;
    case 'skipped':
      return `Nothing to report and no earlier comment on pull request #${pullRequest}: no comment.`;
    case 'failed':
      return `No comment on pull request #${pullRequest}: ${outcome.status !== undefined ? answered(outcome) : outcome.message}`;
  }
}
