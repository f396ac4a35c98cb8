/**
 * GitHub's limits as the fake keeps them, per token: the primary budget (requests an hour, told in
 * `x-ratelimit-*` headers on every answer, a 403 or 429 once spent), the secondary limits on
 * content-creating requests (80 a minute, 500 an hour: a 403 in GitHub's words, with `Retry-After`),
 * and code search's own budget (10 a minute). Windows run on the fake's clock.
 */
export interface FakeLimitOptions {
  /** Requests a token may make in an hour (GitHub: 5,000; an App installation up to 12,500). */
  readonly primary?: number;
  /** The status of an answer past the primary budget: 403, as GitHub mostly answers, or 429. */
  readonly primaryStatus?: 403 | 429;
  /** Content-creating requests a token may make a minute and an hour; `false` turns them off. */
  readonly secondary?:
    | false
    | {
        readonly perMinute?: number;
        readonly perHour?: number;
        /** Whether the 403 says when to come back (`Retry-After`); GitHub does not always. Default true. */
        readonly retryAfter?: boolean;
        readonly status?: 403 | 429;
      };
  /** Code searches a token may make a minute (GitHub: 10). */
  readonly searchPerMinute?: number;
}

export type Resource = 'core' | 'code_search';

export interface Refusal {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

export const SECONDARY_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0400:1C2B:3A4D.';

/** The 403 GitHub sends past a secondary limit; `retryAfter` in seconds, when it says. */
export function secondaryRefusal(retryAfter: number | undefined, status = 403): Refusal {
  return {
    status,
    body: {
      message: SECONDARY_MESSAGE,
      documentation_url:
        'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      status: String(status),
    },
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  };
}

interface Budget {
  start: number;
  used: number;
}

export class FakeLimits {
  private readonly budgets = new Map<string, Budget>();
  private readonly writes = new Map<string, number[]>();

  private readonly options: FakeLimitOptions;
  private readonly now: () => number;

  constructor(options: FakeLimitOptions, now: () => number) {
    this.options = options;
    this.now = now;
  }

  private limitOf(resource: Resource): number {
    return resource === 'core' ? (this.options.primary ?? 5000) : (this.options.searchPerMinute ?? 10);
  }

  private budget(token: string, resource: Resource): Budget {
    const key = `${resource} ${token}`;
    const window = resource === 'core' ? HOUR : MINUTE;
    let budget = this.budgets.get(key);
    if (budget === undefined || this.now() >= budget.start + window) {
      budget = { start: this.now(), used: 0 };
      this.budgets.set(key, budget);
    }
    return budget;
  }

  /** The `x-ratelimit-*` headers of a token's budget for a resource, as every answer carries them. */
  headers(token: string, resource: Resource): Record<string, string> {
    const budget = this.budget(token, resource);
    const limit = this.limitOf(resource);
    const window = resource === 'core' ? HOUR : MINUTE;
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - budget.used)),
      'x-ratelimit-used': String(budget.used),
      'x-ratelimit-reset': String(Math.ceil((budget.start + window) / 1000)),
      'x-ratelimit-resource': resource,
    };
  }

  /** What `GET /rate_limit` says of a resource. */
  status(token: string, resource: Resource): Record<string, number | string> {
    const h = this.headers(token, resource);
    return {
      limit: Number(h['x-ratelimit-limit']),
      remaining: Number(h['x-ratelimit-remaining']),
      used: Number(h['x-ratelimit-used']),
      reset: Number(h['x-ratelimit-reset']),
      resource,
    };
  }

  /** Counts a request against the token's budget, or says why it is refused (nothing counted then). */
  take(token: string, resource: Resource, contentCreating: boolean, installation: boolean): Refusal | undefined {
    const budget = this.budget(token, resource);
    if (budget.used >= this.limitOf(resource)) {
      const status = this.options.primaryStatus ?? 403;
      return {
        status,
        body: {
          message: installation
            ? 'API rate limit exceeded for installation ID 4242.'
            : 'API rate limit exceeded for user ID 7.',
          documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
          status: String(status),
        },
        headers: this.headers(token, resource),
      };
    }
    const secondary = this.options.secondary;
    if (contentCreating && secondary !== false) {
      const now = this.now();
      const times = (this.writes.get(token) ?? []).filter((t) => t > now - HOUR);
      this.writes.set(token, times);
      const lastMinute = times.filter((t) => t > now - MINUTE);
      const perMinute = secondary?.perMinute ?? 80;
      const perHour = secondary?.perHour ?? 500;
      const free =
        lastMinute.length >= perMinute
          ? (lastMinute[lastMinute.length - perMinute] as number) + MINUTE
          : times.length >= perHour
            ? (times[times.length - perHour] as number) + HOUR
            : undefined;
      if (free !== undefined) {
        const seconds = Math.max(1, Math.ceil((free - now) / 1000));
        return secondaryRefusal(secondary?.retryAfter === false ? undefined : seconds, secondary?.status);
      }
      times.push(now);
    }
    budget.used++;
    return undefined;
  }
}
