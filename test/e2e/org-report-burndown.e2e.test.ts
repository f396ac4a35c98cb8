/**
 * The burn-down and the report files as a platform team reads them, end to end from the bundle
 * and the command line: a previous report of another scope is compared only on the modules both
 * read; a version no longer retired is told from a workspace that moved; a previous report's
 * history is drawn in date order without runs dated after this one; the charts label each run by
 * its time, say which line is which and keep versions and workspaces apart; and the JSON and CSV
 * carry each retired version's reason, link and revocation message, and each workspace's project.
 * A previous report that breaks its schema (a count that is not a count, or is missing, fewer
 * workspaces than counted, a date that is no date) is refused before any request.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { checkMermaidCharts, mermaidCharts } from '../support/mermaid.ts';
import { runAction, type ActionRun } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'scoped-history.atlasv1.s3cr3t-9d8e7f';
const OLD = { reason: 'Upgrade to 2.x: =HYPERLINK("x")', link: 'https://example.com/upgrade' };

interface BurndownJson {
  then: number;
  now: number;
  modules: Array<{
    module: string;
    then: number;
    now: number;
    'moved-off': string[];
    'no-longer-retired'?: { versions: string[]; workspaces: string[] };
  }>;
}

interface ReportJson {
  scope?: { patterns: string[] };
  history: Array<{ 'generated-at': string }>;
  'burn-down'?: BurndownJson;
  modules: Array<{
    module: string;
    versions: Array<{
      version: string;
      state: string;
      deprecation?: { reason: string; link: string };
      revocation?: { message: string; link: string };
    }>;
  }>;
  workspaces?: Array<{ name: string; project: string | null }>;
}

const readJson = async (file: string): Promise<ReportJson> => JSON.parse(await readFile(file, 'utf8')) as ReportJson;

async function report(tfe: FakeTfe, dir: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const run = await runAction(
    { hostname: tfe.url, token: TOKEN, organization: 'acme', status: 'report', ...inputs },
    { env: { GITHUB_WORKSPACE: dir } },
  );
  expect(run.exitCode, run.stdout + run.stderr).toBe(0);
  return run;
}

const warnings = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.level === 'warning').map((a) => a.message);

/** PATCHes the fake as the service's API takes it: the version is no longer deprecated. */
async function undeprecate(tfe: FakeTfe, name: string, version: string): Promise<void> {
  const response = await fetch(
    `${tfe.url}/api/v2/organizations/acme/registry-modules/private/acme/${name}/aws/${version}`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: { type: 'module-versions', attributes: { deprecation: { 'deprecated-status': 'Undeprecated' } } },
      }),
    },
  );
  expect(response.status).toBe(200);
}

describe.concurrent('the burn-down against a previous report of another scope', () => {
  /** acme/vpc/aws: 1.0.0 deprecated, used by five; acme/storage/aws: 1.0.0 deprecated, used by two. */
  async function seeded(): Promise<FakeTfe> {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '2.0.0'] });
    tfe.addModule({ namespace: 'acme', name: 'storage', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.deprecate('acme', 'storage', 'aws', '1.0.0', OLD);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['v1', 'v2', 'v3', 'v4', 'v5']);
    tfe.setUsage('acme', 'storage', 'aws', '1.0.0', ['s1', 's2']);
    return tfe;
  }

  it('compares only the modules both read, warns of the difference, and moves nobody off a module not read', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('burndown-scope');
    await report(tfe, dir, { 'report-file': 'whole.json' });
    expect((await readJson(path.join(dir, 'whole.json'))).scope).toEqual({ patterns: [] });

    const narrow = await report(tfe, dir, {
      source: 'acme/storage/*',
      'previous-report': 'whole.json',
      'report-file': 'storage.json',
    });
    const warning = warnings(narrow).find((w) => /scope/i.test(w));
    expect(warning).toContain('every private module of acme');
    expect(warning).toContain('acme/storage/*');
    expect(narrow.summary).toMatch(/\*\*2\*\* on [^,]+, \*\*2\*\* now \(±0\)/);
    expect(narrow.summary).not.toContain('`acme/vpc/aws`');
    expect(narrow.summary).not.toContain('`v1`');
    const json = await readJson(path.join(dir, 'storage.json'));
    expect(json.scope).toEqual({ patterns: ['acme/storage/*'] });
    expect(json['burn-down']?.modules.map((m) => m.module)).toEqual(['acme/storage/aws']);
    expect(json['burn-down']?.modules.flatMap((m) => m['moved-off'])).toEqual([]);
    expect([json['burn-down']?.then, json['burn-down']?.now]).toEqual([2, 2]);
  });

  it('on the command line too, with a report written before reports kept their scope', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('burndown-scope-cli');
    const cli = (...more: string[]) =>
      runCli(['report', '--organization', 'acme', '--hostname', tfe.url, ...more], {
        cwd: dir,
        env: { TF_API_TOKEN: TOKEN },
      });
    expect((await cli('--report-file', 'whole.json')).exitCode).toBe(0);
    // An older report has no `scope`: it is taken for one of every private module.
    const older = (await readJson(path.join(dir, 'whole.json'))) as unknown as Record<string, unknown>;
    delete older.scope;
    await writeFile(path.join(dir, 'older.json'), JSON.stringify(older));
    const run = await cli('--source', 'acme/storage/*', '--previous-report', 'older.json', '--json');
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toContain('acme/storage/*');
    const document = parseCliJson(run) as ReturnType<typeof parseCliJson> & { report: ReportJson };
    expect(document.report['burn-down']?.modules.map((m) => m.module)).toEqual(['acme/storage/aws']);
    expect(document.report['burn-down']?.then).toBe(2);
  });
});

