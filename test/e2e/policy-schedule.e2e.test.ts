/**
 * A policy plan's revocation schedule as a Mermaid gantt, end to end from the bundle and
 * the command line: each version scheduled by `revoke-on` is a bar from today to its day, today
 * marked, beside a table of the same dates, and Mermaid's own parser accepts the chart. The table
 * says what the day will do, and marks a version the same plan unrevokes until then.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { checkMermaidCharts, mermaidCharts } from '../support/mermaid.ts';
import { runAction } from './harness.ts';
import { runCli } from './support/cli.ts';

const TOKEN = 'policy-schedule-e2e.atlasv1.secret-9d8c7b';
const day = (n: number): string => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const POLICY = `organization: acme
modules:
  - source: acme/vpc/aws
    rules:
      - versions: '< 2.0.0'
        reason: The 1.x line is end of life.
        revoke-on: ${day(97)}
  - source: acme/eks/aws
    rules:
      - versions: '< 1.1.0'
        reason: Old.
        revoke-on: ${day(21)}
        only-unused: true
`;

async function setUp() {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'eks', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  const dir = await scratchFolder('policy-schedule');
  await writeFile(path.join(dir, 'policy.yml'), POLICY);
  return { tfe, dir };
}

describe.concurrent('the schedule of a policy plan', () => {
  it('is a gantt chart beside a table, which Mermaid parses', async () => {
    const { tfe, dir } = await setUp();
    const run = await runAction(
      { 'policy-file': 'policy.yml', hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const [chart] = mermaidCharts(run.summary);
    expect(chart).toContain('gantt');
    expect(chart).toContain(`Today ${day(0)} :milestone, ${day(0)}, 0d`);
    expect(chart).toContain('  section acme/vpc/aws');
    expect(chart).toContain(`  1.0.0 :${day(0)}, ${day(97)}`);
    expect(chart).toContain(`  1.1.0 :${day(0)}, ${day(97)}`);
    expect(chart).toContain(`  1.0.0 if unused :${day(0)}, ${day(21)}`);
    expect(await checkMermaidCharts(run.summary)).toBe(1);
    expect(run.summary).toContain('#### Revocation schedule');
    expect(run.summary).toContain(`| \`acme/eks/aws\` | \`1.0.0\` | ${day(21)} | 21 | only if unused |`);
  });

  it('is in the command line’s summary too', async () => {
    const { tfe, dir } = await setUp();
    const cli = await runCli(['policy', 'plan', 'policy.yml', '--hostname', tfe.url, '--summary-file', 'plan.md'], {
      cwd: dir,
      env: { TF_API_TOKEN: TOKEN },
    });
    expect(cli.exitCode, cli.stderr).toBe(0);
    expect(await checkMermaidCharts(await readFile(path.join(dir, 'plan.md'), 'utf8'))).toBe(1);
  });

  it('is not drawn for a plan without revoke-on dates', async () => {
    const { tfe, dir } = await setUp();
    await writeFile(
      path.join(dir, 'policy.yml'),
      POLICY.replace(/ +revoke-on: .*\n/g, '').replace(/ +only-unused: true\n/, ''),
    );
    const run = await runAction(
      { 'policy-file': 'policy.yml', hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(mermaidCharts(run.summary)).toEqual([]);
  });

  it('says what the day will do, and marks a version this plan unrevokes until then, in the table and the chart', async () => {
    const { tfe, dir } = await setUp();
    // Revoked for a CVE by hand; the file only schedules its revocation, and prunes the rest.
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'CVE-2026-1234: port 22 open.', link: '' });
    await writeFile(path.join(dir, 'policy.yml'), `prune: true\n${POLICY}`);
    const run = await runAction(
      { 'policy-file': 'policy.yml', hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).toContain('| Module | Version | Revoke on | Days left | Will revoke |');
    expect(run.summary).not.toContain('| Revoked |');
    expect(run.summary).toContain(`| \`acme/vpc/aws\` | \`1.1.0\` | ${day(97)} | 97 | yes |`);
    expect(run.summary).toContain(
      `| \`acme/vpc/aws\` | \`1.0.0\` | ${day(97)} | 97 | ⚠️ yes, again: this plan unrevokes it until then (\`prune\`) |`,
    );
    expect(run.summary).toContain(`| \`acme/eks/aws\` | \`1.0.0\` | ${day(21)} | 21 | only if unused |`);
    const [chart] = mermaidCharts(run.summary);
    expect(chart).toContain(`  1.0.0 unrevoked until then :${day(0)}, ${day(97)}`);
    expect(chart).toContain(`  1.1.0 :${day(0)}, ${day(97)}`);
    expect(await checkMermaidCharts(run.summary)).toBe(1);
    expect(run.summary).toContain(`\`1.0.0\` revoke again on ${day(97)} (in 97 days; unrevoked until then)`);
    expect(run.stdout).toContain(`… 1.0.0: revoke again on ${day(97)} (in 97 days; unrevoked until then)`);
  });
});
