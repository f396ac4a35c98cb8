/**
 * The organization report's defects of issues 30 (items 11 to 13) and 29 (item 8), end to end
 * from the bundle and the packed command line: a previous report whose counts are not counts is
 * refused before any request; a pattern that makes a regular expression backtrack is matched at
 * once, in the report and in a policy plan on a pull request; an Explorer row naming a workspace
 * that is not a workspace name is kept as text, with a warning, while a safe revoke still refuses
 * it; and `report --json` (and the action's `result`) carries the report.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { examplePayload, runAction, tokenLeaks } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'org-report-defects.atlasv1.secret-77c1d2';
const DEPRECATION = { reason: 'Old', link: 'https://example.com/vpc/2' };

/** acme/vpc/aws: 1.0.0 revoked (2 users), 1.1.0 deprecated (1 user), 2.0.0 active (1 user). */
async function seeded(options: { explorerExportStatus?: number } = {}): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { ...options, versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', DEPRECATION);
  tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'CVE', link: DEPRECATION.link });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', DEPRECATION);
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['net-prod', 'net-staging']);
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['billing']);
  tfe.setUsage('acme', 'vpc', 'aws', '2.0.0', ['fresh']);
  return tfe;
}

const reportInputs = (tfe: FakeTfe, more: Record<string, string> = {}): Record<string, string> => ({
  hostname: tfe.url,
  token: TOKEN,
  organization: 'acme',
  status: 'report',
  ...more,
});

