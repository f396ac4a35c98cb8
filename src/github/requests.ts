/**
 * The one path every request of the client takes: the address checked to be on the API host (the
 * token goes nowhere else, a Link header to another host included), the deadline, the pacing,
 * the count per kind, the budget and token end GitHub states; then the waits a rate limit asks
 * (`Retry-After`, the budget's reset, else at least a minute growing each time), and the failure
 * named by its cause. Paged lists follow GitHub's Link header (a relative one from the page it came with).
 */
import { budgetFromHeaders } from './answers.ts';
import { apiPath, onApiHost } from './api-url.ts';
import type { Clock } from './clock.ts';
import type { Deadline } from './deadline.ts';
import { GithubError, githubError, rateLimitOf, type RateLimit } from './errors.ts';
import type { GithubLimits } from './limits.ts';
import type { Octokit } from './octokit.ts';
import type { Pacer, Release } from './pacing.ts';
import type { Budget, RequestKind } from './types.ts';

/** What a request is, by its path below the API's base: the first that matches. */
const KINDS: ReadonlyArray<readonly [RegExp, RequestKind]> = [
  [/^\/(?:orgs|users)\/[^/]+\/repos$|^\/installation\/repositories$/, 'list'],
  [/^\/repos\/[^/]+\/[^/]+$/, 'repository'],
  [/^\/repos\/[^/]+\/[^/]+\/git\/trees\//, 'tree'],
  [/^\/repos\/[^/]+\/[^/]+\/(?:git\/blobs|contents)\//, 'blob'],
  [/^\/repos\/[^/]+\/[^/]+\/git\/(?:ref|refs|matching-refs)\b/, 'ref'],
  [/^\/repos\/[^/]+\/[^/]+\/(?:git\/commits|compare)\//, 'commit'],
  [/^\/repos\/[^/]+\/[^/]+\/issues\/(?:\d+\/)?comments/, 'comment'],
  [/^\/repos\/[^/]+\/[^/]+\/pulls\b/, 'pull'],
  [/^\/search\//, 'search'],
  [/^\/rate_limit$/, 'rate-limit'],
];

const isWrite = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

function kindOf(method: string, path: string): RequestKind {
  if (isWrite(method)) return 'write';
  return KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? 'other';
}

interface Answer {
  readonly data: unknown;
  readonly headers: Readonly<Record<string, unknown>>;
  /** Where it came from: what a relative Link is resolved against. */
  readonly url: string;
}

/** A route as octokit takes it (`GET /repos/{owner}/{repo}`) with its parameters filled, for messages. */
export function describe(route: string, parameters: Readonly<Record<string, unknown>> = {}): string {
  const [method = 'GET', path = ''] = route.split(' ');
  // `{+name}` (reserved expansion) holds a value its caller encoded already.
  const filled = path.replace(/\{(\+?)([^}]+)\}/g, (_, reserved: string, name: string) => {
    const value = String(parameters[name] ?? '');
    return reserved === '' ? encodeURIComponent(value).replace(/%2F/gi, '/') : value;
  });
  return `${method} ${filled}`;
}

/** A request named for a message: its path below the API, or only the host it would have gone to. */
function named(apiUrl: string, method: string, url: string): string {
  if (onApiHost(apiUrl, url)) return `${method} ${apiPath(apiUrl, url)}`;
  try {
    return `${method} ${new URL(url, apiUrl).host}`;
  } catch {
    return `${method} (an address that is not a URL)`;
  }
}

export class GithubRequests {
  readonly counts: Record<RequestKind, number> = {
    list: 0,
    repository: 0,
    tree: 0,
    blob: 0,
    ref: 0,
    commit: 0,
    pull: 0,
    comment: 0,
    search: 0,
    'rate-limit': 0,
    write: 0,
    other: 0,
  };
  private lastBudget: Budget | undefined;
  private readonly octokit: Octokit;
  private readonly apiUrl: string;
  readonly limits: GithubLimits;
  private readonly clock: Clock;
  private readonly pacer: Pacer;
  private readonly deadline: Deadline;
  private readonly debug: (message: string) => void;

  constructor(parts: {
    octokit: Octokit;
    apiUrl: string;
    limits: GithubLimits;
    clock: Clock;
    pacer: Pacer;
    deadline: Deadline;
    debug: (message: string) => void;
  }) {
    this.octokit = parts.octokit;
    this.apiUrl = parts.apiUrl;
    this.limits = parts.limits;
    this.clock = parts.clock;
    this.pacer = parts.pacer;
    this.deadline = parts.deadline;
    this.debug = parts.debug;
  }

  /** The last primary budget an answer stated. */
  budget(): Budget | undefined {
    return this.lastBudget;
  }

  /**
   * Before each try is sent (octokit.ts's `onRequest`): the host, the deadline, the pacing, the
   * count; what it returns reads the answer's headers.
   */
  async beforeSend(method: string, url: string) {
    const request = named(this.apiUrl, method, url);
    if (!onApiHost(this.apiUrl, url)) throw new GithubError('foreign-host', request);
    this.deadline.started();
    const end = this.deadline.end();
    if (end !== undefined && this.clock.now() >= end) throw new GithubError('deadline', request);
    const kind = kindOf(method, apiPath(this.apiUrl, url));
    const release: Release = isWrite(method) ? await this.pacer.write(request) : await this.pacer.read(kind, request);
    this.counts[kind]++;
    return (headers: Readonly<Record<string, unknown>> | undefined): void => {
      release();
      if (headers === undefined) return;
      this.deadline.observe(headers);
      const budget = budgetFromHeaders(headers);
      if (budget !== undefined && budget.resource === 'core') this.lastBudget = budget;
    };
  }

  /** How long to wait after the `refusals`-th rate limit in a row, or undefined to give up. */
  private waitFor(limit: RateLimit, refusals: number): number | undefined {
    const { secondary, primaryMaxWaitMs } = this.limits;
    if (refusals >= secondary.retries) return undefined;
    // A reset is in whole seconds: a second more so the budget has surely renewed.
    const untilReset = (resetAt: number): number => Math.max(0, resetAt - this.clock.now()) + 1_000;
    if (limit.kind === 'primary') {
      const wait = untilReset(limit.resetAt);
      return wait <= primaryMaxWaitMs ? wait : undefined;
    }
    const wait =
      limit.retryAfterMs ??
      (limit.resetAt !== undefined
        ? untilReset(limit.resetAt)
        : Math.min(secondary.maxWaitMs, secondary.firstWaitMs * 2 ** refusals));
    return wait <= secondary.maxWaitMs ? wait : undefined;
  }

  /** One request; its answer, or a GithubError naming the cause once the waits a rate limit asks are spent. */
  async call(route: string, parameters: Readonly<Record<string, unknown>> = {}): Promise<Answer> {
    const [method = 'GET', path = ''] = route.split(' ');
    const request = /^https?:/.test(path) ? named(this.apiUrl, method, path) : describe(route, parameters);
    for (let refusals = 0; ; refusals++) {
      try {
        const response = await this.octokit.request(route, parameters);
        return {
          data: response.data as unknown,
          headers: response.headers as Readonly<Record<string, unknown>>,
          url: typeof response.url === 'string' && response.url !== '' ? response.url : this.apiUrl,
        };
      } catch (error) {
        const limit = rateLimitOf(error, this.clock.now());
        const wait = limit === undefined ? undefined : this.waitFor(limit, refusals);
        const end = this.deadline.end();
        if (limit !== undefined && wait !== undefined && (end === undefined || this.clock.now() + wait < end)) {
          const what = limit.kind === 'primary' ? 'the rate limit is spent' : 'a secondary rate limit';
          this.debug(`${request}: ${what}; waiting ${Math.ceil(wait / 1000)} s before trying again.`);
          this.pacer.holdUntil(this.clock.now() + wait);
          await this.clock.sleep(wait);
          continue;
        }
        throw githubError(error, request, isWrite(method), this.clock.now());
      }
    }
  }

  /**
   * Every page of a list, one at a time: the first as `route` asks (at `pageSize` a page), each
   * next one where the answer's Link header says, on the API host only.
   */
  async *pages(
    route: string,
    parameters: Readonly<Record<string, unknown>>,
    rowsOf: (data: unknown, request: string) => readonly unknown[],
  ): AsyncGenerator<readonly unknown[]> {
    let answer = await this.call(route, { ...parameters, per_page: this.limits.pageSize });
    let request = describe(route, parameters);
    for (;;) {
      yield rowsOf(answer.data, request);
      const link = answer.headers.link;
      const target = typeof link === 'string' ? /<([^>]+)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
      if (target === undefined) return;
      // A relative link is the page's own (RFC 8288); one to another origin stays refused below.
      let next: string;
      try {
        next = new URL(target, answer.url).href;
      } catch {
        next = target;
      }
      request = named(this.apiUrl, 'GET', next);
      if (!onApiHost(this.apiUrl, next)) throw new GithubError('foreign-host', request);
      answer = await this.call(`GET ${next}`);
    }
  }
}
