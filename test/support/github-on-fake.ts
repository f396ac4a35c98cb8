/**
 * Test support for the client's tests: a fake GitHub (test/fake-github/) and a client on it, both
 * on one clock that moves only when the client waits, so an hour of pacing takes no time. octokit's
 * own real-time spacing is off, and its retries a millisecond apart; the fake is closed after the test.
 */
import { onTestFinished } from 'vitest';
import { startFakeGithub, type FakeGithub, type FakeGithubOptions } from '../fake-github/server.ts';
import { openGithub, type GithubClient, type GithubOptions } from '../../src/github/client.ts';
import { manualClock } from '../../src/github/clock.ts';
import { GITHUB_LIMITS, type GithubLimits } from '../../src/github/limits.ts';

export const APP = 'ghs_app-installation-token';
export const READER = 'ghs_read-only-token';
export const PERSON = 'ghp_person-token';

export const TEST_LIMITS: GithubLimits = { ...GITHUB_LIMITS, retry: { retries: 2, baseDelayMs: 1 } };

export interface OnFake {
  github: FakeGithub;
  client: GithubClient;
  clock: ReturnType<typeof manualClock>;
  /** Another client on the same fake and clock, for another token or options. */
  clientFor(token: string, options?: Partial<GithubOptions>): Promise<GithubClient>;
}

export async function onFake(
  options: { fake?: Partial<FakeGithubOptions>; client?: Partial<GithubOptions> } = {},
): Promise<OnFake> {
  const clock = manualClock();
  const github = await startFakeGithub({
    tokens: {
      [APP]: { access: 'write', login: 'campaign-app[bot]', kind: 'installation' },
      [READER]: 'read',
      [PERSON]: { access: 'write', login: 'octocat', kind: 'user' },
    },
    now: clock.now,
    ...options.fake,
  });
  onTestFinished(() => github.close());
  const clientFor = (token: string, more: Partial<GithubOptions> = {}) =>
    openGithub({
      token,
      apiUrl: github.url,
      clock,
      limits: TEST_LIMITS,
      octokitThrottling: false,
      ...options.client,
      ...more,
    });
  return { github, client: await clientFor(APP), clock, clientFor };
}
