/**
 * The token's end: as given, as GitHub's header states it, or an hour from the first request for
 * an installation token; no request starts within the margin before it.
 */
import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { Deadline, parseTokenExpiration } from './deadline.ts';
import { GITHUB_LIMITS } from './limits.ts';

const MARGIN = GITHUB_LIMITS.deadline.marginMs;
const HOUR = 3_600_000;

describe('the header GitHub sends', () => {
  it.each([
    ['2021-10-07 19:07:53 UTC', Date.parse('2021-10-07T19:07:53Z')],
    ['2023-04-09 02:20:37 -0700', Date.parse('2023-04-09T09:20:37Z')],
    ['2023-04-09T02:20:37Z', Date.parse('2023-04-09T02:20:37Z')],
  ])('reads %s', (text, ms) => expect(parseTokenExpiration(text)).toBe(ms));

  it.each(['', 'tomorrow', '2021-10-07', '2021-13-07 19:07:53 UTC'])('reads nothing from %j', (text) =>
    expect(parseTokenExpiration(text)).toBeUndefined(),
  );
});

describe('the deadline', () => {
  it('is an hour from the first request for an installation token whose end is not known', () => {
    const clock = manualClock();
    const deadline = new Deadline('ghs_abc', undefined, GITHUB_LIMITS, clock);
    expect(deadline.end()).toBeUndefined();
    const first = clock.now();
    deadline.started();
    clock.advance(10 * 60_000);
    deadline.started();
    expect(deadline.end()).toBe(first + HOUR - MARGIN);
    expect(deadline.describe()?.source).toBe('assumed');
  });

  it('is none for a token that states no end', () => {
    const deadline = new Deadline('ghp_person', undefined, GITHUB_LIMITS, manualClock());
    deadline.started();
    deadline.observe({ 'x-ratelimit-remaining': '10' });
    expect(deadline.end()).toBeUndefined();
    expect(deadline.describe()).toBeUndefined();
  });

  it('takes the end GitHub states over one assumed, and over a later one given', () => {
    const clock = manualClock();
    const assumed = new Deadline('ghs_abc', undefined, GITHUB_LIMITS, clock);
    assumed.started();
    assumed.observe({ 'github-authentication-token-expiration': '2025-01-01 00:30:00 UTC' });
    expect(assumed.end()).toBe(Date.parse('2025-01-01T00:30:00Z') - MARGIN);
    expect(assumed.describe()?.source).toBe('github');
    const given = new Deadline('ghs_abc', new Date('2025-01-01T00:20:00Z'), GITHUB_LIMITS, clock);
    given.observe({ 'github-authentication-token-expiration': '2025-01-01 00:30:00 UTC' });
    expect(given.describe()).toMatchObject({ source: 'given', expiresAt: new Date('2025-01-01T00:20:00Z') });
    given.observe({ 'github-authentication-token-expiration': '2025-01-01 00:10:00 UTC' });
    expect(given.describe()).toMatchObject({
      source: 'github',
      stopAt: new Date(Date.parse('2025-01-01T00:10:00Z') - MARGIN),
    });
  });
});
