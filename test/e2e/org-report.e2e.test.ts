/**
 * The organization's migration report (`status: report`), end to end from the bundle: its JSON
 * and CSV agree with the fake's truth workspace by workspace (Explorer's export parsed with
 * quoted fields holding commas, quotes and newlines, and a workspace list of thousands), within
 * the request bound; the paged fallback; a pattern that narrows it, read as a policy file reads
 * it; the burn-down given last week's report; and the retired versions in use as the action's
 * `result` and the command line's `report --json`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { orgTruth, seedOrg, type OrgShape, type OrgTruth } from '../support/migration-org.ts';
import { runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'org-report-e2e.atlasv1.secret-5c4b3a';
const SHAPE: OrgShape = { modules: 30, versions: 6, workspaces: 400, hotWorkspaces: 2500, usesPerWorkspace: 3 };

interface Seeded {
  tfe: FakeTfe;
  truth: OrgTruth;
}

async function seeded(options: { explorerExportStatus?: number; explorerMaxPageSize?: number } = {}): Promise<Seeded> {
  // The hot version's thousands of workspaces are more than the organization's other workspaces.
  const truth = orgTruth({ ...SHAPE, workspaces: SHAPE.hotWorkspaces });
  const tfe = await fakeService(TOKEN, { ...options, versions: ['1.0.0'] });
  seedOrg(tfe, truth);
  // Rows the report must parse past and leave out: a name with a quote, commas and a newline on
  // a row of one of its modules' versions, a public module, and a module of another host.
  tfe.addUsageRow('acme', {
    name: 'mod "core",\nnetwork, v2',
    source: `private/acme/mod-0001/azurerm`,
    registryType: 'private',
    version: '1.5.0',
    workspaces: ['quoted-row-ws', 'second'],
  });
  truth.get('acme/mod-0001/azurerm')?.get('1.5.0')?.workspaces.push('quoted-row-ws', 'second');
  truth.get('acme/mod-0001/azurerm')?.get('1.5.0')?.workspaces.sort();
  tfe.addUsageRow('acme', {
    name: 'vpc, public\n"x"',
    source: 'terraform-aws-modules/vpc/aws',
    version: '5.0.0',
    registryType: 'public',
    workspaces: ['public-user'],
  });
  tfe.addUsageRow('acme', {
    name: 'elsewhere',
    source: 'other.example.com/acme/mod-0000/aws',
    version: '1.0.0',
    workspaces: ['foreign'],
  });
  return { tfe, truth };
}

async function report(tfe: FakeTfe, dir: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      organization: 'acme',
      status: 'report',
      'report-file': path.join(dir, 'report.json'),
      'report-csv': path.join(dir, 'report.csv'),
      ...inputs,
    },
    // The files are written inside the workspace: the scratch folder stands for it.
    { env: { GITHUB_WORKSPACE: dir } },
  );
}

interface JsonVersion {
  version: string;
  state: string;
  'workspace-count': number;
  workspaces: string[];
}

/** The truth as the report's JSON should say it: module → version → state and workspaces. */
function truthRows(truth: OrgTruth): string[] {
  const rows: string[] = [];
  for (const [module, versions] of truth) {
    for (const [version, { state, workspaces }] of versions) {
      for (const w of workspaces.length > 0 ? workspaces : ['']) rows.push(`${module}|${version}|${state}|${w}`);
    }
  }
  return rows.sort();
}

