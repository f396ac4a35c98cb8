/**
 * GitHub's refusals named by their cause, so that a caller acts on the cause and not on a status
 * (a repository the token may read but not write is `no-push-access`, a branch someone else moved
 * is `not-fast-forward`), and the rate limits told apart from other 403s. GitHub's own words are
 * kept as data: made printable and clipped, never raw.
 */
import { printable } from '../text.ts';

export type GithubFailure =
  | 'bad-credentials'
  | 'no-push-access'
  | 'archived'
  | 'forbidden'
  | 'not-found'
  | 'empty-repository'
  | 'conflict'
  | 'already-exists'
  | 'not-fast-forward'
  | 'no-commits'
  | 'rejected'
  | 'rate-limited'
  | 'secondary-limit'
  | 'write-budget'
  | 'deadline'
  | 'too-large'
  | 'server'
  | 'network'
  | 'malformed-answer'
  | 'foreign-host'
  | 'unsafe-path';

/** What each cause means, as a message says it after the request. */
const MEANING: Readonly<Record<GithubFailure, string>> = {
  'bad-credentials': 'GitHub refused the token (expired, revoked or mistyped)',
  'no-push-access': 'the token may read this repository but not write to it',
  archived: 'the repository is archived, so it is read-only',
  forbidden: 'GitHub refused it',
  'not-found': 'it does not exist, or the token may not see it',
  'empty-repository': 'the repository has no commit yet',
  conflict: 'GitHub answered 409 Conflict',
  'already-exists': 'it exists already',
  'not-fast-forward': 'the branch has commits the new commit does not contain',
  'no-commits': 'the branch has nothing its base lacks',
  rejected: 'GitHub refused the request as invalid',
  'rate-limited': "the token's request budget is spent until it renews",
  'secondary-limit': "GitHub's secondary rate limit still refused it after the waits allowed",
  'write-budget': "this hour's writes are spent (GitHub allows 500 an hour)",
  deadline: "the token's hour is nearly over: no request starts so close to its end",
  'too-large': 'the file is larger than the action reads',
  server: 'GitHub failed on every try',
  network: 'GitHub did not answer',
  'malformed-answer': 'the answer is not what GitHub documents',
  'foreign-host': 'the address is not on the GitHub API host, so nothing was sent there',
  'unsafe-path': 'the path could leave the repository',
};

export class GithubError extends Error {
  override name = 'GithubError';
  readonly failure: GithubFailure;
  /** The request, as `METHOD /path` (no host, no query). */
  readonly request: string;
  readonly httpStatus: number | undefined;
  /** What GitHub said, made printable and clipped; undefined where it said nothing. */
  readonly said: string | undefined;
  /** When a spent budget renews (ms since the epoch), where GitHub said. */
  readonly retryAt: number | undefined;

  constructor(
    failure: GithubFailure,
    request: string,
    details: { httpStatus?: number; said?: string; retryAt?: number; detail?: string } = {},
  ) {
    const said = details.said === undefined || details.said === '' ? undefined : clip(printable(details.said));
    super(
      `${request}: ${details.detail ?? MEANING[failure]}${details.httpStatus !== undefined ? ` (${details.httpStatus})` : ''}${said !== undefined ? `. GitHub says: ${said}` : ''}`,
    );
    this.failure = failure;
    this.request = request;
    this.httpStatus = details.httpStatus;
    this.said = said;
    this.retryAt = details.retryAt;
  }
}

const clip = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** An error octokit throws for an answer (RequestError), as far as this code reads it. */
interface AnsweredError {
  readonly status: number;
  readonly message: string;
  readonly response?: { readonly headers: Readonly<Record<string, unknown>>; readonly data?: unknown };
}

