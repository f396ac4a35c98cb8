/**
 * What a plan says beside its changes, end to end: the bundle and the command line against the
 * fake service. Every revoke plan shows its blast radius and warns of a version in use; the
 * read-back is said only when a change was verified, with or without a run to link to; a policy
 * file's host that differs from the workflow's only by its scheme is called what it is. A
 * deprecation that only updates reasons says it updated them, not that it deprecated anything.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { runAction } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'plans-say-e2e.atlasv1.s3cr3t-radius-5e4f';

/** acme/vpc/aws 1.0.0 (used by two workspaces), 1.1.0 (by none), 2.0.0. */
async function fake(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['network-prod', 'network-staging']);
  return tfe;
}

const revokeInputs = (tfe: FakeTfe, more: Record<string, string> = {}): Record<string, string> => ({
  hostname: tfe.url,
  token: TOKEN,
  source: 'acme/vpc/aws',
  status: 'revoked',
  version: '< 2.0.0',
  reason: 'CVE-2026-0002: use 2.x.',
  'verify-timeout': '5',
  ...more,
});

const cli = (tfe: FakeTfe, cwd: string, args: string[]) =>
  runCli([...args, '--hostname', tfe.url, '--source', 'acme/vpc/aws', '--verify-timeout', '5'], {
    cwd,
    env: { TF_API_TOKEN: TOKEN },
  });

const CONSEQUENCE = 'workspaces that used it before go on with a warning';

describe.concurrent('every revoke plan has its blast radius', () => {
  it('the action warns of a revoked version in use, and shows who uses each in the log and the summary', async () => {
    const tfe = await fake();
    for (const dryRun of ['true', 'false']) {
      const run = await runAction(revokeInputs(tfe, { 'dry-run': dryRun }));
      expect(run.exitCode, run.stdout).toBe(0);
      const warnings = run.annotations.filter((a) => a.level === 'warning');
      expect(warnings, run.stdout).toHaveLength(1);
      expect(warnings[0]?.title).toContain('1.0.0');
      expect(warnings[0]?.message).toContain('2 workspaces (network-prod, network-staging)');
      expect(warnings[0]?.message).toContain(CONSEQUENCE);
      expect(run.stdout).toMatch(/Blast radius/);
      expect(run.stdout).toMatch(/ {2}1\.0\.0: 2 workspaces \(network-prod, network-staging\)/);
      expect(run.stdout).toMatch(/ {2}1\.1\.0: no workspaces/);
      expect(run.summary).toContain('**Blast radius**');
      expect(run.summary).toContain('- `1.0.0`: 2: `network-prod`, `network-staging`');
    }
  });

  it('a revoke that only takes unused versions warns of nothing', async () => {
    const tfe = await fake();
    const run = await runAction(revokeInputs(tfe, { 'revoke-only-unused': 'true' }));
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.filter((a) => a.level === 'warning')).toEqual([]);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
  });

  it('the command line warns on stderr, and --json carries the warning', async () => {
    const tfe = await fake();
    const cwd = await scratchFolder('plans-say');
    const args = ['revoke', '--version', '1.0.0', '--reason', 'CVE-2026-0002: use 2.x.', '--dry-run'];
    const text = await cli(tfe, cwd, args);
    expect(text.exitCode, text.stderr).toBe(0);
    // The report (its warnings with it) goes to stdout as text; the log goes to stderr.
    expect(text.stdout).toMatch(/warning: .*acme\/vpc\/aws 1\.0\.0 would be revoked while in use/);
    expect(text.stdout).toContain(CONSEQUENCE);
    expect(text.stdout).toContain('Blast radius');
    const json = parseCliJson(await cli(tfe, cwd, [...args, '--json']));
    expect(json.annotations.filter((a) => a.level === 'warning').map((a) => a.message)).toEqual([
      expect.stringContaining('2 workspaces (network-prod, network-staging)'),
    ]);
  });

  it('a policy revocation now of a version in use is a warning at its rule too', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('plans-say');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 2.0.0"\n        reason: Broken.\n        status: revoked\n',
    );
    const run = await runAction(
      { 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const warnings = run.annotations.filter((a) => a.level === 'warning');
    expect(warnings.map((a) => [a.file, a.line])).toEqual([['deprecations.yml', '5']]);
    expect(warnings[0]?.message).toContain('2 workspaces (network-prod, network-staging)');
    expect(warnings[0]?.message).toContain(CONSEQUENCE);
  });
});

