/**
 * Change requests, end to end from the bundle and the command line: the organization report opens change
 * requests on the workspaces that use deprecated or revoked versions (one bulk action per module
 * version, never twice, within a bound, a dry run that opens nothing, both spellings of the
 * experimental action type, a warning and a complete report when the service or the token cannot),
 * and draws its burn-down over the runs as a Mermaid chart that Mermaid's parser accepts, from one
 * previous report.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe, FakeTfeOptions } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { checkMermaidCharts, mermaidCharts } from '../support/mermaid.ts';
import { runAction } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'org-report-cr-e2e.atlasv1.secret-4a5b6c';
const OLD = { reason: '1.x is end of life: <b>upgrade</b>', link: 'https://example.com/vpc/2' };
const OWN = (module: string, version: string, state: string) =>
  `[tfe-module-lifecycle] ${module} ${version} is ${state}: move to 2.0.0`;

/**
 * acme/vpc/aws: 1.0.0 revoked (a, b), 1.1.0 deprecated (c), 2.0.0 active (d); acme/eks/aws:
 * 1.0.0 deprecated (a), 2.0.0 active. `b` has one of this action's change requests open for vpc
 * 1.0.0 already; `c` had one for 1.1.0, archived, and one of a person's.
 */
async function seeded(options: FakeTfeOptions = {}): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { ...options, versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'eks', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
  for (const version of ['1.0.0', '1.1.0']) tfe.deprecate('acme', 'vpc', 'aws', version, OLD);
  tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'CVE', link: OLD.link });
  tfe.deprecate('acme', 'eks', 'aws', '1.0.0', { reason: 'Old', link: '' });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a', 'b']);
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['c']);
  tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['d']);
  tfe.setUsage('acme', 'eks', 'aws', '1.0.0', ['a']);
  tfe.addChangeRequest('acme', 'b', { subject: OWN('acme/vpc/aws', '1.0.0', 'deprecated'), message: 'm' });
  tfe.addChangeRequest('acme', 'c', {
    subject: OWN('acme/vpc/aws', '1.1.0', 'deprecated'),
    message: 'm',
    archived: true,
  });
  tfe.addChangeRequest('acme', 'c', { subject: '[Action Required] acme/vpc/aws 1.1.0', message: 'a person' });
  return tfe;
}

const report = (tfe: FakeTfe, inputs: Record<string, string> = {}, workspace?: string) =>
  runAction(
    { hostname: tfe.url, token: TOKEN, organization: 'acme', status: 'report', 'change-requests': 'true', ...inputs },
    workspace !== undefined ? { env: { GITHUB_WORKSPACE: workspace } } : {},
  );

const subjectsOn = (tfe: FakeTfe, workspace: string) =>
  tfe
    .changeRequestsOf('acme', workspace)
    .filter((r) => r.archivedAt === null)
    .map((r) => r.subject)
    .sort();
const posts = (tfe: FakeTfe) => tfe.requests.filter((r) => r.method === 'POST');
const listReads = (tfe: FakeTfe) => tfe.requests.filter((r) => /\/workspaces\/[^/]+\/change-requests/.test(r.path));