describe.concurrent('the organization migration report', () => {
  it('agrees with the fake, workspace by workspace, in JSON and CSV, within the request bound', async () => {
    const { tfe, truth } = await seeded();
    const dir = await scratchFolder('org-report');
    const result = await report(tfe, dir);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);

    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as {
      usage: string;
      modules: Array<{ module: string; versions: JsonVersion[] }>;
      'in-use': Array<{ module: string; version: string; 'workspace-count': number }>;
      totals: Record<string, number>;
    };
    expect(json.usage).toBe('export');
    const jsonRows = json.modules.flatMap((m) =>
      m.versions.flatMap((v) =>
        (v.workspaces.length > 0 ? v.workspaces : ['']).map((w) => `${m.module}|${v.version}|${v.state}|${w}`),
      ),
    );
    // acme/vpc/aws (the fake's own module) has no users and one active version.
    expect(jsonRows.sort()).toEqual(
      truthRows(truth.set('acme/vpc/aws', new Map([['1.0.0', { state: 'active', workspaces: [] }]]))),
    );
    for (const m of json.modules) for (const v of m.versions) expect(v['workspace-count']).toBe(v.workspaces.length);

    const csv = parse(await readFile(path.join(dir, 'report.csv'), 'utf8'), { columns: true }) as Array<
      Record<string, string>
    >;
    expect(csv.map((r) => `${r.module}|${r.version}|${r.state}|${r.workspace}`).sort()).toEqual(jsonRows.sort());

    // Most workspaces first: the revoked version of thousands leads.
    expect(json['in-use'][0]).toMatchObject({ module: 'acme/mod-0000/aws', version: '1.0.0', 'workspace-count': 2500 });
    const counts = json['in-use'].map((e) => e['workspace-count']);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // Outputs: the counts the JSON has.
    const retired = [...truth.values()]
      .flatMap((versions) => [...versions.values()])
      .filter((v) => v.state !== 'active' && v.workspaces.length > 0);
    expect(result.outputs['deprecated-in-use']).toBe(String(retired.filter((v) => v.state === 'deprecated').length));
    expect(result.outputs['revoked-in-use']).toBe(String(retired.filter((v) => v.state === 'revoked').length));
    expect(result.outputs['workspaces-affected']).toBe(String(new Set(retired.flatMap((v) => v.workspaces)).size));

    // Requests: the module list's pages + 2 exports (modules, workspaces) + 2 reads per module + a
    // revocation read per revoked version in use.
    const modules = truth.size;
    expect(tfe.requests.filter((r) => r.path.includes('/explorer'))).toHaveLength(2);
    const revokedInUse = retired.filter((v) => v.state === 'revoked').length;
    expect(tfe.requests.length).toBeLessThanOrEqual(Math.ceil(modules / 100) + 2 + 2 * modules + revokedInUse);

    expect(result.summary).toContain('## Module migration report: `acme`');
    expect(result.summary).toContain('### Still in use');
    expect(result.summary).toContain(
      '| `acme/mod-0000/aws` | `1.0.0` | **revoked** | <details><summary>2500 workspaces</summary>',
    );
    expect(result.summary).toContain(
      '<details><summary>Every version of every module, with its state and users</summary>',
    );
    expect(result.summary).not.toContain('public-user');
    expect(result.summary).not.toContain('foreign');
  });

  it('falls back to the paged query where the export is refused, and says so in the JSON', async () => {
    const { tfe, truth } = await seeded({ explorerExportStatus: 403, explorerMaxPageSize: 20 });
    const dir = await scratchFolder('org-report-pages');
    const result = await report(tfe, dir);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as {
      usage: string;
      modules: Array<{ module: string; versions: JsonVersion[] }>;
    };
    expect(json.usage).toBe('pages');
    const hot = json.modules.find((m) => m.module === 'acme/mod-0000/aws')?.versions.find((v) => v.version === '1.0.0');
    expect(hot?.workspaces).toEqual(truth.get('acme/mod-0000/aws')?.get('1.0.0')?.workspaces);
    expect(tfe.requests.filter((r) => r.path.includes('/explorer?')).length).toBeGreaterThan(1);
  });

  it('narrows to the modules a pattern names', async () => {
    const { tfe } = await seeded();
    const dir = await scratchFolder('org-report-pattern');
    const result = await report(tfe, dir, { source: 'acme/*/google' });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as {
      modules: Array<{ module: string }>;
    };
    expect(json.modules.map((m) => m.module)).toEqual([
      'acme/mod-0002/google',
      'acme/mod-0005/google',
      'acme/mod-0008/google',
      'acme/mod-0011/google',
      'acme/mod-0014/google',
      'acme/mod-0017/google',
      'acme/mod-0020/google',
      'acme/mod-0023/google',
      'acme/mod-0026/google',
      'acme/mod-0029/google',
    ]);
    expect(result.stdout).toContain('10 of the organization’s 31 private modules match acme/*/google.');
  });

  it('reads a pattern as a policy file does: `*` as the namespace, the organization from it, nothing else', async () => {
    const { tfe } = await seeded();
    const dir = await scratchFolder('org-report-pattern-syntax');
    const modulesOf = async (): Promise<string[]> =>
      (
        JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as { modules: Array<{ module: string }> }
      ).modules.map((m) => m.module);
    // `*` as the namespace is the organization of `organization`.
    const any = await report(tfe, dir, { source: '*/mod-000*/google' });
    expect(any.exitCode, any.stdout + any.stderr).toBe(0);
    expect(await modulesOf()).toEqual(['acme/mod-0002/google', 'acme/mod-0005/google', 'acme/mod-0008/google']);
    // Without `organization`, the pattern's namespace names it, as a module's `source` does.
    const named = await report(tfe, dir, { organization: '', module: 'acme/mod-000*/google' });
    expect(named.exitCode, named.stdout + named.stderr).toBe(0);
    expect(await modulesOf()).toEqual(['acme/mod-0002/google', 'acme/mod-0005/google', 'acme/mod-0008/google']);

    const before = tfe.requests.length;
    const refused = await report(tfe, dir, { source: 'other/*/GOOGLE' });
    expect(refused.exitCode).toBe(1);
    expect(refused.outputs['failure-reason']).toBe('invalid-input');
    // A policy file refuses an upper-case provider; so does the report, where it used to match.
    expect(refused.stdout).toContain(
      'Input `source` has an invalid provider: expected lower-case letters, digits and `*`, at most 64 (e.g. aws), got "other/*/GOOGLE".',
    );
    const elsewhere = await report(tfe, dir, { source: 'other/*/google' });
    expect(elsewhere.outputs['failure-reason']).toBe('invalid-input');
    // Another namespace than the organization's used to match nothing, and say only that.
    expect(elsewhere.stdout).toContain(
      'Input `source` names namespace "other", but the report lists the private modules of organization "acme"',
    );
    const within = await report(tfe, dir, { source: 'ac*/*/google' });
    expect(within.outputs['failure-reason']).toBe('invalid-input');
    expect(within.stdout).toContain(
      'Input `source` may give the namespace as a name or as `*`, never a pattern within it',
    );
    expect(tfe.requests.length).toBe(before);
  });

  it('given last week’s report, shows the burn-down per module and the workspaces that moved off', async () => {
    const { tfe, truth } = await seeded();
    const dir = await scratchFolder('org-report-burndown');
    const first = await report(tfe, dir);
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    const lastWeek = path.join(dir, 'last-week.json');
    await writeFile(lastWeek, await readFile(path.join(dir, 'report.json')));

    // During the week: 1,000 workspaces leave the revoked version, one module's users all leave.
    const hot = truth.get('acme/mod-0000/aws')?.get('1.0.0')?.workspaces ?? [];
    tfe.setUsage('acme', 'mod-0000', 'aws', '1.0.0', hot.slice(1000));
    // A deprecated version of another module that some workspaces use: all of them leave it.
    const [leftModule, leftVersion, one] = [...truth]
      .filter(([module]) => module !== 'acme/mod-0000/aws')
      .flatMap(([module, versions]) => [...versions].map(([v, e]) => [module, v, e] as const))
      .filter(([, , e]) => e.state === 'deprecated' && e.workspaces.length > 0)
      .map(([module, v, e]) => [module, v, e.workspaces] as const)[0] ?? ['', '', []];
    const [namespace, name, provider] = leftModule.split('/') as [string, string, string];
    expect(one.length).toBeGreaterThan(0);
    tfe.setUsage(namespace, name, provider, leftVersion, []);

    const second = await report(tfe, dir, { 'previous-report': lastWeek });
    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.summary).toContain('### Burn-down');
    expect(second.summary).toMatch(
      /Uses of deprecated and revoked versions: \*\*(\d+)\*\* on \d{4}-\d\d-\d\d \d\d:\d\d UTC, \*\*(\d+)\*\* now \(−\d+\)\./,
    );
    const [, then, now] = /\*\*(\d+)\*\* on [^,]+, \*\*(\d+)\*\* now/.exec(second.summary) ?? [];
    expect(Number(then) - Number(now)).toBeGreaterThanOrEqual(1000 + one.length);
    expect(second.summary).toMatch(
      /\| `acme\/mod-0000\/aws` \| (\d+) \| (\d+) \| −1000 \| <details><summary>1000 workspaces<\/summary>`ws-00000`/,
    );
    expect(second.summary).toContain(`| \`${leftModule}\` | `);
    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as {
      'burn-down': {
        then: number;
        now: number;
        modules: Array<{ module: string; then: number; now: number; 'moved-off': string[] }>;
      };
    };
    const mod3 = json['burn-down'].modules.find((m) => m.module === leftModule);
    expect(mod3?.['moved-off']).toEqual(expect.arrayContaining(one));
  });

  it('without last week’s report yet, warns and reports without a burn-down', async () => {
    const { tfe } = await seeded();
    const dir = await scratchFolder('org-report-first');
    const result = await report(tfe, dir, { 'previous-report': path.join(dir, 'missing.json') });
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('does not exist (yet), so the report shows no burn-down');
    expect(result.summary).not.toContain('### Burn-down');
  });
});

