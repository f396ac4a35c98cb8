/**
 * Revocation, as `check` and the gate read it: a revoked version is reported as revoked (not
 * merely deprecated), with what it means for new workspaces, and fails the step; a service
 * without revocation still works as before.
 */
import { cp, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction } from './harness.ts';

const TOKEN = 'revocation-e2e.atlasv1.secret-7a8b9c';
const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/gate');
const OLD = { reason: 'Opens the default security group.', link: 'https://example.com/vpc' };

async function fake(options: { revocation?: boolean } = {}): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'], ...options });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  return tfe;
}

/** The gate fixture `platform`, copied, pointing at the fake. */
async function platform(host: string): Promise<string> {
  const dir = await scratchFolder('revocation');
  await cp(path.join(FIXTURES, 'platform'), path.join(dir, 'platform'), { recursive: true });
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll('app.terraform.io', host));
  }
  return dir;
}

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
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: OLD.reason, link: OLD.link });
    tfe.deprecate('acme', 'subnets', 'aws', '2.2.0', OLD);
    tfe.revoke('acme', 'subnets', 'aws', '2.2.0', { message: OLD.reason, link: OLD.link });
    const workspace = await platform(tfe.host);
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
