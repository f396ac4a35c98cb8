/**
 * GitHub's limits in the fake, on its own clock: the primary budget in `x-ratelimit-*` headers and
 * a 403 (or 429) once spent, the secondary limits on content-creating requests (80 a minute, 500
 * an hour) in GitHub's words with `Retry-After`, code search's budget, and `GET /rate_limit`.
 */
import { describe, expect, it } from 'vitest';
import { APP, call, start } from './test-client.ts';
import type { FakeGithub, FakeGithubOptions } from './server.ts';

/** A fake whose clock a test moves (`clock.now += ms`). */
async function withClock(
  options: Partial<FakeGithubOptions>,
  body: (fake: FakeGithub, clock: { now: number }) => Promise<void>,
) {
  const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
  const fake = await start({ now: () => clock.now, ...options });
  try {
    await body(fake, clock);
  } finally {
    await fake.close();
  }
}

const comment = (fake: FakeGithub) =>
  call('POST', '/repos/acme/web/issues/1/comments', { base: fake.url, body: { body: 'x' } });

describe('the primary budget', () => {
  it('is told on every answer, refused with 403 once spent, and renewed when its hour ends', async () => {
    await withClock({ limits: { primary: 3 } }, async (fake, clock) => {
      const first = await call('GET', '/repos/acme/web', { base: fake.url });
      expect(first.headers.get('x-ratelimit-limit')).toBe('3');
      expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
      expect(first.headers.get('x-ratelimit-used')).toBe('1');
      expect(first.headers.get('x-ratelimit-resource')).toBe('core');
      expect(Number(first.headers.get('x-ratelimit-reset'))).toBe(clock.now / 1000 + 3600);
      await call('GET', '/repos/acme/web', { base: fake.url });
      await call('GET', '/repos/acme/web', { base: fake.url });
      const spent = await call('GET', '/repos/acme/web', { base: fake.url });
      expect(spent.status).toBe(403);
      expect(spent.data.message).toBe('API rate limit exceeded for installation ID 4242.');
      expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
      // GET /rate_limit costs nothing and says the same.
      const status = await call<{ resources: { core: { remaining: number } } }>('GET', '/rate_limit', {
        base: fake.url,
      });
      expect(status.data.resources.core.remaining).toBe(0);
      clock.now += 3_600_000;
      expect((await call('GET', '/repos/acme/web', { base: fake.url })).status).toBe(200);
    });
  });

  it('answers 429 when told to', async () => {
    await withClock({ limits: { primary: 1, primaryStatus: 429 } }, async (fake) => {
      await call('GET', '/repos/acme/web', { base: fake.url });
      expect((await call('GET', '/repos/acme/web', { base: fake.url })).status).toBe(429);
    });
  });
});

describe('the secondary limits', () => {
  it('refuses the 81st write of a minute with GitHub’s message and Retry-After, and lets it through later', async () => {
    await withClock({}, async (fake, clock) => {
      for (let i = 0; i < 80; i++) {
        expect((await comment(fake)).status).toBe(201);
        clock.now += 100;
      }
      const refused = await comment(fake);
      expect(refused.status).toBe(403);
      expect(refused.data.message).toMatch(/^You have exceeded a secondary rate limit/);
      // The first write of the window leaves it 60 s after it was made: 52 s from now.
      expect(refused.headers.get('retry-after')).toBe('52');
      // Reads go on.
      expect((await call('GET', '/repos/acme/web', { base: fake.url })).status).toBe(200);
      clock.now += 52_000;
      expect((await comment(fake)).status).toBe(201);
    });
  });

  it('refuses past 500 writes an hour, and without Retry-After when told to', async () => {
    await withClock(
      { limits: { secondary: { perMinute: 1000, perHour: 5, retryAfter: false } } },
      async (fake, clock) => {
        for (let i = 0; i < 5; i++) {
          expect((await comment(fake)).status).toBe(201);
          clock.now += 1000;
        }
        const refused = await comment(fake);
        expect(refused.status).toBe(403);
        expect(refused.headers.get('retry-after')).toBeNull();
      },
    );
  });

  it('keeps a window per token, and counts none of the refused', async () => {
    await withClock({ limits: { secondary: { perMinute: 1 } } }, async (fake, clock) => {
      expect((await comment(fake)).status).toBe(201);
      expect((await comment(fake)).status).toBe(403);
      expect((await comment(fake)).status).toBe(403);
      clock.now += 60_001;
      expect((await comment(fake)).status).toBe(201);
      expect(fake.requests.filter((r) => r.token === APP).map((r) => r.status)).toEqual([201, 403, 403, 201]);
    });
  });
});

describe('code search’s budget', () => {
  it('allows 10 searches a minute, told as code_search', async () => {
    await withClock({}, async (fake) => {
      for (let i = 0; i < 10; i++) {
        const answer = await call('GET', '/search/code?q=vpc', { base: fake.url });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-ratelimit-resource')).toBe('code_search');
      }
      expect((await call('GET', '/search/code?q=vpc', { base: fake.url })).status).toBe(403);
      expect((await call('GET', '/repos/acme/web', { base: fake.url })).status).toBe(200);
    });
  });
});