interface InUseEntry {
  module: string;
  version: string;
  state: string;
  workspaces: { count: number; names: string[] };
}

describe.concurrent('`result` and `--json` carry the report', () => {
  /** acme/vpc/aws: 1.0.0 revoked (2 users), 1.1.0 deprecated (1 user), 2.0.0 active (1 user). */
  async function retiredInUse(): Promise<FakeTfe> {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
    const deprecation = { reason: 'Old', link: 'https://example.com/vpc/2' };
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', deprecation);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'CVE', link: deprecation.link });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', deprecation);
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['net-prod', 'net-staging']);
    tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['billing']);
    tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['fresh']);
    return tfe;
  }
  const reportInputs = (tfe: FakeTfe) => ({ hostname: tfe.url, token: TOKEN, organization: 'acme', status: 'report' });
  const expected: InUseEntry[] = [
    {
      module: 'acme/vpc/aws',
      version: '1.0.0',
      state: 'revoked',
      workspaces: { count: 2, names: ['net-prod', 'net-staging'] },
    },
    { module: 'acme/vpc/aws', version: '1.1.0', state: 'deprecated', workspaces: { count: 1, names: ['billing'] } },
  ];

  it('the action: `result` lists the retired versions in use, and `deprecated` says there are some', async () => {
    const tfe = await retiredInUse();
    const run = await runAction(reportInputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs.result ?? '')).toEqual(expected);
    expect(run.outputs.deprecated).toBe('true');
    expect(tokenLeaks(run, TOKEN)).toEqual([]);
  });

  it('the command line: `report --json` has the same `result`, and the whole report', async () => {
    const tfe = await retiredInUse();
    const dir = await scratchFolder('report-json');
    const cli = await runCli(['report', '--organization', 'acme', '--hostname', tfe.url, '--json'], {
      cwd: dir,
      env: { TF_API_TOKEN: TOKEN },
    });
    expect(cli.exitCode, cli.stderr).toBe(0);
    const document = parseCliJson(cli) as ReturnType<typeof parseCliJson> & {
      report?: { kind: string; totals: Record<string, number>; modules: unknown[]; 'in-use': unknown[] };
    };
    expect(document.result).toEqual(expected);
    expect(document.outputs.deprecated).toBe('true');
    expect(document.report).toMatchObject({
      kind: 'tfe-module-migration-report',
      totals: { 'deprecated-in-use': 1, 'revoked-in-use': 1, 'workspaces-affected': 3 },
    });
    expect(document.report?.modules).toHaveLength(1);
  });

  it('an organization with nothing retired in use: `result` is empty and `deprecated` false', async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0'] });
    tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['a']);
    const run = await runAction(reportInputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.result).toBe('[]');
    expect(run.outputs.deprecated).toBe('false');
  });
});
