/**
 * What a new user met (issue 20, items 1 to 5), end to end against the fake service: a listed
 * version that does not exist changes nothing, the gate shows a revocation's own message,
 * `fail-on-revoked` works in a single-module check, input mistakes are `invalid-input`, and a
 * policy's log writes each module's group whole.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { parseResult, runAction } from './harness.ts';

const TOKEN = 'defects-a-token.atlasv1.s3cr3t-DEFECTS-A';
const CVE = 'CVE-2026-0001: upgrade to 2.x';

let tfe: FakeTfe;
let dir: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.2.0', '1.3.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'eks', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '2.0.0'] });
  dir = await mkdtemp(path.join(tmpdir(), 'defects-a-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const patches = () => tfe.requests.filter((r) => r.method === 'PATCH');
const single = (inputs: Record<string, string>) =>
  runAction({
    hostname: tfe.url,
    token: TOKEN,
    organization: 'acme',
    module: 'vpc',
    provider: 'aws',
    reason: 'Old',
    'verify-timeout': '5',
    ...inputs,
  });

async function policy(text: string, inputs: Record<string, string> = {}) {
  const file = path.join(dir, 'deprecations.yml');
  await writeFile(file, text);
  return runAction({ 'policy-file': file, hostname: tfe.url, token: TOKEN, 'verify-timeout': '5', ...inputs });
}

async function gate(files: Record<string, string>, inputs: Record<string, string> = {}) {
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, name), text.replaceAll('HOST', tfe.host));
  }
  return runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': '.', ...inputs },
    { env: { GITHUB_WORKSPACE: dir } },
  );
}

describe('1. a listed version that does not exist', () => {
  it('fails the single-module step with nothing changed', async () => {
    const run = await single({ status: 'deprecated', version: '1.3.0, 9.9.9' });
    expect(run.exitCode).toBe(1);
    expect(patches()).toEqual([]);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.3.0')).toBeNull();
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).toMatch(/::error::.*9\.9\.9 is not in the registry.*Nothing was changed/);
    expect(parseResult(run).map((r) => [r.version, r.outcome, r.kind])).toEqual([
      ['1.3.0', 'failed', 'deprecate'],
      ['9.9.9', 'failed', 'missing'],
    ]);
    expect(run.summary).toContain('| 9.9.9 | — | — |');
    expect(run.summary).toMatch(/1\.3\.0`: Not sent/);
  });

  it('fails a policy run before any write in the whole run', async () => {
    const run = await policy(`
organization: acme
modules:
  - source: acme/eks/aws
    rules:
      - versions: "< 2.0.0"
        reason: EKS 1 is end of life.
  - source: acme/vpc/aws
    rules:
      - versions: "= 9.9.9"
        reason: A typo.
`);
    expect(run.exitCode).toBe(1);
    expect(patches()).toEqual([]);
    expect(tfe.getDeprecation('acme', 'eks', 'aws', '1.0.0')).toBeNull();
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(run.stdout).toMatch(/9\.9\.9.*not in the registry/);
    expect(run.stdout).toMatch(/::error::.*Nothing was changed/);
  });
});

describe('2. the gate on a call pinned to a revoked version', () => {
  it('shows the revocation message, at one read per revoked version in use', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Opens the default security group.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: CVE, link: 'https://example.com/cve' });
    const call = (name: string) => `module "${name}" {\n  source  = "HOST/acme/vpc/aws"\n  version = "1.2.0"\n}\n`;
    const run = await gate({ 'main.tf': `${call('a')}${call('b')}${call('c')}` });
    expect(run.exitCode).toBe(1);
    const revoked = run.annotations.filter((a) => a.title?.endsWith('is revoked'));
    expect(revoked).toHaveLength(3);
    for (const a of revoked) expect(a.message).toContain(CVE);
    expect(run.summary).toContain(CVE);
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result[0]).toMatchObject({
      status: 'revoked',
      revocation: { message: CVE, link: 'https://example.com/cve' },
    });
    const uses = JSON.parse(run.outputs['deprecated-uses'] ?? '[]') as Array<Record<string, unknown>>;
    expect(uses[0]).toMatchObject({ revocation: { message: CVE } });
    // One module read, one revocation read for the one revoked version, whatever the calls.
    const versionReads = tfe.requests.filter((r) => r.path.includes('/version?module_version='));
    expect(versionReads.map((r) => r.path)).toEqual([expect.stringContaining('module_version=1.2.0')]);
  });
});

describe('3. fail-on-revoked in a single-module check', () => {
  it('fails on a revoked version even with fail-on-deprecated: false', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: CVE, link: '' });
    const run = await single({ status: 'check', version: '1.2.0', reason: '', 'fail-on-deprecated': 'false' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    expect(run.annotations.find((a) => a.title?.endsWith('is revoked'))?.level).toBe('error');
  });

  it('warns only with fail-on-revoked: false', async () => {
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', { reason: 'Old', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: CVE, link: '' });
    const run = await single({ status: 'check', version: '1.2.0', reason: '', 'fail-on-revoked': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.find((a) => a.title?.endsWith('is revoked'))?.level).toBe('warning');
  });
});

describe('4. mistakes of input or configuration are invalid-input', () => {
  it('a checked version that does not exist', async () => {
    const run = await single({ status: 'check', version: '9.9.9', reason: '' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
  });

  it('a gate call whose constraint no version satisfies', async () => {
    const run = await gate({
      'main.tf': 'module "vpc" {\n  source  = "HOST/acme/vpc/aws"\n  version = ">= 7.0.0"\n}\n',
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
  });
});

describe('5. a policy dry run of two modules', () => {
  it('writes each module group whole, in the order of the file', async () => {
    const run = await policy(
      `
organization: acme
modules:
  - source: acme/eks/aws
    rules:
      - versions: "< 2.0.0"
        reason: EKS 1 is end of life.
  - source: acme/dns/aws
    rules:
      - versions: "< 2.0.0"
        reason: DNS 1 is end of life.
`,
      { 'dry-run': 'true' },
    );
    expect(run.exitCode, run.stdout).toBe(0);
    const markers = run.stdout.split('\n').filter((l) => /^::(end)?group::/.test(l));
    // Groups never open inside one another.
    markers.forEach((line, i) => expect(line.startsWith('::group::')).toBe(i % 2 === 0));
    const modules = markers.filter((l) => /\/(eks|dns)\/aws$/.test(l));
    expect(modules).toEqual([expect.stringMatching(/eks\/aws$/), expect.stringMatching(/dns\/aws$/)]);
  });
});
