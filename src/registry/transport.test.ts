import { describe, expect, it, vi } from 'vitest';
import { RateLimiter, backoffMs, retryAfterMs, DEFAULT_RETRY } from './transport.ts';

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
    expect(backoffMs(DEFAULT_RETRY, 1, () => 1)).toBe(250);
    expect(backoffMs(DEFAULT_RETRY, 3, () => 1)).toBe(1000);
    expect(backoffMs(DEFAULT_RETRY, 20, () => 1)).toBe(DEFAULT_RETRY.maxDelayMs);
    expect(backoffMs(DEFAULT_RETRY, 3, () => 0)).toBe(125);
  });
});

describe('RateLimiter', () => {
  it('adapts below the limit the service announces', () => {
    const limiter = new RateLimiter(25);
    limiter.adapt(30);
    expect(limiter.limit).toBe(29);
    limiter.adapt(1000);
    expect(limiter.limit).toBe(970);
    limiter.adapt(Number.NaN);
    expect(limiter.limit).toBe(970);
  });

  it('spaces starts evenly and never exceeds the limit in any one-second window', async () => {
    vi.useFakeTimers();
    try {
      const limiter = new RateLimiter(5);
      let started = 0;
      for (let i = 0; i < 6; i++) void limiter.acquire().then(() => started++);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(1);
      await vi.advanceTimersByTimeAsync(800);
      expect(started).toBe(5);
      // The sixth waits for the first to leave the window, not just for the spacing.
      await vi.advanceTimersByTimeAsync(150);
      expect(started).toBe(5);
      await vi.advanceTimersByTimeAsync(60);
      expect(started).toBe(6);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RateLimiter with a burst', () => {
  it('starts the first few at once, then spaces the rest evenly', async () => {
    vi.useFakeTimers();
    try {
      const limiter = new RateLimiter(5, { burst: 3 });
      let started = 0;
      for (let i = 0; i < 5; i++) void limiter.acquire().then(() => started++);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(3);
      await vi.advanceTimersByTimeAsync(199);
      expect(started).toBe(3);
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toBe(4);
      // The window still holds: five starts at most in any second.
      await vi.advanceTimersByTimeAsync(200);
      expect(started).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
