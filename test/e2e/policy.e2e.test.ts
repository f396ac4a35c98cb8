/**
 * Deprecations as code, end to end: a policy of five modules planned, applied, re-run, pruned,
 * and applied while one module keeps failing; YAML anchors read as what they stand for; each
 * module's log group written whole. A prune that takes a revocation back says so loudly. (A
 * policy file's mistakes: policy-mistakes.e2e.test.ts.)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { runAction, tokenLeaks } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'policy-e2e-token.atlasv1.secret';
const MODULES: Array<[string, string, string[]]> = [
  ['vpc', 'aws', ['1.0.0', '1.1.0', '1.2.0', '2.0.0', '2.1.0']],
  ['eks', 'aws', ['1.1.0', '1.2.0', '1.2.1', '1.3.0']],
  ['rds', 'aws', ['0.9.0', '1.0.0']],
  ['storage', 'azurerm', ['3.0.0', '3.1.0', '3.2.0']],
  ['network', 'google', ['1.0.0', '1.1.0']],
];

const POLICY = `
organization: acme
modules:
  - source: acme/vpc/aws
    keep-latest: 2
    rules:
      - versions: "< 2.0.0"
        reason: 1.x is end of life.
        link: https://example.com/vpc/2
  - name: eks
    provider: aws
    rules:
      - versions: "~> 1.2.0"
        reason: Leaks security groups.
      - versions: "< 1.2.0"
        reason: End of life.
  - source: acme/rds/aws
    rules:
      - versions: "< 1.0.0"
        reason: Unencrypted by default.
  - source: acme/storage/azurerm
    rules:
      - versions: "= 3.1.0"
        reason: Published from the wrong branch.
  - source: acme/network/google
    rules:
      - versions: "> 9.0.0"
        reason: Nothing matches this yet.
`;

let tfe: FakeTfe;
let dir: string;

beforeEach(async () => {
  // Every module's versions come from MODULES, acme/vpc/aws's too.
  tfe = await fakeService(TOKEN, { versions: [] });
  for (const [name, provider, versions] of MODULES) tfe.addModule({ namespace: 'acme', name, provider, versions });
  dir = await mkdtemp(path.join(tmpdir(), 'policy-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function runPolicy(policy: string | Uint8Array, inputs: Record<string, string> = {}) {
  const file = path.join(dir, 'deprecations.yml');
  await writeFile(file, policy);
  const run = await runAction({
    'policy-file': file,
    hostname: tfe.url,
    token: TOKEN,
    'verify-timeout': '5',
    ...inputs,
  });
  expect(tokenLeaks(run, TOKEN)).toEqual([]);
  return run;
}

const deprecatedVersions = (name: string, provider: string): string[] =>
  (MODULES.find((m) => m[0] === name)?.[2] ?? []).filter((v) => tfe.getDeprecation('acme', name, provider, v) !== null);
const patches = () => tfe.requests.filter((r) => r.method === 'PATCH');

describe('policy file', () => {
  it('plans on a dry run: counts first, changes per module, nothing sent', async () => {
    const run = await runPolicy(POLICY, { 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(patches()).toHaveLength(0);
    // Per module, the versions list, the module read that shows revocation, and Explorer (usage).
    expect(tfe.requests.filter((r) => r.method === 'GET')).toHaveLength(15);
    expect(run.stdout).toContain('Plan: 8 to deprecate, 8 unchanged.');
    expect(run.stdout).toContain(`${tfe.host}/acme/eks/aws:`);
    expect(run.stdout).toContain('+ 1.2.1: deprecate with "Leaks security groups."');
    expect(run.outputs.changed).toBe('true');
    const plan = JSON.parse(run.outputs.plan ?? '[]') as Array<{
      module: string;
      changes: Array<{ version: string; action: string }>;
    }>;
    expect(plan.map((m) => [m.module.split('/').slice(-2).join('/'), m.changes.map((c) => c.version)])).toEqual([
      ['vpc/aws', ['1.2.0', '1.1.0', '1.0.0']],
      ['eks/aws', ['1.2.1', '1.2.0', '1.1.0']],
      ['rds/aws', ['0.9.0']],
      ['storage/azurerm', ['3.1.0']],
      ['network/google', []],
    ]);
    expect(run.summary).toContain('Dry run: nothing was changed');
    expect(run.summary).toContain('\nPlan: 8 to deprecate, 8 unchanged.\n');
  });

  it('applies, verifies, and a re-run changes nothing', async () => {
    const run = await runPolicy(POLICY);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecatedVersions('vpc', 'aws')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(deprecatedVersions('eks', 'aws')).toEqual(['1.1.0', '1.2.0', '1.2.1']);
    expect(tfe.getDeprecation('acme', 'eks', 'aws', '1.1.0')?.reason).toBe('End of life.');
    expect(deprecatedVersions('rds', 'aws')).toEqual(['0.9.0']);
    expect(deprecatedVersions('storage', 'azurerm')).toEqual(['3.1.0']);
    expect(deprecatedVersions('network', 'google')).toEqual([]);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<{
      versions: Array<{ outcome: string; verified: boolean }>;
    }>;
    expect(result.flatMap((m) => m.versions).filter((v) => v.outcome === 'changed' && v.verified)).toHaveLength(8);

    tfe.resetRequests();
    const again = await runPolicy(POLICY);
    expect(again.exitCode, again.stdout).toBe(0);
    expect(patches()).toHaveLength(0);
    expect(again.outputs.changed).toBe('false');
    expect(again.stdout).toContain('No changes. The registry matches the policy.');
  });

  it('updates a deprecation whose reason differs, and reverts uncovered ones only with prune', async () => {
    tfe.deprecate('acme', 'rds', 'aws', '0.9.0', { reason: 'Old wording', link: '' });
    tfe.deprecate('acme', 'network', 'google', '1.0.0', { reason: 'Deprecated by hand', link: '' });
    const keep = await runPolicy(POLICY, { 'dry-run': 'true' });
    expect(keep.stdout).toContain('~ 0.9.0: "Old wording" → "Unencrypted by default."');
    expect(keep.stdout).not.toContain('revert deprecation');

    const pruned = await runPolicy(`prune: true\n${POLICY}`);
    expect(pruned.exitCode, pruned.stdout).toBe(0);
    expect(tfe.getDeprecation('acme', 'rds', 'aws', '0.9.0')?.reason).toBe('Unencrypted by default.');
    expect(tfe.getDeprecation('acme', 'network', 'google', '1.0.0')).toBeNull();
    expect(pruned.stdout).toContain('- 1.0.0: revert deprecation "Deprecated by hand"');
  });

  it('says loudly that a prune takes a revocation back, with the message that goes away, in every runner', async () => {
    const CVE = { message: 'CVE-2026-1234: port 22 is open to the world.', link: 'https://example.com/cve' };
    // vpc 1.0.0 is revoked for a CVE (its rule only deprecates it); network 1.0.0 by hand (no rule).
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', CVE);
    tfe.deprecate('acme', 'network', 'google', '1.0.0', { reason: 'By hand.', link: '' });
    tfe.revoke('acme', 'network', 'google', '1.0.0', { message: 'Broken.', link: '' });
    const policy = `prune: true\n${POLICY}`;
    await writeFile(path.join(dir, 'deprecations.yml'), policy);
    const inputs = { 'policy-file': 'deprecations.yml', hostname: tfe.url, token: TOKEN, 'verify-timeout': '5' };
    const plan = await runAction({ ...inputs, 'dry-run': 'true' }, { env: { GITHUB_WORKSPACE: dir } });
    expect(plan.exitCode, plan.stdout).toBe(0);
    const goes = `⚠ new workspaces can start on it again: its revocation ${JSON.stringify(CVE.message)}`;
    expect(plan.stdout).toContain(`~ 1.0.0: unrevoke, back to deprecated "Old." → "1.x is end of life."`);
    expect(plan.stdout).toContain(`${goes} <${CVE.link}> goes away`);
    expect(plan.stdout).toContain(
      '- 1.0.0: unrevoke, then revert deprecation "By hand."; ⚠ new workspaces can start on it again: its revocation "Broken." goes away',
    );
    // Each is a warning at its line: the rule that covers vpc 1.0.0, the module entry of network.
    const warnings = plan.annotations.filter((a) => a.level === 'warning');
    expect(warnings.map((a) => [a.title, a.file, a.line])).toEqual([
      [
        `${tfe.host}/acme/vpc/aws 1.0.0 would be unrevoked: new workspaces could start on it again`,
        'deprecations.yml',
        '8',
      ],
      [
        `${tfe.host}/acme/network/google 1.0.0 would be unrevoked: new workspaces could start on it again`,
        'deprecations.yml',
        '26',
      ],
    ]);
    expect(warnings[0]?.message).toContain(
      `Its revocation message goes away: ${JSON.stringify(CVE.message)} <${CVE.link}>.`,
    );
    expect(warnings[0]?.message).toContain('give it a rule with `status: revoked`');
    expect(plan.summary.split('\n')[2]).toMatch(
      /^⚠️ \*\*Warns\*\* .*2 warnings: .*acme\/vpc\/aws 1\.0\.0 would be unrevoked/,
    );
    expect(plan.summary).toContain(`${JSON.stringify(CVE.message)} ([${CVE.link}](${CVE.link})) goes away`);
    const [vpc] = JSON.parse(plan.outputs.plan ?? '[]') as Array<{ changes: Array<Record<string, unknown>> }>;
    expect(vpc?.changes.find((c) => c.version === '1.0.0')).toMatchObject({
      action: 'unrevoke',
      before: { state: 'revoked', revocation: CVE },
      after: { state: 'deprecated', revoked: false },
    });
    expect(patches()).toHaveLength(0);

    const cli = ['policy', 'plan', 'deprecations.yml', '--hostname', tfe.url];
    const text = await runCli(cli, { cwd: dir, env: { TF_API_TOKEN: TOKEN } });
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/Warns \(the command passes\): .*acme\/vpc\/aws 1\.0\.0 would be unrevoked/);
    expect(text.stdout).toContain(`${goes} (${CVE.link}) goes away`);
    expect(text.stdout).toMatch(/deprecations\.yml:8: warning: .*acme\/vpc\/aws 1\.0\.0 would be unrevoked/);
    const json = parseCliJson(await runCli([...cli, '--json'], { cwd: dir, env: { TF_API_TOKEN: TOKEN } }));
    expect(json.annotations.filter((a) => a.level === 'warning').map((a) => a.line)).toEqual([8, 26]);

    const applied = await runAction(inputs, { env: { GITHUB_WORKSPACE: dir } });
    expect(applied.exitCode, applied.stdout).toBe(0);
    expect(applied.annotations.filter((a) => a.level === 'warning').map((a) => a.title)).toEqual([
      `${tfe.host}/acme/vpc/aws 1.0.0 is unrevoked: new workspaces can start on it again`,
      `${tfe.host}/acme/network/google 1.0.0 is unrevoked: new workspaces can start on it again`,
    ]);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('applies the other modules when one keeps failing, reports which, and a re-run finishes', async () => {
    tfe.injectFault({ method: 'PATCH', path: /\/eks\/aws\//, times: Infinity, fault: { kind: 'status', status: 503 } });
    const first = await runPolicy(POLICY);
    expect(first.exitCode).toBe(1);
    expect(deprecatedVersions('vpc', 'aws')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(deprecatedVersions('eks', 'aws')).toEqual([]);
    expect(deprecatedVersions('storage', 'azurerm')).toEqual(['3.1.0']);
    const failure = first.annotations.find((a) => a.level === 'error' && a.title?.includes('eks'));
    expect(failure?.message).toContain('HTTP 503');
    expect(first.stdout).toContain(`1 of 5 modules were not fully applied: ${tfe.host}/acme/eks/aws`);

    tfe.clearFaults();
    tfe.resetRequests();
    const second = await runPolicy(POLICY);
    expect(second.exitCode, second.stdout).toBe(0);
    expect(patches().every((r) => r.path.includes('/eks/aws/'))).toBe(true);
    expect(deprecatedVersions('eks', 'aws')).toEqual(['1.1.0', '1.2.0', '1.2.1']);
  });

  it('reads YAML anchors, aliases and merge keys as what they stand for', async () => {
    const run = await runPolicy(`
organization: acme
modules:
  - &aws
    source: acme/vpc/aws
    keep-latest: 2
    rules:
      - &eol { versions: "< 2.0.0", reason: &why End of life., link: https://example.com/eol }
  - <<: *aws
    source: acme/eks/aws
    rules: [{ <<: *eol, versions: "< 1.3.0" }]
  - source: acme/rds/aws
    rules: [*eol]
  - source: acme/network/google
    rules: [{ versions: "= 1.0.0", reason: *why }]
`);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecatedVersions('vpc', 'aws')).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    // keep-latest: 2, merged from the vpc entry, keeps 1.3.0 and 1.2.1 of eks.
    expect(deprecatedVersions('eks', 'aws')).toEqual(['1.1.0', '1.2.0']);
    expect(deprecatedVersions('rds', 'aws')).toEqual(['0.9.0', '1.0.0']);
    expect(deprecatedVersions('network', 'google')).toEqual(['1.0.0']);
    expect(tfe.getDeprecation('acme', 'eks', 'aws', '1.1.0')).toMatchObject({
      reason: 'End of life.',
      link: 'https://example.com/eol',
    });
  });

  it('writes each module group of a dry run whole, in the order of the file', async () => {
    const run = await runPolicy(
      `
organization: acme
modules:
  - source: acme/eks/aws
    rules:
      - versions: "< 1.3.0"
        reason: EKS 1.2 is end of life.
  - source: acme/rds/aws
    rules:
      - versions: "< 1.0.0"
        reason: Unencrypted by default.
`,
      { 'dry-run': 'true' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const markers = run.stdout.split('\n').filter((l) => /^::(end)?group::/.test(l));
    // Groups never open inside one another.
    markers.forEach((line, i) => expect(line.startsWith('::group::')).toBe(i % 2 === 0));
    const modules = markers.filter((l) => /\/(eks|rds)\/aws$/.test(l));
    expect(modules).toEqual([expect.stringMatching(/eks\/aws$/), expect.stringMatching(/rds\/aws$/)]);
  });
});
