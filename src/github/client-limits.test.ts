/**
 * GitHub's limits kept over HTTP, on one clock the client and the fake share (it moves only when
 * the client waits): writes a second apart and never past 80 a minute, so the fake's secondary
 * limit never refuses one; `Retry-After` obeyed, at least a minute then twice as long without it,
 * and a limit that will not lift named `secondary-limit`; the primary budget waited for only when
 * it renews soon; no request past the token's deadline; no answer or a 5xx tried again.
 */
import { describe, expect, it } from 'vitest';
import type { FakeGithub } from '../../test/fake-github/server.ts';
import { PERSON, TEST_LIMITS, onFake } from '../../test/support/github-on-fake.ts';
import { GithubError } from './errors.ts';

const WEB = { owner: 'acme', name: 'web' };
const MINUTE = 60_000;

/** The times the fake received each try of a comment write, and what it answered. */
const commentWrites = (github: FakeGithub) =>
  github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'));

const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'done',
    (e: unknown) => (e instanceof GithubError ? e.failure : e),
  );

function mostInWindow(times: readonly number[], ms: number): number {
  return Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + ms).length));
}

describe('pacing', () => {
  it('sends 200 writes at least a second apart, none refused by GitHub’s secondary limit', async () => {
    const { github, client } = await onFake();
    for (let i = 0; i < 200; i++) await client.issueComments.create(WEB, 1, `comment ${i}`);
    const writes = commentWrites(github);
    expect(writes.map((w) => w.status)).toEqual(Array(200).fill(201));
    const gaps = writes.slice(1).map((w, i) => w.time - (writes[i]?.time ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1_000);
    expect(
      mostInWindow(
        writes.map((w) => w.time),
        MINUTE,
      ),
    ).toBeLessThanOrEqual(80);
  });

  it('keeps to 80 a minute where the spacing alone would allow more', async () => {
    const limits = { ...TEST_LIMITS, writes: { ...TEST_LIMITS.writes, minIntervalMs: 100 } };
    const { github, client } = await onFake({ client: { limits } });
    for (let i = 0; i < 200; i++) await client.issueComments.create(WEB, 1, `comment ${i}`);
    const writes = commentWrites(github);
    expect(writes.every((w) => w.status === 201)).toBe(true);
    expect(
      mostInWindow(
        writes.map((w) => w.time),
        MINUTE,
      ),
    ).toBe(80);
    expect(client.writesWithin(MINUTE)).toBeLessThanOrEqual(80);
  });

  it('stops with write-budget when the hour’s writes are spent, sending none past them', async () => {
    const limits = { ...TEST_LIMITS, writes: { ...TEST_LIMITS.writes, perHour: 5 } };
    const { github, client } = await onFake({ client: { limits } });
    for (let i = 0; i < 5; i++) await client.issueComments.create(WEB, 1, `comment ${i}`);
    expect(await failureOf(client.issueComments.create(WEB, 1, 'one more'))).toBe('write-budget');
    expect(commentWrites(github)).toHaveLength(5);
  });
});

describe('rate limits', () => {
  it('obeys Retry-After, then goes on', async () => {
    const { github, client } = await onFake();
    github.injectFault({ method: 'POST', path: /\/comments$/, fault: { kind: 'secondary-limit', retryAfter: 30 } });
    await client.issueComments.create(WEB, 1, 'x');
    const [refused, accepted] = commentWrites(github);
    expect(refused?.status).toBe(403);
    expect(accepted?.status).toBe(201);
    expect((accepted?.time ?? 0) - (refused?.time ?? 0)).toBe(30_000);
  });

  it('obeys Retry-After on a 429 too, with no quicker try in between', async () => {
    const { github, client } = await onFake();
    github.injectFault({
      method: 'POST',
      path: /\/comments$/,
      fault: { kind: 'secondary-limit', retryAfter: 20, status: 429 },
    });
    await client.issueComments.create(WEB, 1, 'x');
    expect(commentWrites(github).map((w) => [w.status, w.time - (commentWrites(github)[0]?.time ?? 0)])).toEqual([
      [429, 0],
      [201, 20_000],
    ]);
  });

  it('waits at least a minute without Retry-After, then twice as long each time', async () => {
    const { github, client } = await onFake();
    github.injectFault({ method: 'POST', path: /\/comments$/, times: 2, fault: { kind: 'secondary-limit' } });
    await client.issueComments.create(WEB, 1, 'x');
    const times = commentWrites(github).map((w) => w.time);
    expect(times.slice(1).map((t, i) => t - (times[i] ?? 0))).toEqual([60_000, 120_000]);
  });

  it('waits for the budget’s reset when a secondary limit gives no Retry-After and the budget is spent', async () => {
    const { github, client, clock } = await onFake();
    github.injectFault({
      method: 'POST',
      path: /\/comments$/,
      fault: {
        kind: 'status',
        status: 403,
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(clock.now() / 1000) + 200) },
      },
    });
    await client.issueComments.create(WEB, 1, 'x');
    const [refused, sent] = commentWrites(github).map((w) => w.time);
    const wait = (sent ?? 0) - (refused ?? 0);
    expect(wait).toBeGreaterThanOrEqual(200_000);
    expect(wait).toBeLessThan(203_000);
  });

  it('holds every other request while it waits', async () => {
    const { github, client } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    github.injectFault({ method: 'POST', path: /\/comments$/, fault: { kind: 'secondary-limit', retryAfter: 45 } });
    const started = github.requests.length;
    const write = client.issueComments.create(WEB, 1, 'x');
    const read = (async () => {
      while (github.requests.length === started) await new Promise((resolve) => setTimeout(resolve, 5));
      return client.repositories.get(WEB);
    })();
    await Promise.all([write, read]);
    const refused = github.requests.find((r) => r.status === 403);
    const get = github.requests.find((r) => r.path === '/repos/acme/web');
    expect((get?.time ?? 0) - (refused?.time ?? 0)).toBeGreaterThanOrEqual(45_000);
  });

  it('names a secondary limit that does not lift secondary-limit, after the waits allowed', async () => {
    const { github, client } = await onFake();
    github.injectFault({ method: 'POST', path: /\/comments$/, times: Infinity, fault: { kind: 'secondary-limit' } });
    expect(await failureOf(client.issueComments.create(WEB, 1, 'x'))).toBe('secondary-limit');
    expect(commentWrites(github)).toHaveLength(TEST_LIMITS.secondary.retries + 1);
  });

  it('waits for a primary budget that renews soon; stops with rate-limited for one that does not', async () => {
    const { github, client, clock } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'rate-limit', resetIn: 60 } });
    const before = clock.now();
    await client.repositories.get(WEB);
    expect(clock.now() - before).toBeGreaterThanOrEqual(60_000);
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'rate-limit', resetIn: 3600 } });
    const waited = clock.now();
    const error = await client.repositories.get(WEB).catch((e: unknown) => e);
    expect((error as GithubError).failure).toBe('rate-limited');
    expect((error as GithubError).retryAt).toBeGreaterThan(clock.now());
    expect(clock.now()).toBe(waited);
  });
});