describe.concurrent('a previous report is checked against its schema (issue 30, item 11)', () => {
  it.each([
    ['1e308', '1e308'],
    ['-5', '-5'],
    ['2.5', '2.5'],
    ['a string', '"3"'],
  ])('refuses a workspace count of %s before any request, and never renders it', async (_name, count) => {
    const tfe = await seeded();
    const dir = await scratchFolder('previous-counts');
    const previous = path.join(dir, 'last-week.json');
    await writeFile(
      previous,
      `{"kind":"tfe-module-migration-report","format":1,"organization":"acme","generated-at":"2026-11-17T07:00:00.000Z","usage":"export","modules":[{"module":"acme/vpc/aws","versions":[{"version":"1.0.0","state":"revoked","workspace-count":${count},"workspaces":[]}]}]}`,
    );
    const run = await runAction(reportInputs(tfe, { 'previous-report': previous }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).toContain('Input `previous-report`');
    expect(run.stdout).toMatch(/workspace-count.*is not a count/);
    expect(run.everything).not.toContain('Infinity');
    expect(run.summary).not.toContain('Burn-down');
    expect(tfe.requests).toHaveLength(0);
  });

  it('refuses a previous report with fewer counted workspaces than it names, or a date that is no date', async () => {
    const tfe = await seeded();
    const dir = await scratchFolder('previous-shapes');
    const previous = path.join(dir, 'last-week.json');
    const document = (version: Record<string, unknown>, at = '2026-11-17T07:00:00.000Z'): string =>
      JSON.stringify({
        kind: 'tfe-module-migration-report',
        format: 1,
        organization: 'acme',
        'generated-at': at,
        modules: [{ module: 'acme/vpc/aws', versions: [{ version: '1.0.0', state: 'revoked', ...version }] }],
      });
    await writeFile(previous, document({ 'workspace-count': 1, workspaces: ['a', 'b'] }));
    const fewer = await runAction(reportInputs(tfe, { 'previous-report': previous }));
    expect(fewer.outputs['failure-reason']).toBe('invalid-input');
    expect(fewer.stdout).toContain('Input `previous-report`');
    await writeFile(previous, document({ 'workspace-count': 0, workspaces: [] }, 'last Tuesday'));
    const date = await runAction(reportInputs(tfe, { 'previous-report': previous }));
    expect(date.outputs['failure-reason']).toBe('invalid-input');
    expect(date.stdout).toMatch(/generated-at/);
    expect(tfe.requests).toHaveLength(0);
  });
});

describe.concurrent('a pattern that makes a regular expression backtrack (issue 30, item 12)', () => {
  // 31 stars and a `b`: a regular expression tries every way to split 64 letters among them.
  const HOSTILE = `${'a*'.repeat(31)}b`;
  const LONG = 'a'.repeat(64);

  it('is matched at once by the report', async () => {
    const tfe = await seeded();
    tfe.addModule({ namespace: 'acme', name: LONG, provider: 'aws', versions: ['1.0.0'] });
    tfe.addModule({ namespace: 'acme', name: `${'a'.repeat(63)}b`, provider: 'aws', versions: ['1.0.0'] });
    const run = await runAction(reportInputs(tfe, { source: `acme/${HOSTILE}/aws` }), { timeoutMs: 20_000 });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(`1 of the organization’s 3 private modules match acme/${HOSTILE}/aws.`);
  });

  it('is matched at once by a policy plan on a pull request', async () => {
    const tfe = await seeded();
    tfe.addModule({ namespace: 'acme', name: LONG, provider: 'aws', versions: ['1.0.0'] });
    const dir = await scratchFolder('hostile-pattern-policy');
    await writeFile(
      path.join(dir, 'deprecations.yml'),
      `organization: acme\nmodules:\n  - source: acme/${HOSTILE}/aws\n    rules:\n      - versions: '< 1.0.0'\n        reason: Old.\n  - source: acme/vpc/aws\n    rules:\n      - versions: '< 1.1.0'\n        reason: Old.\n`,
    );
    const run = await runAction(
      { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      {
        env: { GITHUB_WORKSPACE: dir },
        event: { name: 'pull_request', payload: examplePayload('pull_request', 'opened') },
        timeoutMs: 20_000,
      },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    // The pattern takes no module (the long name ends in `a`): warned at its line, the rest planned.
    expect(run.annotations.some((a) => a.level === 'warning' && a.line === '3')).toBe(true);
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});

/** Explorer's pages name, beside `net-prod`, a workspace that is no workspace name. */
const BAD_NAME = 'bad name <img src=x onerror=alert(1)> ::error::boom';
function withBadWorkspaceName(tfe: FakeTfe): void {
  tfe.injectFault({
    method: 'GET',
    path: /\/explorer\?/,
    times: Infinity,
    fault: {
      kind: 'rewrite',
      rewrite: (body) => {
        const rows = (body as { data: Array<{ attributes: Record<string, unknown> }> }).data;
        for (const row of rows) {
          if (row.attributes.version === '1.0.0' && String(row.attributes.source).endsWith('acme/vpc/aws')) {
            row.attributes.workspaces = `net-prod,${BAD_NAME}`;
            row.attributes['workspace-count'] = 2;
          }
        }
        return body;
      },
    },
  });
}

describe.concurrent('an Explorer row naming a workspace that is not a workspace name (issue 30, item 13)', () => {
  it('is kept in the report as text, with a warning', async () => {
    const tfe = await seeded({ explorerExportStatus: 404 });
    withBadWorkspaceName(tfe);
    const dir = await scratchFolder('bad-workspace-name');
    const run = await runAction(reportInputs(tfe, { 'report-file': path.join(dir, 'report.json') }), {
      env: { GITHUB_WORKSPACE: dir },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['revoked-in-use']).toBe('1');
    expect(run.outputs['workspaces-affected']).toBe('3');
    const warning = run.annotations.find((a) => a.level === 'warning' && /not a workspace name/.test(a.message));
    expect(warning?.message).toMatch(/acme\/vpc\/aws 1\.0\.0/);
    // Shown as code, never as markup or a workflow command.
    expect(run.summary).toContain('`bad name <img src=x onerror=alert(1)> ::error::boom`');
    expect(run.summary.replaceAll(`\`${BAD_NAME}\``, '')).not.toContain('<img');
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    const json = JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')) as {
      modules: Array<{ versions: Array<{ version: string; workspaces: string[] }> }>;
    };
    expect(json.modules[0]?.versions.find((v) => v.version === '1.0.0')?.workspaces).toEqual([BAD_NAME, 'net-prod']);
  });

  it('still fails a safe revoke closed, sending nothing', async () => {
    const tfe = await seeded({ explorerExportStatus: 404 });
    withBadWorkspaceName(tfe);
    const run = await runAction({
      hostname: tfe.url,
      token: TOKEN,
      organization: 'acme',
      module: 'vpc',
      provider: 'aws',
      status: 'revoked',
      version: '1.1.0',
      reason: 'CVE',
      'revoke-only-unused': 'true',
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('service-error');
    expect(run.stdout).toContain('which is not a workspace name');
    expect(tfe.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });
});

interface InUseEntry {
  module: string;
  version: string;
  state: string;
  workspaces: { count: number; names: string[] };
}

describe.concurrent('`result` and `--json` carry the report (issue 29, item 8)', () => {
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
    const tfe = await seeded();
    const run = await runAction(reportInputs(tfe));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(run.outputs.result ?? '')).toEqual(expected);
    expect(run.outputs.deprecated).toBe('true');
    expect(tokenLeaks(run, TOKEN)).toEqual([]);
  });

  it('the command line: `report --json` has the same `result`, and the whole report', async () => {
    const tfe = await seeded();
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
