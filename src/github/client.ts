/**
 * The GitHub client: one interface per resource (repositories, trees, blobs, refs, commits, pull
 * requests, issue comments, code search), every request through one path (requests.ts) that keeps
 * GitHub's limits (limits.ts) on one clock, stops before the token's end, counts requests per
 * kind, and sends the token to the API host only. octokit is loaded on opening, with import().
 */
import { parseRateLimit } from './answers.ts';
import { parseGithubApiUrl } from './api-url.ts';
import { blobs, type Blobs } from './blobs.ts';
import { SYSTEM_CLOCK, type Clock } from './clock.ts';
import { issueComments, type IssueComments } from './comments.ts';
import { commits, type Commits } from './commits.ts';
import { Deadline, type DeadlineSource } from './deadline.ts';
import { GITHUB_LIMITS, type GithubLimits } from './limits.ts';
import { loadOctokit } from './octokit.ts';
import { Pacer } from './pacing.ts';
import { pulls, type Pulls } from './pulls.ts';
import { refs, type Refs } from './refs.ts';
import { repositories, type Repositories } from './repositories.ts';
import { GithubRequests } from './requests.ts';
import { codeSearch, type CodeSearch } from './search.ts';
import { trees, type Trees } from './trees.ts';
import { loggable } from '../text.ts';
import type { Budget, RequestKind } from './types.ts';

export interface GithubOptions {
  readonly token: string;
  /** GITHUB_API_URL; https://api.github.com when empty. Checked: a bad one throws before anything is sent. */
  readonly apiUrl?: string;
  /** When the token ends, where known (an installation token's `expires_at`). */
  readonly tokenExpiresAt?: Date;
  readonly limits?: GithubLimits;
  readonly clock?: Clock;
  /**
   * octokit's throttling plugin spaces writes and searches in real time, on top of the client's
   * pacing. On unless a test paces by a clock of its own.
   */
  readonly octokitThrottling?: boolean;
  /** Where the client says what it waits for (lines made safe for a runner's log). */
  readonly debug?: (message: string) => void;
  readonly userAgent?: string;
  /** How long one try may wait for its answer (the run's `requestTimeout`); no bound when unset. */
  readonly requestTimeoutMs?: number;
}

export interface GithubClient {
  /** The API's base URL, checked. */
  readonly apiUrl: string;
  readonly repositories: Repositories;
  readonly trees: Trees;
  readonly blobs: Blobs;
  readonly refs: Refs;
  readonly commits: Commits;
  readonly pulls: Pulls;
  readonly issueComments: IssueComments;
  readonly search: CodeSearch;
  /** The token's budgets as `GET /rate_limit` states them (the request costs none). */
  rateLimit(): Promise<{ readonly core: Budget; readonly codeSearch: Budget | undefined }>;
  /** Requests sent so far per kind, every try counted. */
  requests(): Readonly<Record<RequestKind, number>>;
  /** The primary budget the last answer stated. */
  budget(): Budget | undefined;
  /** When the token ends, when the client stops starting requests, and how the end is known. */
  deadline(): { readonly expiresAt: Date; readonly stopAt: Date; readonly source: DeadlineSource } | undefined;
  /** Writes started within the last `ms`. */
  writesWithin(ms: number): number;
  /** The time on the client's clock, which its pacing and deadline keep. */
  now(): number;
}

/** Thrown for a GITHUB_API_URL that cannot be GitHub's API, before anything is sent. */
export class GithubApiUrlError extends Error {
  override name = 'GithubApiUrlError';
}

export async function openGithub(options: GithubOptions): Promise<GithubClient> {
  const parsed = parseGithubApiUrl(options.apiUrl);
  if ('problem' in parsed) throw new GithubApiUrlError(`GITHUB_API_URL ${parsed.problem}`);
  const apiUrl = parsed.url;
  const limits = options.limits ?? GITHUB_LIMITS;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const deadline = new Deadline(options.token, options.tokenExpiresAt, limits, clock);
  const pacer = new Pacer(limits, clock, () => deadline.end());
  // Lines name repositories and branches: made so that no runner reads a command in them.
  const debug = (message: string): void => options.debug?.(loggable(message));
  // octokit's hook calls the request path built from octokit itself: made just below, before any request.
  const wired: { api?: GithubRequests } = {};
  const octokit = await loadOctokit({
    token: options.token,
    apiUrl,
    ...(options.userAgent !== undefined && { userAgent: options.userAgent }),
    ...(options.requestTimeoutMs !== undefined && { requestTimeoutMs: options.requestTimeoutMs }),
    retry: limits.retry,
    // The client waits after a rate limit on its own clock (requests.ts); octokit only spaces.
    throttle: { enabled: options.octokitThrottling ?? true, retryAfterLimit: () => false },
    onRequest: ({ method, url }) => (wired.api as GithubRequests).beforeSend(method, url),
    debug,
  });
  const requests = new GithubRequests({ octokit, apiUrl, limits, clock, pacer, deadline, debug });
  wired.api = requests;
  return {
    apiUrl,
    repositories: repositories(requests),
    trees: trees(requests),
    blobs: blobs(requests),
    refs: refs(requests),
    commits: commits(requests),
    pulls: pulls(requests),
    issueComments: issueComments(requests),
    search: codeSearch(requests),
    async rateLimit() {
      return parseRateLimit((await requests.call('GET /rate_limit')).data, 'GET /rate_limit');
    },
    requests: () => ({ ...requests.counts }),
    budget: () => requests.budget(),
    deadline: () => deadline.describe(),
    writesWithin: (ms) => pacer.writesWithin(ms),
    now: () => clock.now(),
  };
}
