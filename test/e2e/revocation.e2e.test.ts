/**
 * Revocation, as `check` and the gate read it: a revoked version is reported as revoked (not
 * merely deprecated, nor counted twice), with what it means for new workspaces and its own
 * message (read once per revoked version in use), and fails the step unless `fail-on-revoked:
 * false`; a service without revocation still works as before. A new message on a version already
 * revoked is an update of its revocation, shown old → new as an update of a deprecation is.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';
import { gateWorkspace } from './support/gate-workspace.ts';

const TOKEN = 'revocation-e2e.atlasv1.secret-7a8b9c';
const OLD = { reason: 'Opens the default security group.', link: 'https://example.com/vpc' };
const CVE_MESSAGE = 'CVE-2026-0001: upgrade to 2.x';

/** acme/vpc/aws 1.0.0, 1.1.0, 1.2.0 and 2.0.0, nothing deprecated. */
const fake = (options: { revocation?: boolean } = {}): Promise<FakeTfe> =>
  fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'], ...options });

describe.concurrent('revocation', () => {
  it('check reports a revoked version as revoked, says what it means, and fails', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: OLD.reason, link: OLD.link });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, {
        status: 'check',
        version: '1.0.0, 1.1.0',
        reason: '',
        link: '',
        usage: 'false',
      }),
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      'failure-reason': 'revoked-in-use',
      'revoked-versions': '1.0.0',
      'deprecated-versions': '1.0.0,1.1.0',
    });
    const revoked = run.annotations.find(
      (a) => a.title === `Module version 1.0.0 of ${tfe.host}/acme/vpc/aws is revoked`,
    );
    expect(revoked?.message).toContain('Runs of new workspaces that use it will not proceed');
    expect(run.summary).toContain('| 1.0.0 | ⛔ revoked |');
    expect(run.summary).toContain('| 1.1.0 | ⚠️ deprecated |');
    expect(parseResult(run).map((r) => [r.version, r.revoked])).toEqual([
      ['1.0.0', true],
      ['1.1.0', false],
    ]);
    // One read of each API: the versions list, the module read that shows revocation, and the
    // revoked version's own read for its message and link.
    expect(tfe.requests.map((r) => r.path)).toEqual([
      '/api/registry/v1/modules/acme/vpc/aws/versions',
      '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws',
      '/api/v2/organizations/acme/registry-modules/private/acme/vpc/aws/version?module_version=1.0.0',
    ]);
    expect(parseResult(run)[0]).toMatchObject({
      after: { state: 'revoked', revocation: { message: OLD.reason, link: OLD.link } },
    });
  });

  it('check still reports a revoked version as revoked when its own read fails', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Not shown.', link: '' });
    tfe.injectFault({ method: 'GET', path: /\/version\?/, fault: { kind: 'status', status: 404 } });
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { status: 'check', reason: '', link: '', usage: 'false' }),
    );
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'failure-reason': 'revoked-in-use', 'revoked-versions': '1.0.0' });
    expect(parseResult(run)[0]).toMatchObject({ version: '1.0.0', after: { state: 'revoked', revocation: null } });
  });

  it('check on a service without revocation works as before, and says revocation is not shown', async () => {
    const tfe = await fake({ revocation: false });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { status: 'check', reason: '', link: '' }));
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ 'failure-reason': 'deprecated-in-use', 'revoked-versions': '' });
    expect(run.stdout).toContain('The service shows no revocation');
  });

  it('the gate fails on a revoked version even when deprecated ones only warn', async () => {
    const { tfe, workspace } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: OLD.reason, link: OLD.link });
    tfe.deprecate('acme', 'subnets', 'aws', '2.2.0', OLD);
    tfe.revoke('acme', 'subnets', 'aws', '2.2.0', { message: OLD.reason, link: OLD.link });
    const inputs = { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'platform' };
    const run = await runAction({ ...inputs, 'fail-on-deprecated': 'false' }, { env: { GITHUB_WORKSPACE: workspace } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    // Comma separated, as `deprecated-versions` is in every mode.
    expect(run.outputs['revoked-versions']?.split(',').sort()).toEqual([
      `${tfe.host}/acme/subnets/aws@2.2.0`,
      `${tfe.host}/acme/vpc/aws@1.2.0`,
    ]);
    expect(run.outputs['deprecated-versions']?.split(',').sort()).toEqual([
      `${tfe.host}/acme/subnets/aws@2.2.0`,
      `${tfe.host}/acme/vpc/aws@1.2.0`,
    ]);
    // What to move to is never deprecated or revoked: forward where a version is free (vpc's 2.0.0,
    // a new major), back only where none is (subnets' 2.1.0).
    const uses = JSON.parse(run.outputs['deprecated-uses'] ?? '[]') as Array<{ source: string; suggested: string }>;
    expect(uses.map((u) => [u.source.split('/').slice(-3).join('/'), u.suggested]).sort()).toEqual([
      ['acme/subnets/aws', '2.1.0'],
      ['acme/vpc/aws', '2.0.0'],
    ]);
    expect(run.annotations.find((a) => a.title?.endsWith('is revoked'))).toMatchObject({
      level: 'error',
      file: 'platform/main.tf',
    });
    expect(run.summary).toContain('⛔ revoked');
    const warned = await runAction(
      { ...inputs, 'fail-on-deprecated': 'false', 'fail-on-revoked': 'false' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(warned.exitCode, warned.stdout).toBe(0);
    expect(warned.annotations.find((a) => a.title?.endsWith('is revoked'))?.level).toBe('warning');
  });
});

