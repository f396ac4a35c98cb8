/**
 * `tfe-module-lifecycle campaign` from the built command line (dist/cli/index.js under Node 24)
 * against the fake GitHub, as a GitHub Enterprise Server serves it (`/api/v3`), and the fake
 * service: the GitHub token from GH_TOKEN (before GITHUB_TOKEN, as gh reads them) and the API from
 * GITHUB_API_URL, never a flag; each token only to its own host; a dry run's plan with its diff;
 * a run that opens the pull request; `--result-file` and `--json`.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startFakeGithub, type FakeGithub } from '../fake-github/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'cli-campaign.atlasv1.tfe-s3cr3t-Token-abcdef0123';
const APP = 'ghs_CliCampaignAppToken0123456789abcdefgh';
const READER = 'ghs_CliCampaignReadOnly0123456789abcdefg';
const BRANCH = 'tfe-module-lifecycle/acme-vpc-aws';

let tfe: FakeTfe;
let github: FakeGithub;
let cwd: string;

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.2.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Superseded', link: 'https://example.com/vpc' });
  github = await startFakeGithub({ tokens: { [APP]: 'write', [READER]: 'read' }, pathPrefix: '/api/v3' });
  github.addRepository({
    fullName: 'acme/web',
    files: { 'infra/main.tf': `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n` },
  });
  cwd = await scratchFolder('cli-campaign');
});

afterAll(() => github.close());

const campaign = (args: readonly string[], env: Record<string, string> = {}) =>
  runCli(
    ['campaign', '--source', `${tfe.host}/acme/vpc/aws`, '--hostname', tfe.url, '--repositories', 'acme', ...args],
    {
      cwd,
      env: { TF_API_TOKEN: TOKEN, GH_TOKEN: APP, GITHUB_TOKEN: READER, GITHUB_API_URL: github.url, ...env },
      secrets: [APP, READER],
    },
  );

describe('tfe-module-lifecycle campaign', () => {
  it('refuses a GitHub token given as a flag, and says where it comes from without one', async () => {
    const flag = await campaign(['--github-token', APP]);
    expect(flag.exitCode).toBe(2);
    expect(flag.stderr).not.toContain(APP);
    expect(flag.stderr).toContain('Give the GitHub token as GH_TOKEN or GITHUB_TOKEN, as gh reads them.');
    const none = await runCli(['campaign', '--source', 'acme/vpc/aws', '--repositories', 'acme'], {
      cwd,
      env: { TF_API_TOKEN: TOKEN },
    });
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain('GH_TOKEN or GITHUB_TOKEN is required with `campaign`');
    expect(github.requests).toEqual([]);
  });

  it('plans the pull request in a dry run, prints its diff, and writes nothing', async () => {
    const run = await campaign(['--dry-run', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    const json = parseCliJson(run);
    expect(json.outputs['pull-requests-opened']).toBe('0');
    expect(JSON.parse(json.outputs.repositories ?? '[]')[0]['pull-requests'][0]).toMatchObject({ done: 'would-open' });
    expect(run.stderr).toContain('+  version = "1.2.0"');
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('opens it with GH_TOKEN on the API GITHUB_API_URL names, each token to its own host only', async () => {
    const run = await campaign(['--result-file', 'campaign.json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(github.pulls.map((p) => [p.repository, p.head.ref])).toEqual([['acme/web', BRANCH]]);
    expect(github.files('acme/web', BRANCH)['infra/main.tf']).toContain('version = "1.2.0"');
    expect(new Set(github.requests.map((r) => r.token))).toEqual(new Set([APP]));
    expect(github.requests.every((r) => r.path.startsWith('/api/v3/'))).toBe(true);
    expect(tfe.requests.every((r) => r.token === TOKEN)).toBe(true);
    const record = JSON.parse(await readFile(`${cwd}/campaign.json`, 'utf8')) as { totals: { opened: number } };
    expect(record.totals.opened).toBe(1);
    // Again: nothing to do.
    const again = await campaign(['--json']);
    expect(parseCliJson(again).outputs['pull-requests-opened']).toBe('0');
    expect(github.pulls).toHaveLength(1);
  });
});
