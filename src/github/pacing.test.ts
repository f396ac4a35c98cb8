/**
 * The pacing on a clock that moves only when it is waited on: writes one at a time, a second
 * apart at least, never more than 80 in a minute nor 500 in an hour; a write the hour would hold
 * too long is refused (`write-budget`), one past the deadline too (`deadline`); reads a few at once
 * and within a minute's count; code searches spaced; nothing during a rate limit's wait.
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { GithubError } from './errors.ts';
import { GITHUB_LIMITS, type GithubLimits } from './limits.ts';
import { Pacer } from './pacing.ts';

const MINUTE = 60_000;

function pacer(limits: GithubLimits = GITHUB_LIMITS, deadline?: number) {
  const clock = manualClock();
  return { clock, pacer: new Pacer(limits, clock, () => deadline), start: clock.now() };
}

/** The most starts within any window of `ms` (each start opening one). */
function most(starts: readonly number[], ms: number): number {
  return Math.max(...starts.map((t) => starts.filter((u) => u >= t && u < t + ms).length));
}

describe('writes', () => {
  it('start at least a second apart and never more than 80 in any minute', async () => {
    const { clock, pacer: p } = pacer();
    const starts: number[] = [];
    for (let i = 0; i < 300; i++) {
      const release = await p.write('POST /x');
      starts.push(clock.now());
      release();
    }
    const gaps = starts.slice(1).map((t, i) => t - (starts[i] as number));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000);
    expect(most(starts, MINUTE)).toBeLessThanOrEqual(80);
  });

  it('never exceed 80 in a minute even where the spacing alone would let more through', async () => {
    const limits = { ...GITHUB_LIMITS, writes: { ...GITHUB_LIMITS.writes, minIntervalMs: 100 } };
    const { clock, pacer: p } = pacer(limits);
    const starts: number[] = [];
    for (let i = 0; i < 300; i++) {
      (await p.write('POST /x'))();
      starts.push(clock.now());
    }
    expect(most(starts, MINUTE)).toBe(80);
  });

  it('go one at a time: the next waits for the one before to be answered', async () => {
    const { pacer: p } = pacer();
    const order: string[] = [];
    const first = await p.write('POST /a');
    const second = p.write('POST /b').then((release) => {
      order.push('b started');
      release();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    order.push('a answered');
    first();
    await second;
    expect(order).toEqual(['a answered', 'b started']);
  });

  it('stop at the hour’s 500 with write-budget, when the wait for a slot is longer than allowed', async () => {
    const limits = { ...GITHUB_LIMITS, writes: { ...GITHUB_LIMITS.writes, perMinute: 1000, minIntervalMs: 100 } };
    const { pacer: p } = pacer(limits);
    for (let i = 0; i < 500; i++) (await p.write('POST /x'))();
    const refused = await p.write('POST /x').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GithubError);
    expect((refused as GithubError).failure).toBe('write-budget');
    expect((refused as GithubError).retryAt).toBeGreaterThan(0);
  });

  it('wait for the hour when its slot comes within the wait allowed', async () => {
    const limits = { ...GITHUB_LIMITS, writes: { ...GITHUB_LIMITS.writes, perHour: 3, maxWaitMs: 60 * MINUTE } };
    const { clock, pacer: p, start } = pacer(limits);
    for (let i = 0; i < 4; i++) (await p.write('POST /x'))();
    expect(clock.now() - start).toBe(60 * MINUTE);
  });

  it('are refused once the next slot falls past the deadline', async () => {
    const { clock, pacer: p } = pacer(GITHUB_LIMITS, manualClock().now() + 1_500);
    (await p.write('POST /a'))();
    (await p.write('POST /b'))();
    const refused = await p.write('POST /c').catch((e: unknown) => e);
    expect((refused as GithubError).failure).toBe('deadline');
    expect((refused as GithubError).message).toContain('POST /c');
    expect(clock.now()).toBeLessThan(manualClock().now() + 1_500);
  });
});

describe('reads', () => {
  it('run a few at once, and no more', async () => {
    const limits = { ...GITHUB_LIMITS, reads: { atOnce: 2, perMinutePerKind: 900 } };
    const { pacer: p } = pacer(limits);
    const a = await p.read('blob', 'GET /a');
    const b = await p.read('blob', 'GET /b');
    let third = false;
    const c = p.read('blob', 'GET /c').then((release) => {
      third = true;
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(third).toBe(false);
    a();
    (await c)();
    expect(third).toBe(true);
    b();
  });

  it('keep within a minute’s count per kind, and space code searches', async () => {
    const limits = { ...GITHUB_LIMITS, reads: { atOnce: 8, perMinutePerKind: 10 } };
    const { clock, pacer: p, start } = pacer(limits);
    for (let i = 0; i < 10; i++) (await p.read('blob', 'GET /b'))();
    (await p.read('tree', 'GET /t'))();
    expect(clock.now()).toBe(start);
    (await p.read('blob', 'GET /b'))();
    expect(clock.now()).toBe(start + MINUTE);
    (await p.read('search', 'GET /search/code'))();
    (await p.read('search', 'GET /search/code'))();
    expect(clock.now()).toBe(start + MINUTE + GITHUB_LIMITS.searchIntervalMs);
  });
});

it('holds every request while a rate limit asks to wait', async () => {
  const { clock, pacer: p, start } = pacer();
  p.holdUntil(start + 30_000);
  (await p.read('tree', 'GET /t'))();
  expect(clock.now()).toBe(start + 30_000);
  p.holdUntil(start + 90_000);
  (await p.write('POST /x'))();
  expect(clock.now()).toBe(start + 90_000);
  expect(p.writesWithin(MINUTE)).toBe(1);
});
