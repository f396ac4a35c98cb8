/**
 * When to try a request again: exponential backoff with jitter, or the wait the service asks for (`X-RateLimit-Reset`,
 * `Retry-After`). Pure; the transport's loop applies it.
 */
import type { IncomingMessage } from 'node:http';
import type { Operation } from './errors.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** No retry starts once this much time has passed since the first try. */
  readonly maxElapsedMs: number;
}

export interface RetryEvent {
  readonly operation: Operation;
  readonly attempt: number;
  readonly delayMs: number;
  readonly reason: string;
}

/** Seconds to wait, from `X-RateLimit-Reset` (float seconds) or `Retry-After` (seconds or date). */
export function retryAfterMs(headers: IncomingMessage['headers'], now = Date.now()): number | undefined {
  const reset = headers['x-ratelimit-reset'];
  if (typeof reset === 'string' && reset.trim() !== '' && Number.isFinite(Number(reset))) {
    return Math.max(0, Number(reset) * 1000);
  }
  const after = headers['retry-after'];
  if (typeof after === 'string' && after.trim() !== '') {
    if (/^\d+(\.\d+)?$/.test(after.trim())) return Number(after) * 1000;
    const date = Date.parse(after);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return undefined;
}

/** Exponential backoff with full jitter, never below a small floor. */
export function backoffMs(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.max(policy.baseDelayMs / 2, Math.round(ceiling * random()));
}
