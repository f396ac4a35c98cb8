import { describe, expect, it } from 'vitest';
import { TRANSPORT_LIMITS } from './limits.ts';
import { backoffMs, retryAfterMs } from './retry.ts';

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it.each([
    [{ 'x-ratelimit-reset': '0.6' }, 600],
    [{ 'x-ratelimit-reset': '2' }, 2000],
    [{ 'retry-after': '3' }, 3000],
    [{ 'retry-after': 'Sun, 22 Nov 2026 10:00:05 GMT' }, 5000],
    [{ 'retry-after': 'Sun, 22 Nov 2026 09:00:00 GMT' }, 0],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('%j → %s ms', (headers, expected) => expect(retryAfterMs(headers, now)).toBe(expected));
});

describe('backoffMs', () => {
  it('grows exponentially with jitter, within bounds', () => {
    expect(backoffMs(TRANSPORT_LIMITS.retry, 1, () => 1)).toBe(250);
    expect(backoffMs(TRANSPORT_LIMITS.retry, 3, () => 1)).toBe(1000);
    expect(backoffMs(TRANSPORT_LIMITS.retry, 20, () => 1)).toBe(TRANSPORT_LIMITS.retry.maxDelayMs);
    expect(backoffMs(TRANSPORT_LIMITS.retry, 3, () => 0)).toBe(125);
  });
});