describe.concurrent('change requests on the workspaces that use retired versions', () => {
  it('opens one per module version and workspace without one, in one bulk action per version, and never twice', async () => {
    const tfe = await seeded();
    const run = await report(tfe);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['change-requests-opened']).toBe('3');
    expect(subjectsOn(tfe, 'a')).toEqual([
      '[tfe-module-lifecycle] acme/eks/aws 1.0.0 is deprecated: upgrade to 2.0.0, a new major version',
      '[tfe-module-lifecycle] acme/vpc/aws 1.0.0 is revoked: upgrade to 2.0.0, a new major version',
    ]);
    expect(subjectsOn(tfe, 'b')).toEqual([OWN('acme/vpc/aws', '1.0.0', 'deprecated')]);
    expect(subjectsOn(tfe, 'c')).toEqual([
      '[Action Required] acme/vpc/aws 1.1.0',
      '[tfe-module-lifecycle] acme/vpc/aws 1.1.0 is deprecated: upgrade to 2.0.0, a new major version',
    ]);
    expect(subjectsOn(tfe, 'd')).toEqual([]);
    // One bulk action per module version (most workspaces first), by an Explorer query of
    // workspace names; one list read per workspace.
    expect(tfe.bulkActions.map((b) => [b.subject.split(' ').slice(1, 3).join(' '), b.workspaces, b.via])).toEqual([
      ['acme/vpc/aws 1.0.0', ['a'], 'query'],
      ['acme/eks/aws 1.0.0', ['a'], 'query'],
      ['acme/vpc/aws 1.1.0', ['c'], 'query'],
    ]);
    expect(tfe.bulkActions.every((b) => b.actionType === 'change_request')).toBe(true);
    expect(listReads(tfe)).toHaveLength(3);
    const message = tfe.changeRequestsOf('acme', 'a').find((r) => r.subject.includes('vpc'))?.message ?? '';
    expect(message).toContain('**acme/vpc/aws 1.0.0**');
    expect(message).toContain('is **revoked**');
    expect(message).toContain('Revocation: CVE\n\nReason: 1.x is end of life: \\<b\\>upgrade\\</b\\>');
    expect(message).toContain(
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes.',
    );
    expect(run.summary).toContain('### Change requests');
    expect(run.summary).toContain(
      '**3 change requests opened**, for 3 module versions. 1 already had one of this action open.',
    );
    expect(run.summary).toContain(
      '`[tfe-module-lifecycle] acme/vpc/aws 1.1.0 is deprecated: upgrade to 2.0.0, a new major version`',
    );

    const again = await report(tfe);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['change-requests-opened']).toBe('0');
    expect(tfe.bulkActions).toHaveLength(3);
  });

  it("advises what the gate advises for the same version, and carries a revoked version's revocation message", async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.2.0', '1.2.5', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.5', { reason: 'End of life.', link: 'https://example.com/eol' });
    tfe.revoke('acme', 'vpc', 'aws', '1.2.5', {
      message: 'CVE-2024-1234: remote code execution.',
      link: 'https://example.com/cve',
    });
    tfe.setUsage('acme', 'vpc', 'aws', '1.2.5', ['e']);
    const run = await report(tfe);
    expect(run.exitCode, run.stdout).toBe(0);
    const [opened] = tfe.changeRequestsOf('acme', 'e');
    expect(opened?.subject).toBe(
      '[tfe-module-lifecycle] acme/vpc/aws 1.2.5 is revoked: upgrade to 2.0.0, a new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now',
    );
    expect(opened?.message).toContain('Revocation: CVE-2024-1234: remote code execution.\n\nReason: End of life.');
    expect(opened?.message).toContain('[https://example.com/cve](https://example.com/cve)');
    // The report's own read of the revocation serves the change request: it is not read twice.
    expect(tfe.requests.filter((r) => r.path.includes('/version?module_version=1.2.5'))).toHaveLength(1);

    // The gate, on a configuration that calls the same version, says the same.
    const dir = await scratchFolder('cr-gate');
    await mkdir(path.join(dir, 'infra'));
    await writeFile(
      path.join(dir, 'infra/main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.5"\n}\n`,
    );
    const gate = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'infra' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    const move =
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes.';
    const unblock = 'Or go back to 1.2.0, the newest usable 1.x, to unblock now.';
    expect(gate.annotations.find((a) => a.title?.endsWith('is revoked'))?.message).toContain(
      `${move} Change version "1.2.5" to "2.0.0". ${unblock}`,
    );
    expect(gate.summary).toContain(
      '| 2.0.0 (new major version; or go back to 1.2.0, the newest usable 1.x, to unblock now) |',
    );
    expect(opened?.message).toContain(`${move} ${unblock}`);
  });

  it('lists what it would open in a dry run, and opens nothing', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('cr-dry-run');
    const run = await report(tfe, { 'dry-run': 'true', 'report-file': 'report.json' }, dir);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['change-requests-opened']).toBe('0');
    expect(posts(tfe)).toEqual([]);
    expect(run.summary).toContain('Dry run: **3 change requests** would be opened, for 3 module versions; none was.');
    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as Record<string, unknown>;
    expect(json['change-requests']).toMatchObject({ 'dry-run': true, opened: 0, requests: expect.any(Array) });
  });

  it('opens at most `change-requests-limit` a run, says how many are left, and the next run goes on', async () => {
    const tfe = await seeded();
    const first = await report(tfe, { 'change-requests-limit': '2' });
    expect(first.exitCode, first.stdout).toBe(0);
    expect(first.outputs['change-requests-opened']).toBe('2');
    expect(
      first.annotations.some(
        (a) =>
          a.level === 'warning' && /`change-requests-limit` \(2\) reached: up to 1 more change request/.test(a.message),
      ),
    ).toBe(true);
    const second = await report(tfe, { 'change-requests-limit': '2' });
    expect(second.outputs['change-requests-opened']).toBe('1');
    expect(tfe.bulkActions.flatMap((b) => b.workspaces)).toHaveLength(3);
  });

  it('tries the other documented spelling of the action type once, and keeps the one that works', async () => {
    const tfe = await seeded({ bulkActionTypes: ['change_requests'] });
    const run = await report(tfe);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['change-requests-opened']).toBe('3');
    expect(posts(tfe).map((r) => r.status)).toEqual([422, 201, 201, 201]);
  });

  it.each<[string, FeatureSetOptionsOrToken, RegExp]>([
    [
      'a service without the bulk action (404)',
      { options: { changeRequests: false } },
      /could not be read|no Explorer bulk action/,
    ],
    ['both spellings refused (422)', { options: { bulkActionTypes: ['something_else'] } }, /both documented spellings/],
    ['a token that may not (403)', { token: 'viewer' }, /Manage all workspaces/],
    [
      'a plan without change requests',
      { options: { featureSets: { name: 'Essentials', changeRequests: false } } },
      /has no change requests/,
    ],
  ])('warns, and still reports, with %s', async (_, setup, warning) => {
    const tfe = await seeded(setup.options);
    tfe.addToken('viewer', { organizations: ['acme'], canManageWorkspaces: false });
    const run = await report(tfe, setup.token !== undefined ? { token: setup.token } : {});
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['failure-reason']).toBe('');
    expect(run.outputs['revoked-in-use']).toBe('1');
    expect(run.outputs['change-requests-opened']).toBe('0');
    expect(
      run.annotations
        .filter((a) => a.level === 'warning')
        .map((a) => a.message)
        .join('\n'),
    ).toMatch(warning);
    expect(tfe.bulkActions).toEqual([]);
  });

  it('does the same from the command line: `report --change-requests --json`', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('cr-cli');
    const cli = await runCli(
      ['report', '--organization', 'acme', '--hostname', tfe.url, '--change-requests', '--json'],
      {
        cwd: dir,
        env: { TF_API_TOKEN: TOKEN },
      },
    );
    expect(cli.exitCode, cli.stderr).toBe(0);
    const document = parseCliJson(cli) as ReturnType<typeof parseCliJson> & {
      report?: { 'change-requests'?: { opened: number; requests: Array<{ module: string; workspaces: string[] }> } };
    };
    expect(document.outputs['change-requests-opened']).toBe('3');
    expect(document.report?.['change-requests']?.opened).toBe(3);
    expect(document.report?.['change-requests']?.requests.map((r) => [r.module, r.workspaces])).toEqual([
      ['acme/vpc/aws', ['a']],
      ['acme/eks/aws', ['a']],
      ['acme/vpc/aws', ['c']],
    ]);
  });
});

