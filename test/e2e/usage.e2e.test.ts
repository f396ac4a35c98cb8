/**
 * Who uses each version, from HCP Terraform's Explorer, end to end from the bundle: shown in the
 * log, the summary and `result` of every mode that changes or checks versions; the three values
 * of `usage`; a token Explorer refuses; a separate `usage-token`; more than one page; and the
 * safe revoke that revokes only unused versions.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { parseResult, runAction, type ActionRun } from './harness.ts';

const TOKEN = 'usage-e2e.atlasv1.secret-9f8e7d';
const ORG_TOKEN = 'usage-e2e-org.atlasv1.secret-1a2b3c';
const REVOKE = { status: 'revoked', reason: 'CVE-2026-1234: use 2.x.', link: 'https://example.com/cve' };
const FIVE = ['app-prod', 'app-staging', 'billing', 'data-lake', 'edge'];

async function fake(
  options: {
    explorerMaxPageSize?: number;
    explorerSourceForm?: 'host' | 'private';
    explorerExportStatus?: number;
  } = {},
) {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'], ...options });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['app-prod', 'app-staging']);
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', FIVE);
  return tfe;
}

const run = (tfe: FakeTfe, inputs: Record<string, string>, secrets: string[] = []): Promise<ActionRun> =>
  runAction(deprecateInputs(tfe.url, TOKEN, inputs), { secrets });

const explorerRequests = (tfe: FakeTfe) => tfe.requests.filter((r) => r.path.includes('/explorer'));
const verdictError = (run: ActionRun): string =>
  run.annotations.find((a) => a.level === 'error' && a.title === undefined)?.message ?? '';
const count = (text: string, part: string): number => text.split(part).length - 1;

/** A token Explorer refuses is explained once: the access it needs, and the input that gives it. */
function saysOnce(text: string): void {
  expect(count(text, 'Read all workspaces'), text).toBe(1);
  expect(count(text, '`usage-token`'), text).toBe(1);
}
const patches = (tfe: FakeTfe) => tfe.requests.filter((r) => r.method === 'PATCH');

