/**
 * The bundle under faults, end to end against the fake service: rate limits, server errors,
 * dropped and slow connections, answers that are not what the API documents, retries running out,
 * and a read API that lags. (A batch that half fails, and its re-run: re-runs.e2e.test.ts.) Each test has its own fake, so they run
 * concurrently; none asserts how long it took, only what the action did and what the service saw.
 */
import { describe, expect, it } from 'vitest';
import { TRANSPORT_LIMITS } from '../../src/registry/limits.ts';
import { READ_GRACE_MS } from '../../src/changes/verify.ts';
import { type FakeTfe, type FakeTfeOptions, type RecordedRequest } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'faults-token.atlasv1.Kx7-secret-a9b8c7d6';
const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0', '1.5.0', '2.0.0'];
const REASON = 'Superseded by 2.0.0; please upgrade.';
const LINK = 'https://example.com/vpc/upgrade';
/** Timer resolution: a wait of N ms may be seen as N - 1 by another clock reading. */
const CLOCK_SLACK_MS = 5;

/** Each test's own fake (tests run concurrently). */
const fake = (options: FakeTfeOptions = {}): Promise<FakeTfe> => fakeService(TOKEN, { ...options, versions: VERSIONS });

function inputs(tfe: FakeTfe, overrides: Record<string, string> = {}): Record<string, string> {
  return deprecateInputs(tfe.url, TOKEN, { reason: REASON, link: LINK, 'verify-timeout': '10', ...overrides });
}

const patches = (tfe: FakeTfe): RecordedRequest[] => tfe.requests.filter((r) => r.method === 'PATCH');
const reads = (tfe: FakeTfe): RecordedRequest[] => tfe.requests.filter((r) => r.method === 'GET');
const versionOf = (r: RecordedRequest): string => r.path.split('/').pop() ?? '';
const errors = (run: ActionRun): string =>
  run.annotations
    .filter((a) => a.level === 'error')
    .map((a) => `${a.title ?? ''}: ${a.message}`)
    .join('\n');
/** The delays the action logged before each retry, in seconds. */
const retryDelays = (run: ActionRun): number[] =>
  [...run.stdout.matchAll(/retrying in (\d+(?:\.\d+)?) s/g)].map((m) => Number(m[1]));

function expectDeprecated(tfe: FakeTfe, ...versions: string[]): void {
  for (const v of versions) expect(tfe.getDeprecation('acme', 'vpc', 'aws', v), v).toMatchObject({ link: LINK });
}