describe.concurrent('the gate on calls pinned to a revoked version', () => {
  it("shows the revocation's own message, at one read per revoked version in use", async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: CVE_MESSAGE, link: 'https://example.com/cve' });
    const workspace = await scratchFolder('revocation-gate');
    const call = (name: string) =>
      `module "${name}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`;
    await writeFile(path.join(workspace, 'main.tf'), `${call('a')}${call('b')}${call('c')}`);
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': '.' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(run.exitCode).toBe(1);
    const revoked = run.annotations.filter((a) => a.title?.endsWith('is revoked'));
    expect(revoked).toHaveLength(3);
    for (const a of revoked) expect(a.message).toContain(CVE_MESSAGE);
    expect(run.summary).toContain(CVE_MESSAGE);
    expect(parseResult(run)[0]).toMatchObject({
      status: 'revoked',
      revocation: { message: CVE_MESSAGE, link: 'https://example.com/cve' },
    });
    const uses = JSON.parse(run.outputs['deprecated-uses'] ?? '[]') as Array<Record<string, unknown>>;
    expect(uses[0]).toMatchObject({ revocation: { message: CVE_MESSAGE } });
    // One module read, one revocation read for the one revoked version, whatever the calls.
    const versionReads = tfe.requests.filter((r) => r.path.includes('/version?module_version='));
    expect(versionReads.map((r) => r.path)).toEqual([expect.stringContaining('module_version=1.2.0')]);
  });
});

describe.concurrent('a revoked version counts as revoked, not also as deprecated', () => {
  const verdictError = (run: ActionRun): string =>
    run.annotations.find((a) => a.level === 'error' && a.title === undefined)?.message ?? '';

  it('in a check of it alone: an error even with fail-on-deprecated: false, a warning with fail-on-revoked: false', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: CVE_MESSAGE, link: '' });
    const check = (more: Record<string, string>) =>
      runAction(deprecateInputs(tfe.url, TOKEN, { status: 'check', reason: '', link: '', ...more }));
    const run = await check({ 'fail-on-deprecated': 'false' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    expect(run.annotations.find((a) => a.title?.endsWith('is revoked'))?.level).toBe('error');
    expect(run.summary).toContain('\nVersions: 1 revoked.\n');
    expect(verdictError(run)).toBe('1 checked version is revoked: 1.0.0.');
    const warned = await check({ 'fail-on-revoked': 'false' });
    expect(warned.exitCode, warned.stdout).toBe(0);
    expect(warned.annotations.find((a) => a.title?.endsWith('is revoked'))?.level).toBe('warning');
  });

  it('in the error and the summary alike', async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', { message: 'Unsafe.', link: '' });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Older.', link: '' });
    const run = await runAction(
      deprecateInputs(tfe.url, TOKEN, { status: 'check', version: '>= 0', reason: '', link: '' }),
    );
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('\nVersions: 1 deprecated · 1 revoked · 1 not deprecated.\n');
    expect(verdictError(run)).toBe(
      '2 checked versions are deprecated or revoked: 1 deprecated (1.1.0), 1 revoked (1.0.0).',
    );
  });
});