type FeatureSetOptionsOrToken = { options?: FakeTfeOptions; token?: string };

describe.concurrent('the burn-down as a chart', () => {
  it('draws the runs one previous report remembers, and Mermaid parses it', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('burndown-chart');
    const file = (n: number) => path.join(dir, `report-${n}.json`);
    const run = async (n: number, previous?: number) => {
      const result = await runAction(
        {
          hostname: tfe.url,
          token: TOKEN,
          organization: 'acme',
          status: 'report',
          'report-file': file(n),
          ...(previous !== undefined && { 'previous-report': file(previous) }),
        },
        { env: { GITHUB_WORKSPACE: dir } },
      );
      expect(result.exitCode, result.stdout).toBe(0);
      return result;
    };
    const first = await run(1);
    expect(mermaidCharts(first.summary)).toEqual([]);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a']);
    const second = await run(2, 1);
    // Versions and workspaces, each on a chart of its own.
    expect(await checkMermaidCharts(second.summary)).toBe(2);
    tfe.setUsage('acme', 'eks', 'aws', '1.0.0', []);
    // Only the second report is given: its history carries the first run.
    const third = await run(3, 2);
    const [versions, workspaces] = mermaidCharts(third.summary);
    expect(versions).toContain('xychart-beta');
    expect(versions).toMatch(/line \[2, 2, 1\]/); // deprecated versions in use over the three runs
    expect(versions).toMatch(/line \[1, 1, 1\]/); // revoked
    expect(workspaces).toMatch(/line \[3, 2, 2\]/); // workspaces affected
    expect(await checkMermaidCharts(third.summary)).toBe(2);
    expect(third.summary).toContain(
      '| Run | Deprecated versions in use (orange) | Revoked versions in use (red) | Workspaces affected (blue) |',
    );
    const json = JSON.parse(await readFile(file(3), 'utf8')) as { history: unknown[] };
    expect(json.history).toHaveLength(2);
  });

  it('is in the command line’s summary too', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('burndown-chart-cli');
    const cli = (...more: string[]) =>
      runCli(['report', '--organization', 'acme', '--hostname', tfe.url, ...more], {
        cwd: dir,
        env: { TF_API_TOKEN: TOKEN },
      });
    expect((await cli('--report-file', 'last.json')).exitCode).toBe(0);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a']);
    const second = await cli('--previous-report', 'last.json', '--summary-file', 'summary.md');
    expect(second.exitCode, second.stderr).toBe(0);
    expect(await checkMermaidCharts(await readFile(path.join(dir, 'summary.md'), 'utf8'))).toBe(2);
  });
});
