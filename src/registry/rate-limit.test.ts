import { describe, expect, it, vi } from 'vitest';
import { TRANSPORT_LIMITS } from './limits.ts';
import { RateLimiter } from './rate-limit.ts';

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

describe("the transport's opening burst", () => {
  it("starts every request of one version's revoke at once: 2 reads, usage, feature set, 2 changes, 2 reads back", async () => {
    vi.useFakeTimers();
    try {
      const limiter = new RateLimiter(TRANSPORT_LIMITS.initialRatePerSecond, { burst: TRANSPORT_LIMITS.initialBurst });
      let started = 0;
      for (let i = 0; i < 9; i++) void limiter.acquire().then(() => started++);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(8);
      // The ninth keeps the pace.
      await vi.advanceTimersByTimeAsync(1000 / TRANSPORT_LIMITS.initialRatePerSecond);
      expect(started).toBe(9);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RateLimiter.adapt bounds', () => {
  it.each([0.001, 0.5, 0, -3, Number.NaN, Number.POSITIVE_INFINITY])('ignores an announced %s', (announced) => {
    const limiter = new RateLimiter(25);
    expect(limiter.adapt(announced)).toBe('ignored');
    expect(limiter.limit).toBe(25);
  });

  it('caps a limit above the sane range', () => {
    const limiter = new RateLimiter(25);
    expect(limiter.adapt(1e9)).toBe('capped');
    expect(limiter.limit).toBe(Math.floor(TRANSPORT_LIMITS.maxAnnouncedRate * 0.97));
    expect(limiter.adapt(1)).toBe('followed');
    expect(limiter.limit).toBe(1);
  });
});