describe.concurrent('429: rate limited', () => {
  it('waits out a burst of 429s on concurrent PATCHes, each for its float X-RateLimit-Reset', async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'PATCH',
      times: 3,
      fault: { kind: 'status', status: 429, headers: { 'x-ratelimit-reset': '0.6' } },
    });
    const run = await runAction(inputs(tfe, { version: '1.0.0,1.1.0,1.2.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expectDeprecated(tfe, '1.0.0', '1.1.0', '1.2.0');
    expect(patches(tfe).filter((r) => r.status === 429)).toHaveLength(3);
    for (const limited of patches(tfe).filter((r) => r.status === 429)) {
      const retry = patches(tfe).find((r) => versionOf(r) === versionOf(limited) && r.receivedAt > limited.receivedAt);
      expect(retry?.status).toBe(200);
      expect((retry?.receivedAt ?? 0) - limited.receivedAt).toBeGreaterThanOrEqual(600 - CLOCK_SLACK_MS);
    }
    // The header, not backoff (at most 0.25 s before a second try): every logged wait is 0.6 s or more.
    expect(retryDelays(run)).toHaveLength(3);
    for (const delay of retryDelays(run)) expect(delay).toBeGreaterThanOrEqual(0.6);
    expect(parseResult(run).map((r) => r.outcome)).toEqual(['changed', 'changed', 'changed']);
  });

  it('waits for Retry-After given in seconds', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'status', status: 429, headers: { 'retry-after': '1' } } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    const [limited, retry] = patches(tfe);
    expect([limited?.status, retry?.status]).toEqual([429, 200]);
    expect((retry?.receivedAt ?? 0) - (limited?.receivedAt ?? 0)).toBeGreaterThanOrEqual(1000 - CLOCK_SLACK_MS);
  });

  it('waits for Retry-After given as an HTTP date', async () => {
    const tfe = await fake();
    const until = new Date(Date.now() + 2000).toUTCString();
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'status', status: 429, headers: { 'retry-after': until } } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    const [limited, retry] = patches(tfe);
    expect([limited?.status, retry?.status]).toEqual([429, 200]);
    // Not before the date it was told, whatever time the 429 came at.
    expect(retry?.receivedAt).toBeGreaterThanOrEqual(Date.parse(until) - CLOCK_SLACK_MS);
  });

  it('backs off on a 429 with neither header, on reads and PATCHes', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', times: 2, fault: { kind: 'status', status: 429 } });
    tfe.injectFault({ method: 'PATCH', times: 2, fault: { kind: 'status', status: 429 } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches(tfe).map((r) => r.status)).toEqual([429, 429, 200]);
    expect(reads(tfe)[0]?.status).toBe(429);
    expect(run.stdout).toMatch(/read versions: HTTP 429; retrying in/);
    expect(run.stdout).toMatch(/deprecate: HTTP 429; retrying in/);
    expectDeprecated(tfe, '1.0.0');
  });

  it('fails at once, saying what to do, when the wait asked for is beyond the retry budget', async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'PATCH',
      fault: { kind: 'status', status: 429, headers: { 'x-ratelimit-reset': '3600' } },
    });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(1);
    expect(errors(run)).toMatch(/1\.0\.0.*HTTP 429/);
    expect(errors(run)).toContain('asked to wait 3600 s');
    expect(errors(run)).toContain('run again later');
    expect(parseResult(run)[0]).toMatchObject({ version: '1.0.0', outcome: 'failed', after: { deprecated: false } });
  });
});

describe.concurrent('5xx: the service failed', () => {
  it.each([500, 502, 503, 504])('retries %i on the read and on the PATCH, then succeeds', async (status) => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'status', status } });
    tfe.injectFault({ method: 'PATCH', times: 2, fault: { kind: 'status', status } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    // The fourth read is the organization's feature set, a 404 on this service (Terraform Enterprise).
    expect(reads(tfe).map((r) => r.status)).toEqual([status, 200, 200, 200, 404, 200]);
    expect(patches(tfe).map((r) => r.status)).toEqual([status, status, 200]);
    expect(run.stdout).toContain(`deprecate: HTTP ${status}; retrying in`);
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', verified: true });
  });

  it('retries an HTML error page from a proxy (502) like any 502, without printing it', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'malformed', status: 502 } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads(tfe)[0]?.status).toBe(502);
    expect(run.stdout).toContain('read versions: HTTP 502; retrying in');
    expect(run.everything).not.toContain('<html>');
  });
});

describe.concurrent('connections that drop or stall', () => {
  it('retries the read when the connection resets in the middle of the answer', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'reset-mid-body' } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads(tfe).map((r) => r.status)).toEqual([0, 200, 200, 200, 404, 200]);
    expect(run.stdout).toContain('the connection closed before the answer was complete; retrying');
  });

  it('retries a PATCH whose answer was cut off after the change was made: idempotent, reported once', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'reset-mid-body' } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches(tfe).map((r) => r.status)).toEqual([0, 200]);
    expect(JSON.parse(patches(tfe)[1]?.body ?? '')).toEqual(JSON.parse(patches(tfe)[0]?.body ?? ''));
    expect(parseResult(run)).toEqual([
      expect.objectContaining({ version: '1.0.0', outcome: 'changed', verified: true }),
    ]);
    expect(run.outputs['deprecation-id']).toBe(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.id);
  });

  it('gives up on an answer slower than request-timeout and tries again', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', fault: { kind: 'delay', ms: 10_000 } });
    const run = await runAction(inputs(tfe, { 'request-timeout': '1' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('deprecate: no answer from');
    expect(run.stdout).toContain('no answer within 1 s; retrying');
    expect(patches(tfe)).toHaveLength(2);
    expectDeprecated(tfe, '1.0.0');
  });

  it('gives up on a body that stalls after the headers, and tries again', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'slow-body', ms: 10_000 } });
    const run = await runAction(inputs(tfe, { 'request-timeout': '1' }));
    expect(run.exitCode, run.stdout).toBe(0);
    // Whichever notices first: the body timer, or the socket's idle timeout closing the connection.
    expect(run.stdout).toMatch(
      /read versions: (no complete answer within 1 s|the connection closed before the answer was complete); retrying/,
    );
    expect(reads(tfe)[0]?.status).toBe(200);
    expectDeprecated(tfe, '1.0.0');
  });
});

