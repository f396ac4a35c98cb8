/**
 * What the gate asks of the service: each module's version list, and the module read that shows
 * revocation only for a module with a called version the list shows deprecated or lacks (the
 * service revokes only deprecated versions). Counted by path in the fake's request log; and a
 * revoked version the list does not show as deprecated (a lagging read API) is still caught
 * wherever the module read is made.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { allRuns, parseResult, runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { git } from './support/git-repository.ts';

const TOKEN = 'gate-reads-token.atlasv1.s3cr3t-READS-4q5w6e';
const OLD = { reason: 'Opens the default security group.', link: 'https://example.com/old' };

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

/** acme/vpc/aws 1.0.0–2.0.0 (1.2.0 deprecated), subnets 2.0.0–2.2.0, dns 1.0.0–1.1.0 (1.0.0 deprecated). */
async function fake(): Promise<FakeTfe> {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.addModule({ namespace: 'acme', name: 'subnets', provider: 'aws', versions: ['2.0.0', '2.1.0', '2.2.0'] });
  tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0', '1.1.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', OLD);
  tfe.deprecate('acme', 'dns', 'aws', '1.0.0', OLD);
  return tfe;
}

const block = (host: string, name: string, module: string, version: string): string =>
  `module "${name}" {\n  source  = "${host}/acme/${module}/aws"\n  version = "${version}"\n}\n`;

/** A workspace whose `infra/main.tf` holds `blocks`. */
async function workspaceWith(blocks: string[]): Promise<string> {
  const dir = await scratchFolder('gate-reads');
  await mkdir(path.join(dir, 'infra'), { recursive: true });
  await writeFile(path.join(dir, 'infra/main.tf'), blocks.join('\n'));
  return dir;
}

function gate(
  tfe: FakeTfe,
  workspace: string,
  inputs: Record<string, string> = {},
  event?: { name: string; payload: unknown },
): Promise<ActionRun> {
  return runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      'config-directory': 'infra',
      'fail-on-deprecated': 'false',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace }, ...(event !== undefined && { event }) },
  );
}

/** The reads the service answered, by kind, each module once. */
function reads(tfe: FakeTfe): { lists: string[]; moduleReads: string[]; versionReads: number } {
  const paths = tfe.requests.filter((r) => r.method === 'GET' && r.status === 200).map((r) => r.path);
  const moduleOf = (p: string): string => p.split('?')[0]?.split('/').slice(-3).join('/') ?? p;
  return {
    lists: paths
      .filter((p) => p.startsWith('/api/registry/v1/') && p.endsWith('/versions'))
      .map((p) => p.split('/')[6] ?? p)
      .sort(),
    moduleReads: paths
      .filter((p) => p.startsWith('/api/v2/') && /\/registry-modules\/private\/[^/]+\/[^/]+\/[^/?]+$/.test(p))
      .map((p) => moduleOf(p).split('/')[1] ?? p)
      .sort(),
    versionReads: paths.filter((p) => p.includes('/version?module_version=')).length,
  };
}

/** A fault that edits a module's version list before it is sent: the read API lagging behind the module read. */
function lagging(tfe: FakeTfe, module: string, edit: (versions: Array<Record<string, unknown>>) => unknown[]): void {
  tfe.injectFault({
    method: 'GET',
    path: new RegExp(`/registry/v1/modules/acme/${module}/aws/versions$`),
    times: Infinity,
    fault: {
      kind: 'rewrite',
      rewrite: (body: unknown) => {
        const list = body as { modules: Array<{ versions: Array<Record<string, unknown>> }> };
        for (const entry of list.modules) entry.versions = edit(entry.versions) as Array<Record<string, unknown>>;
        return body;
      },
    },
  });
}

const statuses = (run: ActionRun) => parseResult(run).map((c) => [c.call, c.version, c.status, c.revoked]);

