/**
 * Test support for the campaign's in-process tests: the fake GitHub (test/fake-github/) and the
 * client on one manual clock (so an hour of pacing takes no time), the registry in memory with
 * acme/vpc/aws, and a request as `parse` would give it, each part overridable.
 */
import { onTestFinished } from 'vitest';
import { startFakeGithub, type FakeGithub, type FakeGithubOptions } from '../../test/fake-github/server.ts';
import { memoryRegistry } from '../../test/support/memory-registry.ts';
import { recordingLog } from '../../test/support/fake-runner.ts';
import { openGithub } from '../github/client.ts';
import { manualClock } from '../github/clock.ts';
import { APP, PERSON, READER, TEST_LIMITS } from '../github/client-on-fake.ts';
import type { ModeDeps, VersionState } from '../model.ts';
import type { CampaignRequest } from './inputs.ts';
import { run, type CampaignResult } from './run.ts';
import { VERSIONS } from './fixtures.ts';

export { SOURCE, VERSIONS, calling } from './fixtures.ts';

export { APP, PERSON, READER };

export interface OnFakes {
  readonly github: FakeGithub;
  readonly clock: ReturnType<typeof manualClock>;
  readonly log: ReturnType<typeof recordingLog>;
  /** The registry's versions, changed between runs by `setVersions`. */
  setVersions(versions: VersionState[]): void;
  /** One campaign run; `over` changes the request. */
  run(over?: Partial<CampaignRequest>, token?: string): Promise<CampaignResult>;
}

export async function onFakes(
  options: {
    fake?: Partial<FakeGithubOptions>;
    versions?: VersionState[];
    /** Each repository's HCP workspaces, as Explorer's workspace view would give them (`usage` on). */
    workspaces?: ReadonlyMap<string, readonly string[]>;
  } = {},
) {
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
  let registry = memoryRegistry({ 'acme/vpc/aws': options.versions ?? VERSIONS });
  const log = recordingLog();
  const fakes: OnFakes = {
    github,
    clock,
    log,
    setVersions: (versions) => (registry = memoryRegistry({ 'acme/vpc/aws': versions })),
    run: (over = {}, token = APP) => {
      const request: CampaignRequest = {
        kind: 'campaign',
        service: { baseUrl: 'https://app.terraform.io', host: 'app.terraform.io', hostname: 'app.terraform.io' },
        token: 'hcp-token',
        tokenSource: 'a test',
        usage: 'off',
        organization: 'acme',
        pattern: { namespace: 'acme', name: 'vpc', provider: 'aws' },
        repositories: { owners: ['acme'], include: ['acme/*'], exclude: [] },
        github: { token, apiUrl: github.url, tokenFrom: 'a test' },
        pullRequestsLimit: 20,
        codeSearch: false,
        fixMajor: false,
        dryRun: false,
        requestTimeoutMs: 30_000,
        warnings: [],
        ...over,
      };
      const workspaces = options.workspaces;
      const deps: ModeDeps = {
        registry,
        log,
        context: {},
        concurrency: 4,
        ...(workspaces !== undefined && {
          workspaceRepositories: { listWorkspaceRepositories: async () => workspaces },
        }),
      };
      return run(request, deps, (o) =>
        openGithub({ ...o, clock, limits: TEST_LIMITS, octokitThrottling: false, debug: () => {} }),
      );
    },
  };
  return fakes;
}

/** The result of a run that did not fail, or the test fails. */
export function done(result: CampaignResult): Extract<CampaignResult, { kind: 'done' }> {
  if (result.kind !== 'done') throw new Error(`the campaign failed: ${result.message}`);
  return result;
}