describe.concurrent('answers that are not what the API documents', () => {
  it('fails clearly, sending nothing, when a 200 read is an HTML page (a proxy or the wrong host)', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'malformed' } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(0);
    expect(errors(run)).toContain('the versions list answer is not JSON');
    expect(errors(run)).toContain('a proxy or the wrong hostname may be in the way');
    // The page's markup is shown as text in the summary, never as HTML.
    expect(run.summary).toContain('not JSON');
    expect(run.summary).toContain('\\<!DOCTYPE html\\>');
    expect(run.summary).not.toMatch(/(?<!\\)<(!DOCTYPE|html|head|title)/i);
  });

  it('fails clearly, sending nothing, when a 200 read lacks the `modules` key', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'empty-json' } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(0);
    expect(errors(run)).toContain('the versions list has no `modules` array');
    expect(errors(run)).toContain('is the hostname an HCP Terraform or Terraform Enterprise host?');
  });

  it('fails clearly, sending nothing, when a listed version has no `version` key', async () => {
    const tfe = await fake();
    tfe.injectFault({
      method: 'GET',
      fault: {
        kind: 'malformed',
        contentType: 'application/json',
        body: JSON.stringify({ modules: [{ versions: [{ deprecation: null }, { version: '1.0.0' }] }] }),
      },
    });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(0);
    expect(errors(run)).toContain('the versions list has an entry without a version');
  });

  it.each([
    ['an HTML page', { kind: 'malformed' }],
    ['{}', { kind: 'empty-json' }],
  ] as const)(
    'does not trust a PATCH answered 200 with %s that changed nothing: verification catches it',
    async (_, fault) => {
      const tfe = await fake();
      // The fault answers instead of the service: a 200 from something that did not make the change.
      tfe.injectFault({ method: 'PATCH', fault });
      const run = await runAction(inputs(tfe, { 'verify-timeout': '1' }));
      expect(run.exitCode).toBe(1);
      expect(patches(tfe)).toHaveLength(1);
      expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', verified: false, 'deprecation-id': null });
      expect(errors(run)).toContain(
        '1.0.0: The service accepted the change, but the registry read API did not show it',
      );
      expect(errors(run)).toContain('it still shows the version as not deprecated');
      expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
      // Once the answers are real again, a re-run makes the change.
      tfe.clearFaults();
      const again = await runAction(inputs(tfe));
      expect(again.exitCode, again.stdout).toBe(0);
      expectDeprecated(tfe, '1.0.0');
    },
  );

  it('keeps verifying through a verification read that lacks the expected keys', async () => {
    const tfe = await fake();
    // The first read plans; the second is the first verification read.
    tfe.injectFault({ method: 'GET', path: /\/versions$/, times: 1, fault: { kind: 'delay', ms: 0 } });
    tfe.injectFault({ method: 'GET', path: /\/versions$/, times: 1, fault: { kind: 'empty-json' } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads(tfe).length).toBeGreaterThanOrEqual(3);
    expect(run.stdout).toContain('read 1: 1 not showing yet');
    expect(parseResult(run)[0]).toMatchObject({ verified: true });
  });
});