describe.concurrent('the gate reads revocation only where a called version is deprecated or missing', () => {
  it('reads every version list once, and the module read only of a module with a deprecated version in use', async () => {
    const tfe = await fake();
    const workspace = await workspaceWith([
      block(tfe.host, 'old', 'vpc', '1.2.0'),
      block(tfe.host, 'current', 'vpc', '~> 1.0, < 1.2'),
      // Resolves to 2.2.0, which is not deprecated: the constraint's version is the one called.
      block(tfe.host, 'subnets', 'subnets', '~> 2.0'),
      // 1.0.0 is deprecated, but no call uses it.
      block(tfe.host, 'dns', 'dns', '1.1.0'),
    ]);
    const run = await gate(tfe, workspace);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads(tfe)).toEqual({ lists: ['dns', 'subnets', 'vpc'], moduleReads: ['vpc'], versionReads: 0 });
    expect(statuses(run)).toEqual([
      ['module.old', '1.2.0', 'deprecated', false],
      ['module.current', '1.1.0', 'not-deprecated', false],
      ['module.subnets', '2.2.0', 'not-deprecated', false],
      ['module.dns', '1.1.0', 'not-deprecated', false],
    ]);
    expect(run.stdout).toContain('Read the revoked versions of 1 of 3 modules');
  });

  it('a module read that disagrees with the list: the stricter state wins', async () => {
    const tfe = await fake();
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'CVE-1: upgrade to 2.x', link: '' });
    // The list shows 1.1.0 as it was before it was deprecated (and revoked).
    lagging(tfe, 'vpc', (versions) => versions.map((v) => (v.version === '1.1.0' ? { ...v, deprecation: null } : v)));
    const workspace = await workspaceWith([
      block(tfe.host, 'old', 'vpc', '1.2.0'),
      block(tfe.host, 'lagging', 'vpc', '1.1.0'),
    ]);
    const run = await gate(tfe, workspace);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    expect(statuses(run)).toEqual([
      ['module.old', '1.2.0', 'deprecated', false],
      ['module.lagging', '1.1.0', 'revoked', true],
    ]);
    expect(parseResult(run)[1]).toMatchObject({ revocation: { message: 'CVE-1: upgrade to 2.x', link: '' } });
    expect(reads(tfe)).toEqual({ lists: ['vpc'], moduleReads: ['vpc'], versionReads: 1 });
  });

  it('an installed version the list lacks is read for, and reported revoked where the module read says so', async () => {
    const tfe = await fake();
    tfe.revoke('acme', 'dns', 'aws', '1.0.0', { message: 'Gone.', link: '' });
    lagging(tfe, 'dns', (versions) => versions.filter((v) => v.version !== '1.0.0'));
    const workspace = await workspaceWith([
      block(tfe.host, 'dns', 'dns', '~> 1.0'),
      block(tfe.host, 'net', 'subnets', '2.1.0'),
    ]);
    // terraform init installed 1.0.0 (before the list stopped showing it).
    await mkdir(path.join(workspace, 'infra/.terraform/modules'), { recursive: true });
    await writeFile(
      path.join(workspace, 'infra/.terraform/modules/modules.json'),
      JSON.stringify({
        Modules: [
          { Key: '', Source: '', Dir: '.' },
          { Key: 'dns', Source: `${tfe.host}/acme/dns/aws`, Version: '1.0.0', Dir: '.terraform/modules/dns' },
          { Key: 'net', Source: `${tfe.host}/acme/subnets/aws`, Version: '2.1.0', Dir: '.terraform/modules/net' },
        ],
      }),
    );
    const run = await gate(tfe, workspace);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('revoked-in-use');
    expect(statuses(run)).toEqual([
      ['module.dns', '1.0.0', 'revoked', true],
      ['module.net', '2.1.0', 'not-deprecated', false],
    ]);
    expect(reads(tfe)).toEqual({ lists: ['dns', 'subnets'], moduleReads: ['dns'], versionReads: 1 });
  });

  it('an installed version neither read shows is still an error at its block', async () => {
    const tfe = await fake();
    const workspace = await workspaceWith([block(tfe.host, 'dns', 'dns', '~> 1.0')]);
    await mkdir(path.join(workspace, 'infra/.terraform/modules'), { recursive: true });
    await writeFile(
      path.join(workspace, 'infra/.terraform/modules/modules.json'),
      JSON.stringify({
        Modules: [{ Key: 'dns', Source: `${tfe.host}/acme/dns/aws`, Version: '1.0.9', Dir: '.terraform/modules/dns' }],
      }),
    );
    const run = await gate(tfe, workspace);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(parseResult(run)[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('1.0.9') });
    expect(reads(tfe)).toEqual({ lists: ['dns'], moduleReads: ['dns'], versionReads: 0 });
  });

  it('a list that shows every called version active is trusted: no module read', async () => {
    const tfe = await fake();
    // Revoked moments ago; the list still shows 1.1.0 as it was before its deprecation.
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', OLD);
    tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'Unsafe.', link: '' });
    lagging(tfe, 'vpc', (versions) => versions.map((v) => (v.version === '1.1.0' ? { ...v, deprecation: null } : v)));
    const workspace = await workspaceWith([block(tfe.host, 'vpc', 'vpc', '1.1.0')]);
    const run = await gate(tfe, workspace);
    // What docs/gate.md says: the deprecation is not shown yet, so neither is the revocation.
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads(tfe)).toEqual({ lists: ['vpc'], moduleReads: [], versionReads: 0 });
  });

  it('a service without revocation: null where it cannot say, as before', async () => {
    const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0'], revocation: false });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', OLD);
    const workspace = await workspaceWith([
      block(tfe.host, 'old', 'vpc', '1.0.0'),
      block(tfe.host, 'new', 'vpc', '1.1.0'),
    ]);
    const run = await gate(tfe, workspace);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(statuses(run)).toEqual([
      ['module.old', '1.0.0', 'deprecated', null],
      ['module.new', '1.1.0', 'not-deprecated', null],
    ]);
  });

  it('with only-new, the same reads: the base is judged with the head’s', async () => {
    const tfe = await fake();
    const dir = await scratchFolder('gate-reads-git');
    await mkdir(path.join(dir, 'infra'));
    git(dir, 'init', '-q');
    await writeFile(path.join(dir, 'infra/main.tf'), block(tfe.host, 'old', 'vpc', '1.2.0'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'base');
    const base = git(dir, 'rev-parse', 'HEAD');
    await writeFile(
      path.join(dir, 'infra/main.tf'),
      [
        block(tfe.host, 'old', 'vpc', '1.2.0'),
        block(tfe.host, 'dns', 'dns', '1.0.0'),
        block(tfe.host, 'subnets', 'subnets', '2.1.0'),
      ].join('\n'),
    );
    git(dir, 'commit', '-q', '-am', 'head');
    const run = await gate(
      tfe,
      dir,
      { 'only-new': 'true', 'fail-on-deprecated': 'true' },
      { name: 'pull_request', payload: { pull_request: { number: 3, base: { sha: base } } } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('1 module call uses a deprecated version: module.dns');
    expect(reads(tfe)).toEqual({ lists: ['dns', 'subnets', 'vpc'], moduleReads: ['dns', 'vpc'], versionReads: 0 });
  });
});