describe.concurrent('the burn-down of a version no longer retired', () => {
  it('tells the workspaces still on it from those that moved', async () => {
    // acme/vpc/aws: 1.0.0 deprecated (a, b), 1.1.0 deprecated (c), 2.0.0 active (d).
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a', 'b']);
    tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['c']);
    tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['d']);
    const dir = await scratchFolder('burndown-unretired');
    await report(tfe, dir, { 'report-file': 'last-week.json' });

    // During the week: 1.0.0 is undeprecated while a and b use it; c moves to 2.0.0.
    await undeprecate(tfe, 'vpc', '1.0.0');
    tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', []);
    tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['c', 'd']);
    const run = await report(tfe, dir, { 'previous-report': 'last-week.json', 'report-file': 'now.json' });

    const json = await readJson(path.join(dir, 'now.json'));
    const vpc = json['burn-down']?.modules.find((m) => m.module === 'acme/vpc/aws');
    expect(vpc?.['moved-off']).toEqual(['c']);
    expect(vpc?.['no-longer-retired']).toEqual({ versions: ['1.0.0'], workspaces: ['a', 'b'] });
    const row = run.summary.split('\n').find((line) => line.startsWith('| `acme/vpc/aws` |'));
    expect(row).toMatch(/\| 1: `c` \| `1\.0\.0`, by 2: `a`, `b` \|$/);
    expect(run.summary).toContain('2 of them uses of versions no longer deprecated or revoked');
  });
});