describe.concurrent('a new message on a version already revoked is an update of its revocation', () => {
  const CVE = { message: '1.0.0 opens port 22 to the world (CVE-2026-1234).', link: 'https://example.com/cve-1234' };
  const NEW = 'CVE-2026-9999: use 2.x.';
  /** acme/vpc/aws 1.0.0 revoked for CVE, 1.1.0 deprecated, 1.2.0 and 2.0.0 active. */
  async function revokedFake(): Promise<FakeTfe> {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.0.0', CVE);
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    return tfe;
  }
  const revoke = (tfe: FakeTfe, more: Record<string, string> = {}) =>
    runAction(
      deprecateInputs(tfe.url, TOKEN, {
        status: 'revoked',
        version: '1.0.0',
        reason: NEW,
        link: '',
        usage: 'false',
        'verify-timeout': '5',
        ...more,
      }),
    );

  it('in the log, the summary, the verdict and `result`, in a dry run and when applied', async () => {
    const tfe = await revokedFake();
    for (const dryRun of ['true', 'false']) {
      const run = await revoke(tfe, { 'dry-run': dryRun });
      expect(run.exitCode, run.stdout).toBe(0);
      const line = run.stdout.split('\n').find((l) => l.trimStart().startsWith('1.0.0'));
      expect(line).toContain(`(revocation ${JSON.stringify(CVE.message)} <${CVE.link}>)`);
      expect(line).toContain(`→ update revocation to ${JSON.stringify(NEW)} (no link)`);
      expect(run.stdout).toContain('Plan: 1 to update (1 request).');
      expect(run.stdout).toContain(
        '1 version already revoked gets this revocation message and link in place of its own: `keep-reasons: true` keeps them.',
      );
      const would = dryRun === 'true';
      const verdict = would ? '1 revocation message would be updated (dry run)' : '1 revocation message updated';
      expect(run.stdout).toContain(`${verdict}.`);
      expect(run.summary).toContain(`✅ **Passes**: ${verdict}.`);
      expect(run.summary).not.toMatch(/versions? (would be )?revoked/);
      const row = run.summary.split('\n').find((l) => l.startsWith('| 1.0.0 |'));
      expect(row).toContain(`${OLD.reason} · revoked: ${JSON.stringify(CVE.message)} → ${JSON.stringify(NEW)}`);
      expect(row).toContain(`[${CVE.link}](${CVE.link}) → none`);
      expect(parseResult(run)[0]).toMatchObject({
        kind: 'update',
        outcome: would ? 'planned' : 'changed',
        steps: [{ step: 'revoke', status: would ? 'planned' : 'done' }],
        before: { state: 'revoked', revocation: CVE },
        after: { state: 'revoked', revocation: { message: NEW, link: '' } },
      });
      // No new workspace is kept out by a new message: no blast radius, no warning.
      expect(run.summary).not.toContain('Blast radius');
      expect(run.annotations).toEqual([]);
    }
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toMatchObject({ message: NEW, link: '' });
  });

  it("in the command line's text and --json, the same report", async () => {
    const tfe = await revokedFake();
    const cwd = await scratchFolder('revocation-update');
    const args = ['revoke', '--hostname', tfe.url, '--source', 'acme/vpc/aws', '--version', '1.0.0', '--reason', NEW];
    const env = { TF_API_TOKEN: TOKEN };
    const text = await runCli([...args, '--dry-run'], { cwd, env });
    expect(text.exitCode, text.stderr).toBe(0);
    expect(text.stdout).toContain('Passes: 1 revocation message would be updated (dry run).');
    expect(text.stdout).toContain(`revoked: ${JSON.stringify(CVE.message)} → ${JSON.stringify(NEW)}`);
    expect(text.stderr).toContain(`→ update revocation to ${JSON.stringify(NEW)} (no link)`);
    expect(text.stderr).toContain('in place of its own: --keep-reasons keeps them.');
    const json = parseCliJson(await runCli([...args, '--json'], { cwd, env }));
    expect(json.exitCode).toBe(0);
    expect(json.verdict).toEqual({ failed: false, message: '1 revocation message updated.' });
    expect((json.result as Array<Record<string, unknown>>)[0]).toMatchObject({
      kind: 'update',
      before: { revocation: CVE },
      after: { revocation: { message: NEW, link: '' } },
    });
    expect(JSON.parse(json.outputs.result ?? '[]')).toEqual(json.result);
  });

  it('in a policy plan: the log and the summary show the old and the new message, `plan` both', async () => {
    const tfe = await revokedFake();
    const dir = await scratchFolder('revocation-update');
    const file = path.join(dir, 'deprecations.yml');
    await writeFile(
      file,
      `organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "= 1.0.0"\n        reason: ${JSON.stringify(NEW)}\n        status: revoked\n`,
    );
    const run = await runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'dry-run': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `~ 1.0.0: revocation ${JSON.stringify(CVE.message)} <${CVE.link}> → ${JSON.stringify(NEW)} (no link)`,
    );
    expect(run.stdout).toContain('Plan: 1 to update');
    expect(run.summary).toContain(`revocation ${JSON.stringify(CVE.message)}`);
    expect(run.summary).toContain(`→ ${JSON.stringify(NEW)} (no link)`);
    const plan = JSON.parse(run.outputs.plan ?? '[]') as Array<{ changes: Array<Record<string, unknown>> }>;
    expect(plan[0]?.changes[0]).toMatchObject({
      version: '1.0.0',
      action: 'update',
      steps: ['revoke'],
      before: { revocation: CVE },
      after: { revocation: { message: NEW, link: '' } },
    });
  });
});
