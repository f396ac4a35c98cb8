/**
 * Faults a test injects: which one a request meets (by method and API path, a number of times),
 * and the answers of those that replace GitHub's own.
 */
import { secondaryRefusal, type Refusal } from './limits.ts';

export type FakeFault =
  /** Not handled: this status, with GitHub's error body (`message`) and any headers. */
  | { kind: 'status'; status: number; message?: string; headers?: Record<string, string> }
  /** Not handled: a secondary rate limit in GitHub's words, with `Retry-After` when `retryAfter` is given. */
  | { kind: 'secondary-limit'; retryAfter?: number; status?: 403 | 429 }
  /** Not handled: the primary budget spent (`x-ratelimit-remaining: 0`, reset in `resetIn` seconds). */
  | { kind: 'rate-limit'; status?: 403 | 429; resetIn?: number }
  /** Not handled: the connection dropped before any byte of an answer. */
  | { kind: 'reset' }
  /** Not handled: the request is read and never answered (until the fake closes). */
  | { kind: 'silent' }
  /** Not handled: a redirect to `location` (another host, to see where a client sends its token). */
  | { kind: 'redirect'; location: string; status?: 301 | 302 | 307 }
  /** Handled, with these headers added to the answer (`github-authentication-token-expiration`). */
  | { kind: 'headers'; headers: Record<string, string> }
  /** Handled, then the JSON answer passed through `rewrite` (a malformed or hostile answer). */
  | { kind: 'rewrite'; rewrite: (data: unknown) => unknown };

export interface FaultRule {
  method?: string;
  /** The API path (no prefix), with or without its query string; a RegExp is tried on both. */
  path?: string | RegExp;
  /** Default 1; Infinity allowed. */
  times?: number;
  fault: FakeFault;
}

export class FaultQueue {
  private faults: Array<{ rule: FaultRule; left: number }> = [];

  inject(rule: FaultRule): void {
    this.faults.push({ rule, left: rule.times ?? 1 });
  }

  /** The fault this request meets, if any; one of its uses is spent. */
  take(method: string, apiPath: string): FakeFault | undefined {
    const pathname = apiPath.split('?')[0] ?? '';
    for (const entry of this.faults) {
      const { rule } = entry;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (rule.path !== undefined) {
        const matches =
          typeof rule.path === 'string'
            ? rule.path === pathname || rule.path === apiPath
            : rule.path.test(pathname) || rule.path.test(apiPath);
        if (!matches) continue;
      }
      entry.left -= 1;
      this.faults = this.faults.filter((e) => e.left > 0);
      return rule.fault;
    }
    return undefined;
  }
}

/** The answer of a fault that replaces GitHub's; undefined for those handled as usual. */
export function faultReply(fault: FakeFault, nowMs: number): Refusal | undefined {
  switch (fault.kind) {
    case 'status':
      return {
        status: fault.status,
        body: { message: fault.message ?? 'Server Error', status: String(fault.status) },
        headers: fault.headers ?? {},
      };
    case 'secondary-limit':
      return secondaryRefusal(fault.retryAfter, fault.status);
    case 'rate-limit': {
      const status = fault.status ?? 403;
      return {
        status,
        body: {
          message: 'API rate limit exceeded for installation ID 4242.',
          documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
          status: String(status),
        },
        headers: {
          'x-ratelimit-limit': '5000',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': '5000',
          'x-ratelimit-reset': String(Math.ceil(nowMs / 1000) + (fault.resetIn ?? 3600)),
          'x-ratelimit-resource': 'core',
        },
      };
    }
    case 'redirect':
      return { status: fault.status ?? 302, body: {}, headers: { location: fault.location } };
    default:
      return undefined;
  }
}

/** GitHub's own words for each refusal `refuseWrites` plays (REST API docs: rate limits; locked conversations). */
export function refusalReply(refusal: 'secondary-rate-limit' | 'rate-limit' | 'locked', nowMs: number): Refusal {
  if (refusal === 'secondary-rate-limit') return secondaryRefusal(120);
  if (refusal === 'rate-limit') {
    return {
      status: 403,
      body: {
        message: 'API rate limit exceeded for installation ID 4242.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
        status: '403',
      },
      headers: {
        'x-ratelimit-limit': '1000',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(nowMs / 1000) + 3600),
      },
    };
  }
  return {
    status: 403,
    body: { message: 'Unable to create comment because issue is locked.', status: '403' },
    headers: {},
  };
}