describe.concurrent('the burn-down chart over the runs a previous report remembers', () => {
  const point = (at: string, deprecated: number, workspaces: number) => ({
    'generated-at': at,
    'deprecated-in-use': deprecated,
    'revoked-in-use': 0,
    'retired-uses': workspaces,
    'workspaces-affected': workspaces,
  });

  /** acme/vpc/aws 1.0.0 deprecated, used by a and b; a previous report of it with the given history. */
  async function withHistory(history: unknown[], generatedAt: string): Promise<{ tfe: FakeTfe; dir: string }> {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a', 'b']);
    const dir = await scratchFolder('burndown-history');
    await writeFile(
      path.join(dir, 'previous.json'),
      JSON.stringify({
        kind: 'tfe-module-migration-report',
        format: 1,
        organization: 'acme',
        'generated-at': generatedAt,
        usage: 'export',
        history,
        modules: [
          {
            module: 'acme/vpc/aws',
            versions: [{ version: '1.0.0', state: 'deprecated', 'workspace-count': 3, workspaces: ['a', 'b', 'c'] }],
          },
        ],
      }),
    );
    return { tfe, dir };
  }

  it('draws the runs in date order and sets aside those dated after this run, with a warning', async () => {
    const { tfe, dir } = await withHistory(
      [
        point('2026-03-16T07:00:00.000Z', 5, 9),
        point('2099-01-05T07:00:00.000Z', 1, 1),
        point('2026-03-02T07:00:00.000Z', 6, 12),
      ],
      '2026-03-23T07:00:00.000Z',
    );
    const run = await report(tfe, dir, { 'previous-report': 'previous.json', 'report-file': 'now.json' });
    const charts = mermaidCharts(run.summary);
    for (const chart of charts) {
      const [axis] = /x-axis \[.*\]/.exec(chart) ?? [''];
      expect(axis).toMatch(/^x-axis \["2026-03-02", "2026-03-16", "2026-03-23", "\d{4}-\d{2}-\d{2}"\]$/);
      expect(chart).not.toContain('2099');
    }
    expect(run.summary).not.toMatch(/\| 2099-01-05/);
    expect(warnings(run).find((w) => w.includes('2099-01-05'))).toMatch(/after this run/);
    const json = await readJson(path.join(dir, 'now.json'));
    expect(json.history.map((p) => p['generated-at'])).toEqual([
      '2026-03-02T07:00:00.000Z',
      '2026-03-16T07:00:00.000Z',
      '2026-03-23T07:00:00.000Z',
    ]);
  });

  it('labels runs of one second apart by their time, says which line is which, and keeps versions apart from workspaces', async () => {
    const { tfe, dir } = await withHistory(
      [point('2026-03-23T15:09:22.100Z', 2, 4), point('2026-03-23T15:09:22.500Z', 1, 3)],
      '2026-03-23T15:09:22.900Z',
    );
    const run = await report(tfe, dir, { 'previous-report': 'previous.json' });
    // The prose gives the previous run's time as people read it, not ISO with milliseconds.
    expect(run.summary).toContain('**3** on 2026-03-23 15:09 UTC');
    expect(run.summary).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    const charts = mermaidCharts(run.summary);
    expect(charts).toHaveLength(2);
    expect(await checkMermaidCharts(run.summary)).toBe(2);
    const [versions = '', workspaces = ''] = charts;
    // No run's index glued to its time: each label is a time alone.
    const labels = [...(/x-axis \[(.*)\]/.exec(versions)?.[1] ?? '').matchAll(/"([^"]*)"/g)].map((m) => m[1]);
    expect(labels.slice(0, 3)).toEqual([
      '2026-03-23 15:09:22.100',
      '2026-03-23 15:09:22.500',
      '2026-03-23 15:09:22.900',
    ]);
    for (const label of labels) expect(label).not.toMatch(/ \d+$/);
    // A legend in words: each chart's title names its lines and their colours.
    expect(versions).toMatch(/title ".*deprecated \(orange\).*revoked \(red\)"/i);
    expect(versions).toMatch(/y-axis "Versions in use"/);
    expect(versions.match(/^ {2}line /gm)).toHaveLength(2);
    expect(workspaces).toMatch(/title "Workspaces affected \(blue\)"/);
    expect(workspaces).toMatch(/y-axis "Workspaces"/);
    expect(workspaces.match(/^ {2}line /gm)).toHaveLength(1);
  });
});

describe.concurrent('the report files for chasing owners by team', () => {
  it('carry each retired version’s reason, link and revocation message, and each workspace’s project', async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', {
      message: 'CVE-2026-1234: remote code',
      link: 'https://example.com/cve',
    });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old', link: '' });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['net-prod', 'net-staging']);
    tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['billing']);
    tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['fresh']);
    tfe.setWorkspaceProject('acme', 'net-prod', 'Networking');
    tfe.setWorkspaceProject('acme', 'net-staging', 'Networking');
    tfe.setWorkspaceProject('acme', 'billing', 'Payments, EU');
    const dir = await scratchFolder('report-owners');
    await report(tfe, dir, { 'report-file': 'report.json', 'report-csv': 'report.csv' });

    const json = await readJson(path.join(dir, 'report.json'));
    const versions = new Map(json.modules[0]?.versions.map((v) => [v.version, v]));
    expect(versions.get('1.0.0')).toMatchObject({
      state: 'revoked',
      deprecation: OLD,
      revocation: { message: 'CVE-2026-1234: remote code', link: 'https://example.com/cve' },
    });
    expect(versions.get('1.1.0')).toMatchObject({ state: 'deprecated', deprecation: { reason: 'Old', link: '' } });
    expect(versions.get('1.1.0')).not.toHaveProperty('revocation');
    expect(versions.get('2.0.0')).not.toHaveProperty('deprecation');
    expect(json.workspaces).toEqual([
      { name: 'billing', project: 'Payments, EU' },
      { name: 'fresh', project: 'Default Project' },
      { name: 'net-prod', project: 'Networking' },
      { name: 'net-staging', project: 'Networking' },
    ]);

    const rows = parse(await readFile(path.join(dir, 'report.csv'), 'utf8'), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows.find((r) => r.workspace === 'net-prod')).toMatchObject({
      version: '1.0.0',
      project: 'Networking',
      deprecation_reason: OLD.reason,
      deprecation_link: OLD.link,
      revocation_message: 'CVE-2026-1234: remote code',
    });
    expect(rows.find((r) => r.workspace === 'billing')).toMatchObject({
      project: 'Payments, EU',
      deprecation_reason: 'Old',
      revocation_message: '',
    });
    // One request more for the workspaces' projects, one for the revoked version's message.
    expect(tfe.requests.filter((r) => r.path.includes('type=workspaces'))).toHaveLength(1);
  });
});

