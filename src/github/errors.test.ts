/**
 * GitHub's refusals named by cause: a write a read-only token may not make, an archived
 * repository, a branch moved by someone else, a pull request already open, the rate limits told
 * apart; GitHub's words kept printable.
 */
import { describe, expect, it } from 'vitest';
import { githubError, rateLimitOf } from './errors.ts';

/** An error as octokit throws it for an answer. */
function answered(status: number, data: unknown, headers: Record<string, string> = {}) {
  return Object.assign(new Error(String((data as { message?: unknown }).message ?? status)), {
    status,
    response: { status, headers, data },
  });
}

const NOW = Date.parse('2025-01-01T00:00:00Z');

describe('the cause of a refusal', () => {
  it.each([
    [401, { message: 'Bad credentials' }, true, 'bad-credentials'],
    [403, { message: 'Resource not accessible by integration' }, true, 'no-push-access'],
    [403, { message: 'Resource not accessible by integration' }, false, 'forbidden'],
    [403, { message: 'Must have admin rights to Repository.' }, true, 'no-push-access'],
    [404, { message: 'Not Found' }, true, 'not-found'],
    [403, { message: 'Repository was archived so is read-only.' }, true, 'archived'],
    [404, { message: 'Not Found' }, false, 'not-found'],
    [409, { message: 'Git Repository is empty.' }, false, 'empty-repository'],
    [422, { message: 'Reference already exists' }, true, 'already-exists'],
    [
      422,
      { message: 'Validation Failed', errors: [{ message: 'A pull request already exists for acme:fix.' }] },
      true,
      'already-exists',
    ],
    [422, { message: 'Update is not a fast forward' }, true, 'not-fast-forward'],
    [422, { message: 'Reference does not exist' }, true, 'not-found'],
    [422, { message: 'Validation Failed', errors: [{ field: 'head', code: 'invalid' }] }, true, 'rejected'],
    [502, { message: 'Server Error' }, false, 'server'],
  ])('%i %j (write: %s) is %s', (status, data, write, failure) => {
    expect(githubError(answered(status, data), 'X /y', write, NOW).failure).toBe(failure);
  });

  it('names a 404 to a new tree no-push-access: GitHub hides what a token may not write as missing', () => {
    const refused = answered(404, { message: 'Not Found' });
    expect(githubError(refused, 'POST /repos/acme/web/git/trees', true, NOW).failure).toBe('no-push-access');
    expect(githubError(refused, 'PATCH /repos/acme/web/pulls/1', true, NOW).failure).toBe('not-found');
  });

  it('is no answer at all when octokit got none', () => {
    const error = Object.assign(new Error('fetch failed'), { status: 500, cause: new Error('ECONNRESET') });
    const named = githubError(error, 'GET /y', false, NOW);
    expect(named.failure).toBe('network');
    expect(named.message).toContain('ECONNRESET');
  });

  it('quotes GitHub’s words on one line, clipped', () => {
    const named = githubError(
      answered(403, { message: `line one\n::error::x${'y'.repeat(400)}` }),
      'POST /z',
      true,
      NOW,
    );
    expect(named.message).not.toContain('\n');
    expect(named.message).toContain('line one\\n::error::x');
    expect(named.said?.length).toBeLessThanOrEqual(301);
  });
});

describe('rate limits', () => {
  it('tells a secondary limit by its words, with the wait Retry-After asks in seconds or as a date', () => {
    const message = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' };
    expect(rateLimitOf(answered(403, message, { 'retry-after': '30' }), NOW)).toEqual({
      kind: 'secondary',
      retryAfterMs: 30_000,
    });
    expect(rateLimitOf(answered(429, message), NOW)).toEqual({ kind: 'secondary' });
    const date = new Date(NOW + 45_000).toUTCString();
    expect(rateLimitOf(answered(403, message, { 'retry-after': date }), NOW)).toEqual({
      kind: 'secondary',
      retryAfterMs: 45_000,
    });
    expect(githubError(answered(403, message), 'POST /x', true, NOW).failure).toBe('secondary-limit');
  });

  it('takes the reset of a spent budget for a secondary limit without Retry-After', () => {
    const message = { message: 'You have exceeded a secondary rate limit. Please wait a few minutes.' };
    const reset = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + 90) };
    expect(rateLimitOf(answered(403, message, reset), NOW)).toEqual({ kind: 'secondary', resetAt: NOW + 90_000 });
    expect(rateLimitOf(answered(403, message, { ...reset, 'retry-after': '5' }), NOW)).toEqual({
      kind: 'secondary',
      retryAfterMs: 5_000,
    });
    const budgetLeft = { ...reset, 'x-ratelimit-remaining': '12' };
    expect(rateLimitOf(answered(429, message, budgetLeft), NOW)).toEqual({ kind: 'secondary' });
  });

  it('tells the primary budget spent by x-ratelimit-remaining 0, with its reset', () => {
    const spent = answered(
      403,
      { message: 'API rate limit exceeded for installation ID 1.' },
      {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(NOW / 1000 + 600),
      },
    );
    expect(rateLimitOf(spent, NOW)).toEqual({ kind: 'primary', resetAt: NOW + 600_000 });
    const named = githubError(spent, 'GET /x', false, NOW);
    expect(named.failure).toBe('rate-limited');
    expect(named.retryAt).toBe(NOW + 600_000);
  });

  it('is none for another 403', () => {
    expect(rateLimitOf(answered(403, { message: 'Resource not accessible by integration' }), NOW)).toBeUndefined();
  });
});