describe.concurrent('retries are bounded', () => {
  it('stops after the set number of tries on a PATCH, naming the version, the last status and what to do', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', times: Infinity, fault: { kind: 'status', status: 503 } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(TRANSPORT_LIMITS.retry.maxAttempts);
    const annotation = run.annotations.find((a) => a.title?.startsWith('Module version 1.0.0'));
    expect(annotation?.message).toContain('1.0.0: deprecate failed: HTTP 503');
    expect(annotation?.message).toContain('try again later');
    expect(annotation?.message).toContain(`gave up after ${TRANSPORT_LIMITS.retry.maxAttempts} tries`);
    expect(errors(run)).toContain('1 of 1 versions failed: 1.0.0');
    expect(errors(run)).toContain('running the step again retries only what is not done');
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'failed', error: expect.stringContaining('HTTP 503') });
  });

  it('stops after the set number of tries when no answer comes, and says what to check', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', times: Infinity, fault: { kind: 'delay', ms: 60_000 } });
    const run = await runAction(inputs(tfe, { 'request-timeout': '0.2' }));
    expect(run.exitCode).toBe(1);
    expect(reads(tfe)).toHaveLength(TRANSPORT_LIMITS.retry.maxAttempts);
    expect(patches(tfe)).toHaveLength(0);
    expect(errors(run)).toContain('read versions failed: no answer from');
    expect(errors(run)).toContain('no answer within 0.2 s');
    expect(errors(run)).toContain(`gave up after ${TRANSPORT_LIMITS.retry.maxAttempts} tries`);
    expect(errors(run)).toMatch(/HTTPS_PROXY.*`request-timeout`/s);
    expect(run.summary).toContain(`${tfe.host}/acme/vpc/aws`);
  });

  it('stops after the set number of tries when every connection resets, and says what to check', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', times: Infinity, fault: { kind: 'reset' } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(TRANSPORT_LIMITS.retry.maxAttempts);
    expect(errors(run)).toMatch(/1\.0\.0: deprecate failed: no answer from .*ECONNRESET/);
    expect(errors(run)).toContain('HTTPS_PROXY');
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'failed', after: { deprecated: false } });
  });
});