describe.concurrent('a previous report is checked against its schema, before any request', () => {
  /** acme/vpc/aws 1.0.0 revoked, used by two workspaces. */
  async function seeded(): Promise<FakeTfe> {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'CVE', link: OLD.link });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['net-prod', 'net-staging']);
    return tfe;
  }
  /** A previous report of acme whose one version is `version`, in a folder of its own. */
  async function previousReport(version: Record<string, unknown>, at = '2026-11-17T07:00:00.000Z') {
    const file = path.join(await scratchFolder('previous-report'), 'last-week.json');
    const modules = [{ module: 'acme/vpc/aws', versions: [version] }];
    await writeFile(
      file,
      JSON.stringify({
        kind: 'tfe-module-migration-report',
        format: 1,
        organization: 'acme',
        'generated-at': at,
        modules,
      }),
    );
    return file;
  }
  const refused = async (tfe: FakeTfe, previous: string): Promise<ActionRun> => {
    const run = await runAction({
      hostname: tfe.url,
      token: TOKEN,
      organization: 'acme',
      status: 'report',
      'previous-report': previous,
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(tfe.requests).toHaveLength(0);
    return run;
  };

  it.each([
    ['1e308', '1e308'],
    ['-5', '-5'],
    ['2.5', '2.5'],
    ['a string', '"3"'],
  ])('refuses a workspace count of %s, and never renders it', async (_name, count) => {
    const tfe = await seeded();
    const previous = path.join(await scratchFolder('previous-report'), 'last-week.json');
    await writeFile(
      previous,
      `{"kind":"tfe-module-migration-report","format":1,"organization":"acme","generated-at":"2026-11-17T07:00:00.000Z","usage":"export","modules":[{"module":"acme/vpc/aws","versions":[{"version":"1.0.0","state":"revoked","workspace-count":${count},"workspaces":[]}]}]}`,
    );
    const run = await refused(tfe, previous);
    expect(run.stdout).toContain('Input `previous-report`');
    expect(run.stdout).toMatch(/workspace-count.*is not a count/);
    expect(run.everything).not.toContain('Infinity');
    expect(run.summary).not.toContain('Burn-down');
  });

  it('says which count is missing, in words', async () => {
    const tfe = await seeded();
    const run = await refused(tfe, await previousReport({ version: '1.1.0', state: 'deprecated', workspaces: [] }));
    expect(run.stdout).toContain('`modules[0].versions[0].workspace-count` is missing');
    expect(run.stdout).not.toContain('undefined');
  });

  it('refuses fewer counted workspaces than it names, and a date that is no date', async () => {
    const tfe = await seeded();
    const version = { version: '1.0.0', state: 'revoked' };
    const fewer = await refused(
      tfe,
      await previousReport({ ...version, 'workspace-count': 1, workspaces: ['a', 'b'] }),
    );
    expect(fewer.stdout).toContain('Input `previous-report`');
    const date = await refused(
      tfe,
      await previousReport({ ...version, 'workspace-count': 0, workspaces: [] }, 'last Tuesday'),
    );
    expect(date.stdout).toMatch(/generated-at/);
  });
});
