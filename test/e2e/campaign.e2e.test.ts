/**
 * The campaign through the bundle (`status: campaign`), as a runner runs it, against the fake
 * GitHub and the fake service, run after run on one organization: discovery and its skips, a dry
 * run, a first run held by the bound, re-runs, the module's versions changing, a person's commit
 * on a branch, a declined pull request, a repository fixed by hand, GitHub's Retry-After, and
 * hostile repository contents. Writes are paced in real time, as in a workflow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { startFakeGithub, type FakeGithub } from '../fake-github/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { mentions, summaryProblems } from '../support/markdown.ts';
import { commandsIn } from '../support/runner-commands.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'campaign-e2e.atlasv1.tfe-s3cr3t-Token-0123456789';
const APP = 'ghs_CampaignAppInstallationToken0123456789';
const READER = 'ghs_ReadOnlyCampaignToken0123456789abcdef';
const BRANCH = 'tfe-module-lifecycle/acme-vpc-aws';
const HOSTILE = '::error title=x::boom @octocat <!-- ##[warning]x';

let tfe: FakeTfe;
let github: FakeGithub;
const call = (version: string, name = 'network'): string =>
  `module "${name}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "${version}"\n}\n`;

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', {
    reason: 'Superseded: please upgrade, @platform',
    link: 'https://example.com/vpc',
  });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Broken NAT', link: '' });
  tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'CVE-2026-0001: move now', link: 'https://example.com/cve' });
  // HCP Terraform sees acme/web (a workspace is connected to it); nothing else.
  tfe.setWorkspaceRepository('acme', 'web-prod', 'acme/web');
  github = await startFakeGithub({
    tokens: {
      [APP]: { access: 'write', login: 'campaign-app[bot]', kind: 'installation' },
      [READER]: 'read',
    },
    defaultPerPage: 3,
  });
  github.addRepository({
    fullName: 'acme/web',
    files: { 'infra/main.tf': call('1.0.0'), 'infra/dns.tf': call('1.1.0', 'dns') },
  });
  github.addRepository({ fullName: 'acme/api', files: { 'main.tf': call('1.0.0'), 'README.md': '# api\n' } });
  github.addRepository({ fullName: 'acme/jobs', files: { 'batch/main.tf': call('1.0.0') } });
  github.addRepository({ fullName: 'acme/quiet', files: { 'main.tf': call('1.3.0') } });
  github.addRepository({ fullName: 'acme/old', archived: true, files: { 'main.tf': call('1.0.0') } });
  github.addRepository({ fullName: 'acme/copy', fork: true, files: { 'main.tf': call('1.0.0') } });
  github.addRepository({ fullName: 'acme/blank', empty: true });
  github.addRepository({ fullName: 'acme/locked', access: { [APP]: 'read' }, files: { 'main.tf': call('1.0.0') } });
  github.addRepository({
    fullName: 'acme/odd',
    files: {
      [`${HOSTILE}/main.tf`]: call('1.0.0'),
      'link.tf': { symlink: '../../../etc/passwd' },
      vendored: { submodule: 'b'.repeat(40) },
    },
  });
  github.addRepository({ fullName: 'other/web', files: { 'main.tf': call('1.0.0') } });
});

afterAll(() => github.close());

function campaign(inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(
    {
      status: 'campaign',
      hostname: tfe.url,
      token: TOKEN,
      source: `${tfe.host}/acme/vpc/aws`,
      'github-token': APP,
      repositories: 'acme\n!acme/jobs-*',
      ...inputs,
    },
    { env: { GITHUB_API_URL: github.url, GITHUB_REPOSITORY_OWNER: 'acme' }, secrets: [APP, READER] },
  );
}

interface RepositoryEntry {
  repository: string;
  found: string;
  read: string;
  why?: string;
  calls: number;
  hcp: { linked: boolean; workspaces: string[] } | null;
  'pull-requests'?: Array<{ action: string; done: string; would?: string; 'pull-request': string | null }>;
}
const entries = (run: ActionRun): Record<string, RepositoryEntry> =>
  Object.fromEntries((JSON.parse(run.outputs.repositories ?? '[]') as RepositoryEntry[]).map((e) => [e.repository, e]));
const doneIn = (run: ActionRun, repository: string): string | undefined =>
  entries(run)[repository]?.['pull-requests']?.[0]?.done;
const writes = () => github.requests.filter((r) => r.method !== 'GET' && (r.status ?? 0) < 400);
const pullsOf = (repository: string) => github.pulls.filter((p) => p.repository === repository);

/** Nothing a repository holds becomes a command of the runner, or markup and mentions in the summary. */
function safe(run: ActionRun): void {
  const commands = commandsIn(run.stdout).map((c) => c.name);
  expect(commands.filter((c) => !['group', 'endgroup', 'warning', 'notice', 'debug', 'add-mask'].includes(c))).toEqual(
    [],
  );
  // The runner's own commands carry none of the repository's text.
  expect(commandsIn(run.stdout).filter((c) => c.line.includes('boom'))).toEqual([]);
  expect(run.annotations.map((a) => a.message).join('\n')).not.toContain('boom');
  expect(summaryProblems(run.summary)).toEqual([]);
  expect(mentions(run.summary)).toEqual([]);
}