describe('the deadline', () => {
  it('sends nothing within the margin before an installation token’s hour ends', async () => {
    const { github, client, clock } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    await client.repositories.get(WEB);
    expect(client.deadline()?.source).toBe('assumed');
    clock.advance(55 * MINUTE);
    const sent = github.requests.length;
    expect(await failureOf(client.repositories.get(WEB))).toBe('deadline');
    expect(github.requests).toHaveLength(sent);
  });

  it('takes the end GitHub states, and the end given', async () => {
    const { github, client, clock, clientFor } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    const end = new Date(clock.now() + 10 * MINUTE)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' UTC');
    github.injectFault({
      path: '/repos/acme/web',
      fault: { kind: 'headers', headers: { 'github-authentication-token-expiration': end } },
    });
    await client.repositories.get(WEB);
    expect(client.deadline()?.source).toBe('github');
    clock.advance(5 * MINUTE);
    expect(await failureOf(client.repositories.get(WEB))).toBe('deadline');
    const given = await clientFor(PERSON, { tokenExpiresAt: new Date(clock.now() + 6 * MINUTE) });
    await given.repositories.get(WEB);
    clock.advance(MINUTE);
    expect(await failureOf(given.repositories.get(WEB))).toBe('deadline');
  });

  it('gives up a rate limit’s wait that would end past the deadline, at once', async () => {
    const { github, client, clock } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    await client.repositories.get(WEB);
    clock.advance(54 * MINUTE);
    github.injectFault({ method: 'POST', path: /\/comments$/, fault: { kind: 'secondary-limit', retryAfter: 120 } });
    const before = clock.now();
    expect(await failureOf(client.issueComments.create(WEB, 1, 'x'))).toBe('secondary-limit');
    expect(clock.now() - before).toBeLessThan(60_000);
  });
});

describe('no answer, or a 5xx', () => {
  it('is tried again and counted each time; one that persists is named server', async () => {
    const { github, client } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'status', status: 502 } });
    github.injectFault({ path: '/repos/acme/web', fault: { kind: 'reset' } });
    expect((await client.repositories.get(WEB)).fullName).toBe('acme/web');
    expect(client.requests().repository).toBe(3);
    github.injectFault({ path: '/repos/acme/web', times: Infinity, fault: { kind: 'status', status: 503 } });
    expect(await failureOf(client.repositories.get(WEB))).toBe('server');
  });
});