describe.concurrent('usage shown where versions are shown', () => {
  it('a deprecation shows who uses each version in the plan, the summary and result, for one query more', async () => {
    const tfe = await fake();
    const result = await run(tfe, { version: '1.0.0, 1.1.0, 1.2.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(explorerRequests(tfe)).toHaveLength(1);
    expect(tfe.requests).toHaveLength(3 + 4 + 1);
    expect(result.stdout).toMatch(/1\.0\.0 +active +→ deprecate · 2 workspaces \(app-prod, app-staging\)/);
    expect(result.stdout).toContain('→ deprecate · 5 workspaces (app-prod, app-staging, billing, data-lake, edge)');
    expect(result.stdout).toMatch(/1\.2\.0 +active +→ deprecate · no workspaces/);
    expect(result.summary).toContain('| Version | Before | After | Workspaces | Reason | Link | Outcome |');
    expect(result.summary).toContain('| 2: `app-prod`, `app-staging` |');
    expect(result.summary).toContain('<details><summary>5 workspaces</summary>`app-prod`, `app-staging`, `billing`');
    expect(result.summary).toContain('Workspaces are those of HCP Terraform');
    expect(parseResult(result).map((r) => [r.version, r.workspaces])).toEqual([
      ['1.0.0', { count: 2, names: ['app-prod', 'app-staging'] }],
      ['1.1.0', { count: 5, names: FIVE }],
      ['1.2.0', { count: 0, names: [] }],
    ]);
  });

  it('check with a constraint is the migration report: every retired version and who still uses it', async () => {
    const tfe = await fake({ explorerSourceForm: 'private' });
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: '' });
    tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Old.', link: '' });
    tfe.revoke('acme', 'vpc', 'aws', '1.1.0', { message: 'Unsafe.', link: '' });
    const result = await run(tfe, {
      status: 'check',
      version: '>= 0',
      reason: '',
      link: '',
      'fail-on-deprecated': 'false',
      // A report, not a gate: a revoked version fails a check unless fail-on-revoked is false.
      'fail-on-revoked': 'false',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.summary).toContain(
      '\nVersions: 1 deprecated · 1 revoked · 2 not deprecated · 2 deprecated or revoked still in use.\n',
    );
    expect(result.summary).toContain('| 1.1.0 | ⛔ revoked | <details><summary>5 workspaces</summary>');
    expect(result.stdout).toMatch(/1\.0\.0 +deprecated: "Old\." · 2 workspaces \(app-prod, app-staging\)/);
  });

  it('counts only the rows of this module, whatever form their source takes', async () => {
    const tfe = await fake();
    const row = (source: string, workspaces: string[], registryType: 'private' | 'public' = 'private') => ({
      name: 'vpc',
      source,
      version: '1.2.0',
      registryType,
      workspaces,
    });
    // Look-alikes: the public module of that name, another provider, namespace and host.
    tfe.addUsageRow('acme', row('acme/vpc/aws', ['public-user'], 'public'));
    tfe.addUsageRow('acme', row('private/acme/vpc/azurerm', ['azure-user']));
    tfe.addUsageRow('acme', row('private/other/vpc/aws', ['other-user']));
    tfe.addUsageRow('acme', row('registry.example.org/acme/vpc/aws', ['foreign-user']));
    // This module: the documented private form with its version, and a submodule of it.
    tfe.addUsageRow('acme', row('private/acme/vpc/aws/1.2.0', ['ops']));
    tfe.addUsageRow('acme', row(`${tfe.host}/acme/vpc/aws//modules/subnets`, ['net']));
    const result = await run(tfe, { status: 'check', version: '1.2.0', reason: '', link: '' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(parseResult(result)[0]?.workspaces).toEqual({ count: 2, names: ['net', 'ops'] });
    // One filtered query, brackets percent-encoded as the reference says.
    const [query] = explorerRequests(tfe);
    expect(query?.path).toContain('filter%5B0%5D%5Bsource%5D%5Bcontains%5D%5B0%5D=acme%2Fvpc%2Faws');
  });

  it('a revoke shows usage too', async () => {
    const tfe = await fake();
    const result = await run(tfe, { ...REVOKE, version: '1.0.0' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(result.stdout).toContain('→ revoke (deprecate, then revoke) · 2 workspaces (app-prod, app-staging)');
    expect(parseResult(result)[0]?.workspaces).toEqual({ count: 2, names: ['app-prod', 'app-staging'] });
  });

  it('reads more than one page, paced like every other request', async () => {
    // Without the unpaged export, which would answer in one request.
    const tfe = await fake({ explorerMaxPageSize: 1, explorerExportStatus: 404 });
    tfe.setUsage('acme', 'vpc', 'aws', '1.2.0', ['ops']);
    const result = await run(tfe, {
      status: 'check',
      version: '>= 0',
      reason: '',
      link: '',
      'fail-on-deprecated': 'false',
    });
    expect(result.exitCode, result.stdout).toBe(0);
    // The export refused once, then three pages.
    expect(explorerRequests(tfe)).toHaveLength(1 + 3);
    expect(parseResult(result).map((r) => (r.workspaces as { count: number }).count)).toEqual([0, 1, 5, 2]); // newest first
  });
});

describe.concurrent('the usage inputs', () => {
  it('usage: false never asks Explorer and shows no usage', async () => {
    const tfe = await fake();
    const result = await run(tfe, { usage: 'false' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(explorerRequests(tfe)).toHaveLength(0);
    expect(parseResult(result)[0]?.workspaces).toBeNull();
    expect(result.summary).not.toContain('Workspaces');
  });

  it('usage: auto with a token Explorer refuses says so once, in a notice naming the access and the input, and the change goes on', async () => {
    const tfe = await fake();
    tfe.addToken('member-token.atlasv1.no-explorer-77', { organizations: ['acme'], canReadExplorer: false });
    const result = await runAction(deprecateInputs(tfe.url, 'member-token.atlasv1.no-explorer-77'));
    expect(result.exitCode, result.stdout).toBe(0);
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    const notices = result.annotations.filter((a) => a.level === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Workspace usage not read');
    expect(notices[0]?.message).toContain('owners team');
    saysOnce(notices[0]?.message ?? '');
    expect(parseResult(result)[0]?.workspaces).toBeNull();
  });

  it('usage: true with a token Explorer refuses fails before any change, in one sentence naming the input and the access', async () => {
    const tfe = await fake();
    tfe.addToken('member-token.atlasv1.no-explorer-78', { organizations: ['acme'], canReadExplorer: false });
    const result = await runAction(deprecateInputs(tfe.url, 'member-token.atlasv1.no-explorer-78', { usage: 'true' }));
    expect(result.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(0);
    expect(result.outputs['failure-reason']).toBe('service-error');
    expect(result.stdout).toContain('Input `usage` is true');
    expect(result.stdout).toContain('Read all workspaces');
    const error = verdictError(result);
    expect(error).toMatch(
      /^Input `usage` is true, but workspace usage could not be read, so no version of "acme\/vpc\/aws" was changed: /,
    );
    expect(error).not.toContain('is true needs usage');
    saysOnce(error);
  });

  it('rejects a usage value it does not know, before any request', async () => {
    const tfe = await fake();
    const result = await run(tfe, { usage: 'maybe' });
    expect(result.exitCode).toBe(1);
    expect(tfe.requests).toHaveLength(0);
    expect(result.outputs['failure-reason']).toBe('invalid-input');
    expect(result.stdout).toContain('Input `usage` must be auto');
  });

  it('usage-token reads Explorer, the token manages the registry, and neither is printed', async () => {
    const tfe = await fake();
    tfe.addToken('member-token.atlasv1.no-explorer-79', { organizations: ['acme'], canReadExplorer: false });
    tfe.addToken(ORG_TOKEN, { organizations: ['acme'], canManagePrivateRegistry: false });
    const result = await runAction(
      deprecateInputs(tfe.url, 'member-token.atlasv1.no-explorer-79', { 'usage-token': ORG_TOKEN, usage: 'true' }),
      { secrets: [ORG_TOKEN] },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    expect(explorerRequests(tfe).map((r) => r.token)).toEqual([ORG_TOKEN]);
    expect(patches(tfe).map((r) => r.token)).toEqual(['member-token.atlasv1.no-explorer-79']);
    expect(result.stdout).toContain(`::add-mask::${ORG_TOKEN}`);
    expect(parseResult(result)[0]?.workspaces).toEqual({ count: 2, names: ['app-prod', 'app-staging'] });
  });
});

describe.concurrent('a safe revoke', () => {
  it('revokes only the versions no workspace uses, leaves the others deprecated, and says which and why', async () => {
    const tfe = await fake();
    const result = await run(tfe, { ...REVOKE, version: '1.0.0, 1.2.0', 'revoke-only-unused': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.2.0')).not.toBeNull();
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')?.reason).toContain(REVOKE.reason);
    expect(result.outputs['revoked-versions']).toBe('1.2.0');
    expect(result.stdout).toContain('→ deprecate, not revoked: in use (`revoke-only-unused`)');
    expect(result.summary).toContain('**Held back**');
    expect(result.summary).toContain('Not revoked: in use by 2 workspaces (app-prod, app-staging)');
    const [used] = parseResult(result);
    expect(used).toMatchObject({ kind: 'deprecate', after: { state: 'deprecated' } });
    expect(String(used?.note)).toContain('revoke-only-unused');
  });

  it('fails without usage figures, changing nothing, even under usage: auto, saying why once', async () => {
    const tfe = await fake();
    tfe.addToken('member-token.atlasv1.no-explorer-80', { organizations: ['acme'], canReadExplorer: false });
    const result = await runAction(
      deprecateInputs(tfe.url, 'member-token.atlasv1.no-explorer-80', { ...REVOKE, 'revoke-only-unused': 'true' }),
    );
    expect(result.exitCode).toBe(1);
    expect(patches(tfe)).toHaveLength(0);
    const error = verdictError(result);
    expect(error).toMatch(
      /^A revoke of unused versions only needs usage, and it could not be read, so no version of "acme\/vpc\/aws" was changed: /,
    );
    saysOnce(error);
  });

  it('refuses revoke-only-unused with usage: false before any request', async () => {
    const tfe = await fake();
    const result = await run(tfe, { ...REVOKE, usage: 'false', 'revoke-only-unused': 'true' });
    expect(result.exitCode).toBe(1);
    expect(tfe.requests).toHaveLength(0);
    expect(result.stdout).toContain('Input `revoke-only-unused` needs to know who uses each version');
  });
});

describe.concurrent('usage in a policy file', () => {
  async function applyPolicy(tfe: FakeTfe, policy: string, inputs: Record<string, string> = {}, token = TOKEN) {
    const file = path.join(await scratchFolder('usage'), 'policy.yml');
    await writeFile(file, policy);
    return runAction({ 'policy-file': file, hostname: tfe.url, token, 'verify-timeout': '5', ...inputs });
  }
  const POLICY = `
modules:
  - source: acme/vpc/aws
    rules:
      - versions: "< 1.2.0"
        reason: Old.
        status: revoked
        only-unused: true
      - versions: "< 2.0.0"
        reason: Old too.
`;

  it('shows usage in the plan and the summary, and revokes only unused versions with only-unused', async () => {
    const tfe = await fake();
    tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', []);
    const plan = await applyPolicy(tfe, POLICY, { 'dry-run': 'true' });
    expect(plan.exitCode, plan.stdout).toBe(0);
    expect(plan.stdout).toContain('+ 1.0.0: deprecate with "Old." · 2 workspaces (app-prod, app-staging)');
    expect(plan.stdout).toContain(
      '= 1.0.0: not revoked, in use by 2 workspaces (app-prod, app-staging) (`only-unused`)',
    );
    expect(plan.stdout).toContain('! 1.1.0: deprecate with "Old.", then revoke with "Old." · no workspaces');
    expect(plan.summary).toContain('| Version | Change | Workspaces | Outcome |');
    const [module] = JSON.parse(plan.outputs.plan ?? '[]') as Array<{
      changes: Array<{ version: string; workspaces: unknown }>;
      held: unknown;
    }>;
    expect(module?.changes.find((c) => c.version === '1.0.0')?.workspaces).toEqual({
      count: 2,
      names: ['app-prod', 'app-staging'],
    });
    // The plan output names what only-unused holds back, as the log does.
    expect(module?.held).toEqual([{ version: '1.0.0', workspaces: { count: 2, names: ['app-prod', 'app-staging'] } }]);

    const apply = await applyPolicy(tfe, POLICY);
    expect(apply.exitCode, apply.stdout).toBe(0);
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.1.0')).not.toBeNull();
    expect(tfe.getRevocation('acme', 'vpc', 'aws', '1.0.0')).toBeNull();
    expect(tfe.getDeprecation('acme', 'vpc', 'aws', '1.0.0')).not.toBeNull();
    expect(apply.summary).toContain('Not revoked: in use by 2 workspaces');
  });

  it('asks Explorer once per module, and not again after it refused the token under auto', async () => {
    const tfe = await fake();
    tfe.addModule({ namespace: 'acme', name: 'dns', provider: 'aws', versions: ['1.0.0'] });
    tfe.addToken('member-token.atlasv1.no-explorer-81', { organizations: ['acme'], canReadExplorer: false });
    const twoModules = `
modules:
  - source: acme/vpc/aws
    rules: [{ versions: "< 1.0.0", reason: Old. }]
  - source: acme/dns/aws
    rules: [{ versions: "< 1.0.0", reason: Old. }]
`;
    const result = await applyPolicy(tfe, twoModules, { 'dry-run': 'true' }, 'member-token.atlasv1.no-explorer-81');
    expect(result.exitCode, result.stdout).toBe(0);
    // At most the refused export and the refused query per module (modules are read concurrently).
    expect(explorerRequests(tfe).length).toBeLessThanOrEqual(2 * 2);
    expect(result.annotations.filter((a) => a.level === 'notice')).toHaveLength(1);
  });
});