function isAnswered(error: unknown): error is AnsweredError {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

const header = (error: AnsweredError, name: string): string | undefined => {
  const value = error.response?.headers[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** GitHub's words in an error answer: its `message`, and each of its `errors`. */
function saidBy(error: AnsweredError): string {
  const data = error.response?.data as { message?: unknown; errors?: unknown } | undefined;
  const parts = [typeof data?.message === 'string' ? data.message : ''];
  if (Array.isArray(data?.errors)) {
    for (const e of data.errors as unknown[]) {
      if (typeof e === 'string') parts.push(e);
      else if (e !== null && typeof e === 'object') {
        const { message, field, code } = e as { message?: unknown; field?: unknown; code?: unknown };
        parts.push(
          typeof message === 'string' ? message : [field, code].filter((x) => typeof x === 'string').join(' '),
        );
      }
    }
  }
  return parts.filter((p) => p !== '').join(': ');
}

/**
 * A rate limit an answer reports: a secondary limit (with the wait `Retry-After` asks, or the
 * budget's reset when it says none and the budget is spent) or the primary budget spent.
 */
export type RateLimit =
  | { readonly kind: 'secondary'; readonly retryAfterMs?: number; readonly resetAt?: number }
  | { readonly kind: 'primary'; readonly resetAt: number };

export function rateLimitOf(error: unknown, now: number): RateLimit | undefined {
  if (!isAnswered(error) || (error.status !== 403 && error.status !== 429)) return undefined;
  const retryAfter = header(error, 'retry-after');
  const seconds = retryAfter === undefined ? Number.NaN : Number(retryAfter);
  const date = retryAfter === undefined ? Number.NaN : Date.parse(retryAfter);
  const retryAfterMs = Number.isFinite(seconds)
    ? Math.max(0, seconds * 1000)
    : Number.isFinite(date)
      ? Math.max(0, date - now)
      : undefined;
  const spent = header(error, 'x-ratelimit-remaining') === '0';
  const reset = Number(header(error, 'x-ratelimit-reset') ?? Number.NaN);
  const resetAt = spent && Number.isFinite(reset) ? reset * 1000 : undefined;
  if (/secondary rate limit/i.test(saidBy(error))) {
    // GitHub's order: Retry-After; else, the budget spent, its reset; else at least a minute.
    if (retryAfterMs !== undefined) return { kind: 'secondary', retryAfterMs };
    return { kind: 'secondary', ...(resetAt !== undefined && { resetAt }) };
  }
  if (spent) return { kind: 'primary', resetAt: resetAt ?? now + 3_600_000 };
  // A 429, or a 403 that says when to come back, is a limit GitHub did not name.
  if (error.status === 429 || retryAfterMs !== undefined) {
    return { kind: 'secondary', ...(retryAfterMs !== undefined && { retryAfterMs }) };
  }
  return undefined;
}

/** The cause of an error answer (or of no answer), for a request that writes or reads. */
export function githubError(error: unknown, request: string, write: boolean, now: number): GithubError {
  if (error instanceof GithubError) return error;
  if (!isAnswered(error) || error.response === undefined) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const message = error instanceof Error ? error.message : String(error);
    // A try the client gave up on is its own doing: said so, not as GitHub's words.
    if (error instanceof Error && /\baborted\b/i.test(message)) {
      return new GithubError('network', request, { detail: 'GitHub did not answer within the request timeout' });
    }
    return new GithubError('network', request, { said: `${message}${cause}` });
  }
  const said = saidBy(error);
  const details = { httpStatus: error.status, said };
  const limit = rateLimitOf(error, now);
  if (limit?.kind === 'primary')
    return new GithubError('rate-limited', request, { ...details, retryAt: limit.resetAt });
  if (limit?.kind === 'secondary') return new GithubError('secondary-limit', request, details);
  switch (error.status) {
    case 401:
      return new GithubError('bad-credentials', request, details);
    case 403:
      if (/archived/i.test(said)) return new GithubError('archived', request, details);
      // A refused write of a repository the token could read is a lack of push access, whatever GitHub's words.
      if (write) return new GithubError('no-push-access', request, details);
      return new GithubError('forbidden', request, details);
    case 404:
      // GitHub answers 404 where 403 would say the repository exists: the first write (a new tree) of one just
      // read is refused for want of push access.
      if (write && /^POST \S*\/git\/trees$/.test(request)) return new GithubError('no-push-access', request, details);
      return new GithubError('not-found', request, details);
    case 409:
      return new GithubError(/empty/i.test(said) ? 'empty-repository' : 'conflict', request, details);
    case 422:
      if (/already exists/i.test(said)) return new GithubError('already-exists', request, details);
      if (/not a fast.forward/i.test(said)) return new GithubError('not-fast-forward', request, details);
      if (/no commits between/i.test(said)) return new GithubError('no-commits', request, details);
      if (/reference does not exist/i.test(said)) return new GithubError('not-found', request, details);
      return new GithubError('rejected', request, details);
    default:
      return new GithubError(error.status >= 500 ? 'server' : 'rejected', request, details);
  }
}
