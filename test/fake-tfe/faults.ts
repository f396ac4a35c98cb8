/**
 * Fault injection and the rate limit: which injected fault a request meets, the answers of the
 * faults that replace the service's own, and the per-token request windows.
 */
import { STATUS_CODES } from 'node:http';
import { contentTypeFor, type Reply } from './replies.ts';

export type Fault =
  | { kind: 'status'; status: number; headers?: Record<string, string>; body?: string }
  | { kind: 'reset' }
  | { kind: 'reset-mid-body' }
  | { kind: 'delay'; ms: number }
  | { kind: 'slow-body'; ms: number }
  | { kind: 'malformed'; status?: number; body?: string; contentType?: string }
  | { kind: 'empty-json'; status?: number }
  /** Handled, with these headers added to (or replacing) the answer's own. */
  | { kind: 'headers'; headers: Record<string, string> }
  /** Handled, then the JSON answer passed through `rewrite` (given the request's token) before it is sent. */
  | { kind: 'rewrite'; rewrite: (body: unknown, token: string | undefined) => unknown }
  /**
   * Not handled: `status` with a JSON:API error that echoes the request's bearer token, as a
   * careless service or proxy might. `detail` writes the echo (default: every form of `echoForms`);
   * the title echoes it as is.
   */
  | { kind: 'echo-token'; status: number; detail?: (token: string) => string }
  /** Handled, headers, then the body one byte every `intervalMs`: never idle, never done. */
  | { kind: 'trickle-body'; intervalMs: number }
  /** Not handled: `bytes` bytes of filler, streamed, with or without a Content-Length. */
  | { kind: 'oversized'; bytes: number; declareLength?: boolean; status?: number };

export interface FaultRule {
  method?: string;
  path?: string | RegExp;
  /** Only requests whose body matches, e.g. `/revocation/` for a revoke but not a deprecate. */
  body?: RegExp;
  /** Default 1; Infinity allowed. */
  times?: number;
  /** Matching requests let through first (default 0): e.g. the plan's read, but not verification's. */
  skip?: number;
  fault: Fault;
}

export const RATE_LIMIT_BODY =
  '{"errors":[{"detail":"You have exceeded the API\'s rate limit.","status":429,"title":"Too many requests"}]}';

const MALFORMED_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>\n' +
  '<body><h1>502 Bad Gateway</h1><p>The upstream server is not responding.</p></body></html>\n';

/** The injected faults still to happen, in the order they were injected. */
export class FaultQueue {
  private faults: Array<{ rule: FaultRule; left: number; skip: number }> = [];

  inject(rule: FaultRule): void {
    this.faults.push({ rule, left: rule.times ?? 1, skip: rule.skip ?? 0 });
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault this request meets, if any; it is used up (or its skips are). */
  take(method: string, rawPath: string, body: string): Fault | undefined {
    const pathname = rawPath.split('?')[0] ?? '';
    for (const entry of this.faults) {
      const { rule } = entry;
      if (entry.left <= 0) continue;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (rule.path !== undefined && !pathMatches(rule.path, pathname, rawPath)) continue;
      if (rule.body !== undefined && !rule.body.test(body)) continue;
      if (entry.skip > 0) {
        entry.skip -= 1;
        continue;
      }
      entry.left -= 1;
      this.faults = this.faults.filter((e) => e.left > 0);
      return rule.fault;
    }
    return undefined;
  }
}

function pathMatches(pattern: string | RegExp, pathname: string, rawPath: string): boolean {
  // Either form matches, so a rule need not care whether the client adds a query string.
  if (typeof pattern === 'string') return pattern === pathname || pattern === rawPath;
  pattern.lastIndex = 0;
  if (pattern.test(pathname)) return true;
  pattern.lastIndex = 0;
  return pattern.test(rawPath);
}

/** The answer of a fault that replaces the service's own. */
export function faultReply(
  fault: Extract<Fault, { kind: 'status' | 'malformed' | 'empty-json' }>,
  rawPath: string,
): Reply {
  switch (fault.kind) {
    case 'status': {
      const body =
        fault.body ??
        (fault.status === 429
          ? RATE_LIMIT_BODY
          : JSON.stringify({
              errors: [{ status: String(fault.status), title: (STATUS_CODES[fault.status] ?? 'error').toLowerCase() }],
            }));
      return { status: fault.status, headers: { 'content-type': contentTypeFor(rawPath), ...fault.headers }, body };
    }
    case 'malformed':
      return {
        status: fault.status ?? 200,
        headers: { 'content-type': fault.contentType ?? 'text/html; charset=utf-8' },
        body: fault.body ?? MALFORMED_PAGE,
      };
    case 'empty-json':
      return { status: fault.status ?? 200, headers: { 'content-type': contentTypeFor(rawPath) }, body: '{}' };
  }
}

/** Requests per token in the last second, for the `rateLimit` option. */
export class RateLimiter {
  private readonly windows = new Map<string, number[]>();

  clear(): void {
    this.windows.clear();
  }

  /** Returns null when the request may proceed, else the milliseconds until a slot frees. */
  take(key: string, limit: number | undefined): number | null {
    if (limit === undefined) return null;
    const now = performance.now();
    const window = (this.windows.get(key) ?? []).filter((at) => at > now - 1000);
    this.windows.set(key, window);
    if (window.length >= limit) {
      // The slot that must expire before the count drops below the limit.
      const frees = window[window.length - limit] ?? now;
      return frees + 1000 - now;
    }
    window.push(now);
    return null;
  }
}

export function rateLimited(ms: number, rawPath: string): Reply {
  // At least a millisecond, so a client never reads "wait 0" and spins.
  const seconds = Math.max(0.001, Math.round(ms) / 1000);
  return {
    status: 429,
    headers: { 'content-type': contentTypeFor(rawPath), 'x-ratelimit-reset': String(Number(seconds.toFixed(3))) },
    body: RATE_LIMIT_BODY,
  };
}