describe.concurrent('a deprecation that only replaces reasons counts updates, not deprecations', () => {
  /** 1.0.0 and 1.1.0 deprecated with another reason: the plan is "2 to update". */
  async function deprecatedFake(): Promise<FakeTfe> {
    const tfe = await fake();
    for (const v of ['1.0.0', '1.1.0']) tfe.deprecate('acme', 'vpc', 'aws', v, { reason: 'Old.', link: '' });
    return tfe;
  }
  const deprecate = { status: 'deprecated', version: '< 2.0.0', reason: 'New.' };

  it('the action, in a dry run and when applied', async () => {
    const tfe = await deprecatedFake();
    const dry = await runAction({ ...revokeInputs(tfe, { 'dry-run': 'true' }), ...deprecate });
    expect(dry.exitCode, dry.stdout).toBe(0);
    expect(dry.stdout).toContain('Plan: 2 to update (2 requests).');
    expect(dry.summary).toContain('✅ **Passes**: 2 deprecations would be updated (dry run).');
    expect(dry.summary).not.toContain('would be deprecated');
    const done = await runAction({ ...revokeInputs(tfe), ...deprecate });
    expect(done.exitCode, done.stdout).toBe(0);
    expect(done.summary).toContain('✅ **Passes**: 2 deprecations updated.');
    expect(done.stdout).toMatch(/^2 deprecations updated\.$/m);
    expect(done.summary).not.toMatch(/versions? deprecated/);
  });

  it('the command line, its text and --json', async () => {
    const tfe = await deprecatedFake();
    const cwd = await scratchFolder('plans-say');
    const args = ['deprecate', '--version', '< 2.0.0', '--reason', 'New.', '--dry-run'];
    const text = await cli(tfe, cwd, args);
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout).toContain('Passes: 2 deprecations would be updated (dry run).');
    const json = parseCliJson(await cli(tfe, cwd, [...args, '--json']));
    expect(json.verdict).toEqual({ failed: false, message: '2 deprecations would be updated (dry run).' });
  });
});

describe.concurrent('the read-back is said only when a change was verified, with or without a run to link to', () => {
  it('in the action, not when the change failed: the footer stays, without the claim', async () => {
    const tfe = await fake();
    tfe.injectFault({ method: 'PATCH', path: /\/1\.0\.0$/, times: Infinity, fault: { kind: 'status', status: 403 } });
    const inputs = { ...revokeInputs(tfe), status: 'deprecated' };
    const failed = await runAction({ ...inputs, version: '1.0.0' });
    expect(failed.exitCode, failed.stdout).toBe(1);
    expect(failed.summary).toContain('actions/runs/4242');
    expect(failed.summary).not.toContain('Verified through the registry read API');

    const done = await runAction({ ...inputs, version: '1.1.0' });
    expect(done.exitCode, done.stdout).toBe(0);
    expect(done.summary).toContain('Verified through the registry read API');
  });

  it('in the summary of an action run outside a workflow run', async () => {
    const tfe = await fake();
    const run = await runAction(
      { ...revokeInputs(tfe), status: 'deprecated', version: '1.1.0' },
      { env: { GITHUB_RUN_ID: '' } },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.summary).not.toContain('actions/runs/');
    expect(run.summary).toContain('Verified through the registry read API.');
  });

  it("in the command line's summary, and never when nothing was verified", async () => {
    const tfe = await fake();
    const cwd = await scratchFolder('plans-say');
    const done = await cli(tfe, cwd, ['deprecate', '--version', '1.1.0', '--reason', 'Old.']);
    expect(done.exitCode, done.stderr).toBe(0);
    expect(done.stdout).toContain('Verified through the registry read API.');
    const unverified = await cli(tfe, cwd, ['deprecate', '--version', '1.0.0', '--reason', 'Old.', '--no-verify']);
    expect(unverified.exitCode, unverified.stderr).toBe(0);
    expect(unverified.stdout).not.toContain('Verified through');
  });
});

describe.concurrent("a policy file's host that differs from the workflow's only by scheme", () => {
  const policy = async (hostname: string): Promise<string> => {
    const dir = await scratchFolder('plans-say');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      `hostname: ${hostname}\norganization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.1.0"\n        reason: Old.\n`,
    );
    return file;
  };

  it('is the same host when the file writes no scheme: the workflow names it, with its scheme', async () => {
    const tfe = await fake();
    const file = await policy(tfe.host);
    const byInput = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' });
    expect(byInput.exitCode, byInput.stdout).toBe(0);
    const byVariable = await runAction(
      { 'policy-file': file, 'dry-run': 'true' },
      { env: { TF_HOSTNAME: tfe.url, TF_API_TOKEN: TOKEN } },
    );
    expect(byVariable.exitCode, byVariable.stdout).toBe(0);
    expect(byVariable.stdout).toContain('+ 1.0.0: deprecate with');
  });

  it('says that the scheme differs, not the host, when the file writes another', async () => {
    const tfe = await fake();
    const file = await policy(`https://${tfe.host}`);
    for (const [inputs, env] of [
      [{ hostname: tfe.url, token: TOKEN }, {}],
      [{}, { TF_HOSTNAME: tfe.url, TF_API_TOKEN: TOKEN }],
    ] as const) {
      const run = await runAction({ 'policy-file': file, 'dry-run': 'true', ...inputs }, { env });
      expect(run.exitCode).toBe(1);
      const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
      expect(error).toContain(
        `the same host (${tfe.host}) with another scheme: https:// in the file, http:// in the workflow`,
      );
      expect(error).not.toMatch(/different hosts|not the host the workflow names/);
    }
    expect(tfe.requests).toEqual([]);
  });
});
