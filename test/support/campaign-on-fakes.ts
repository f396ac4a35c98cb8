/**
 * Test support for the campaign's in-process tests: the fake GitHub and a client on one manual
 * clock (src/github/client-on-fake.ts: an hour of pacing takes no time), the registry in memory
 * with acme/vpc/aws, and a request as `parse` would give it, each part overridable.
 */
import type { FakeGithubOptions } from '../fake-github/server.ts';
import { memoryRegistry } from './memory-registry.ts';
import { recordingLog } from './fake-runner.ts';
import { APP, PERSON, READER, onFake } from './github-on-fake.ts';
import type { ModeDeps, VersionState } from '../../src/model.ts';
import type { CampaignRequest } from '../../src/campaign/inputs.ts';
import { run, type CampaignResult } from '../../src/campaign/run.ts';
import { VERSIONS, campaignRequest } from './campaign-fixtures.ts';
import { ACTION_WORDS } from '../../src/wording.ts';

export { SOURCE, VERSIONS, calling } from './campaign-fixtures.ts';
export { APP, PERSON, READER };

export async function onFakes(
  options: {
    fake?: Partial<FakeGithubOptions>;
    versions?: VersionState[];
    /** Each repository's HCP workspaces, as Explorer's workspace view would give them (`usage` on). */
    workspaces?: ReadonlyMap<string, readonly string[]>;
  } = {},
) {
  const { github, clock, clientFor } = await onFake({ ...(options.fake !== undefined && { fake: options.fake }) });
  let registry = memoryRegistry({ 'acme/vpc/aws': options.versions ?? VERSIONS });
  const log = recordingLog();
  const { workspaces } = options;
  return {
    github,
    clock,
    log,
    /** The registry's versions, changed between runs. */
    setVersions: (versions: VersionState[]): void => {
      registry = memoryRegistry({ 'acme/vpc/aws': versions });
    },
    /** One campaign run; `over` changes the request. */
    run: (over: Partial<CampaignRequest> = {}, token = APP): Promise<CampaignResult> => {
      const deps: ModeDeps = {
        registry,
        log,
        context: { words: ACTION_WORDS },
        concurrency: 4,
        ...(workspaces !== undefined && {
          workspaceRepositories: { listWorkspaceRepositories: async () => workspaces },
        }),
      };
      return run(campaignRequest({ token, apiUrl: github.url }, over), deps, (o) =>
        clientFor(o.token, { debug: () => {} }),
      );
    },
  };
}

/** The result of a run that did not fail, or the test fails. */
export function done(result: CampaignResult): Extract<CampaignResult, { kind: 'done' }> {
  if (result.kind !== 'done') throw new Error(`the campaign failed: ${result.message}`);
  return result;
}