describe.concurrent('verification against a lagging read API', () => {
  it('passes for a batch when the read API shows the changes a few seconds late', async () => {
    const tfe = await fake({ readLagMs: 2500 });
    const run = await runAction(inputs(tfe, { version: '1.0.0,1.1.0,1.2.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/read 1: 3 not showing yet/);
    expect(run.stdout).toMatch(/read \d+: every change shows/);
    expect(parseResult(run).every((r) => r.verified === true)).toBe(true);
  });

  it('passes when verification reads fail for a while, then catch up', async () => {
    const tfe = await fake({ readLagMs: 1000 });
    tfe.injectFault({ method: 'GET', path: /\/versions$/, times: 1, fault: { kind: 'delay', ms: 0 } });
    tfe.injectFault({ method: 'GET', path: /\/versions$/, times: 3, fault: { kind: 'status', status: 503 } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads(tfe).filter((r) => r.status === 503)).toHaveLength(3);
    expect(parseResult(run)[0]).toMatchObject({ verified: true });
  });

  it('does not let a failing read API hold verification past verify-timeout with its retries', async () => {
    const tfe = await fake();
    // The plan's read goes through; every read after the PATCH fails.
    tfe.injectFault({
      method: 'GET',
      path: /\/versions$/,
      skip: 1,
      times: Infinity,
      fault: { kind: 'status', status: 503 },
    });
    const run = await runAction(inputs(tfe, { 'verify-timeout': '1' }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('verification-timeout');
    expect(parseResult(run)[0]).toMatchObject({ outcome: 'changed', verified: false });
    // A retry whose wait ends past the deadline is not made: no read comes after the deadline and
    // the grace a read may retry past it (READ_GRACE_MS), give or take a slow machine's second.
    // (Counting reads is no bound: with full jitter six quick tries may end before the deadline,
    // and the poll then reads again.)
    const patch = tfe.requests.find((r) => r.method === 'PATCH');
    const failed = reads(tfe).filter((r) => r.status === 503);
    expect(failed.length).toBeGreaterThan(0);
    const lastAfterPatch = Math.max(...failed.map((r) => r.receivedAt)) - (patch?.receivedAt ?? 0);
    expect(lastAfterPatch).toBeLessThan(1_000 + READ_GRACE_MS + 1_500);
  });

  it('fails, naming each version and what to do, when the read API never catches up', async () => {
    const tfe = await fake({ readLagMs: 600_000 });
    const run = await runAction(inputs(tfe, { version: '1.0.0,1.1.0', 'verify-timeout': '1' }));
    expect(run.exitCode).toBe(1);
    expect(errors(run)).toContain('2 changed but not verified: 1.0.0, 1.1.0');
    for (const v of ['1.0.0', '1.1.0']) {
      const annotation = run.annotations.find((a) => a.title?.startsWith(`Module version ${v} `));
      expect(annotation?.message).toContain('the registry read API did not show it within 1 s');
      expect(annotation?.message).toContain('it still shows the version as not deprecated');
      expect(annotation?.message).toContain('raise `verify-timeout`');
    }
    expect(run.summary).toContain('✅ changed (not verified)');
    expect(parseResult(run).map((r) => [r.outcome, r.verified])).toEqual([
      ['changed', false],
      ['changed', false],
    ]);
  });
});

describe.concurrent('bounded by construction', () => {
  it('ignores an announced rate limit below 1 per second, says so once, and finishes the batch', async () => {
    const tfe = await fake();
    // Followed, 0.001 would pace each request 1000 s after the one before: the test would time out.
    tfe.injectFault({ times: Infinity, fault: { kind: 'headers', headers: { 'x-ratelimit-limit': '0.001' } } });
    const run = await runAction(inputs(tfe, { version: '1.0.0,1.1.0,1.2.0' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expectDeprecated(tfe, '1.0.0', '1.1.0', '1.2.0');
    const notices = run.stdout.split('\n').filter((l) => l.includes('X-RateLimit-Limit'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(
      'The service announced a rate limit of "0.001" requests per second (X-RateLimit-Limit), which is not a number of at least 1; it is ignored',
    );
  });

  it.each([
    ['streamed without a length', false],
    ['with a declared length', true],
  ])('fails clearly on an answer over 32 MiB %s: no crash, no retry, nothing sent', async (_, declareLength) => {
    const tfe = await fake();
    tfe.injectFault({ method: 'GET', fault: { kind: 'oversized', bytes: 33 * 1024 * 1024, declareLength } });
    const run = await runAction(inputs(tfe));
    expect(run.exitCode).toBe(1);
    expect(reads(tfe)).toHaveLength(1);
    expect(patches(tfe)).toHaveLength(0);
    expect(errors(run)).toContain(
      'read versions failed: the answer to GET /api/registry/v1/modules/acme/vpc/aws/versions is larger than 32 MiB, the most this action reads',
    );
    expect(errors(run)).toContain('Check that `hostname` names an HCP Terraform or Terraform Enterprise host');
    expect(run.everything).not.toContain('ERR_STRING_TOO_LONG');
    expect(run.everything).not.toMatch(/^\s+at /m);
    expect(run.everything).not.toContain('Unexpected error');
    expect(run.summary).toContain('larger than 32 MiB');
  });

  it('says "no complete answer" for a body that trickles past request-timeout, and tries again', async () => {
    const tfe = await fake();
    // A byte every 20 ms: the connection is never idle for 1 s, but the answer takes several.
    tfe.injectFault({ method: 'GET', fault: { kind: 'trickle-body', intervalMs: 20 } });
    const run = await runAction(inputs(tfe, { 'request-timeout': '1' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('read versions: no complete answer within 1 s; retrying');
    expect(run.stdout).not.toContain('the connection closed');
    expectDeprecated(tfe, '1.0.0');
  });
});