describe('status: campaign, through the bundle', () => {
  it('plans every pull request in a dry run, with its diff, skipping what it must and saying why, and writes nothing', async () => {
    const run = await campaign({ 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    safe(run);
    expect(writes()).toEqual([]);
    const all = entries(run);
    expect(Object.keys(all).sort()).toEqual([
      'acme/api',
      'acme/blank',
      'acme/copy',
      'acme/jobs',
      'acme/locked',
      'acme/odd',
      'acme/old',
      'acme/quiet',
      'acme/web',
    ]);
    expect([all['acme/old']?.why, all['acme/copy']?.why, all['acme/blank']?.why]).toEqual([
      'archived',
      'fork',
      'empty',
    ]);
    expect(all['acme/web']).toMatchObject({ found: 'listing', read: 'whole', calls: 2 });
    expect(doneIn(run, 'acme/web')).toBe('would-open');
    expect(all['acme/locked']?.['pull-requests']?.[0]).toMatchObject({ action: 'no-push-access', would: 'open' });
    expect(all['acme/quiet']?.calls).toBe(0);
    // Read with the service's token (usage: auto): which consumers HCP already sees.
    expect([all['acme/web']?.hcp, all['acme/api']?.hcp]).toEqual([
      { linked: true, workspaces: ['web-prod'] },
      { linked: false, workspaces: [] },
    ]);
    expect(run.outputs).toMatchObject({
      'pull-requests-opened': '0',
      'pull-requests-updated': '0',
      'pull-requests-closed': '0',
    });
    const record = run.sources.find((s) => s.where.endsWith('campaign-result.json'))?.text ?? '';
    expect(run.outputs['result-file']).toMatch(/campaign-result\.json$/);
    expect(record).toContain('-  version = \\"1.1.0\\"\\n+  version = \\"1.3.0\\"');
    expect(run.stdout).toContain('+  version = "1.3.0"');
    // The link and the submodule are never read, and a path is never more than a path.
    expect(JSON.stringify(JSON.parse(record))).not.toContain('etc/passwd');
    expect(github.requests.filter((r) => /\/git\/blobs\//.test(r.path)).length).toBeLessThanOrEqual(8);
  });

  it('opens within the bound, revoked versions first, then the rest on the next run, each once', async () => {
    const first = await campaign({ 'pull-requests-limit': '1' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(github.pulls.map((p) => p.repository)).toEqual(['acme/web']);
    expect(first.outputs['pull-requests-opened']).toBe('1');
    expect(first.stdout).toMatch(/3 pull requests were held back by `pull-requests-limit` \(1\)/);
    expect(github.files('acme/web', BRANCH)['infra/dns.tf']).toBe(call('1.3.0', 'dns'));
    // Never on the default branch.
    expect(github.files('acme/web', 'main')['infra/dns.tf']).toBe(call('1.1.0', 'dns'));

    const second = await campaign();
    expect(second.exitCode, second.stdout).toBe(0);
    safe(second);
    expect(github.pulls.map((p) => p.repository).sort()).toEqual(['acme/api', 'acme/jobs', 'acme/odd', 'acme/web']);
    expect(doneIn(second, 'acme/web')).toBe('unchanged');
    expect(second.outputs['pull-requests-opened']).toBe('3');
    const odd = pullsOf('acme/odd')[0];
    expect(mentions(odd?.body ?? '')).toEqual([]);
    expect(summaryProblems(odd?.body ?? '')).toEqual([]);
    // Only the planned file changed; the link and the submodule are as they were.
    const [before, after] = [github.files('acme/odd', 'main'), github.files('acme/odd', BRANCH)];
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual([`${HOSTILE}/main.tf`]);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
  });

  it('writes nothing when run again with nothing changed', async () => {
    const before = writes().length;
    const run = await campaign();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(writes()).toHaveLength(before);
    expect(run.outputs).toMatchObject({ 'pull-requests-opened': '0', 'pull-requests-updated': '0' });
  });

  it('updates each pull request in place when the versions change, waiting as GitHub’s Retry-After says', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.3.0', { reason: 'Leaks routes', link: '' });
    github.injectFault({
      method: 'POST',
      path: /\/git\/trees$/,
      times: 1,
      fault: { kind: 'secondary-limit', retryAfter: 2 },
    });
    const earlier = writes().length;
    const run = await campaign();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(github.files('acme/api', BRANCH)['main.tf']).toBe(call('1.2.0'));
    expect(pullsOf('acme/api')).toHaveLength(1);
    expect(pullsOf('acme/api')[0]?.title).toBe('Move acme/vpc/aws off deprecated 1.0.0 to 1.2.0');
    expect(Number(run.outputs['pull-requests-updated'])).toBeGreaterThanOrEqual(4);
    const refused = github.requests.findIndex((r) => r.status === 403);
    const retry = github.requests.slice(refused + 1).find((r) => /\/git\/trees$/.test(r.path));
    expect((retry?.time ?? 0) - (github.requests[refused]?.time ?? 0)).toBeGreaterThanOrEqual(2000);
    // One write at a time, a second apart (within this run: the one before ended with its process).
    const times = writes()
      .slice(earlier)
      .map((r) => r.time);
    for (let i = 1; i < times.length; i++)
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(990);
  });

  it('leaves a branch a person pushed to, says so once; keeps a declined pull request closed; closes one fixed by hand', async () => {
    github.pushCommit('acme/api', BRANCH, { files: { 'main.tf': call('2.0.0') }, login: 'mallory' });
    const head = github.branch('acme/api', BRANCH);
    github.closePull('acme/web', (pullsOf('acme/web')[0] as { number: number }).number);
    github.pushCommit('acme/jobs', 'main', { files: { 'batch/main.tf': call('1.2.0') }, login: 'octocat' });
    const run = await campaign();
    expect(run.exitCode, run.stdout).toBe(0);
    safe(run);
    expect(doneIn(run, 'acme/api')).toBe('commented');
    expect(doneIn(run, 'acme/web')).toBe('declined');
    expect(doneIn(run, 'acme/jobs')).toBe('closed');
    expect(run.outputs['pull-requests-closed']).toBe('1');
    expect(github.branch('acme/api', BRANCH)).toBe(head);
    expect(pullsOf('acme/web').map((p) => p.state)).toEqual(['closed']);
    expect(pullsOf('acme/jobs').map((p) => p.state)).toEqual(['closed']);
    expect(github.branch('acme/jobs', BRANCH)).toBeUndefined();

    const again = await campaign();
    expect(again.exitCode).toBe(0);
    expect(doneIn(again, 'acme/api')).toBe('left-alone');
    expect(github.comments.filter((c) => c.repository === 'acme/api')).toHaveLength(1);
    expect(github.pulls.filter((p) => p.repository === 'acme/web')).toHaveLength(1);
  });
});
