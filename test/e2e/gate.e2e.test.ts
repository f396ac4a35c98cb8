/**
 * The gate, end to end: the bundle under Node 24 reads real-looking configurations from a
 * workspace, asks the fake service for the versions of the modules they call, and annotates
 * the module blocks that use deprecated versions. (What it makes of odd configurations, and how
 * it fails, is in gate-configurations.e2e.test.ts.) Each test has a service and workspace of its
 * own (support/gate-workspace.ts), so the tests run at once.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRuns, tokenLeaks } from './harness.ts';
import { deprecationAnnotations, gateWorkspace } from './support/gate-workspace.ts';

const TOKEN = 'gate-token.atlasv1.s3cr3t-GATE-1a2b3c';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

describe.concurrent('gate on the .tf files', () => {
  it('fails on a deprecated version, with an error at the module block', async () => {
    const { tfe, gate, reads } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('platform');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(deprecationAnnotations(run)).toEqual([
      {
        level: 'error',
        title: `Module version 1.2.0 of ${tfe.host}/acme/vpc/aws is deprecated`,
        file: 'platform/main.tf',
        line: '29',
        message: [
          DEPRECATION.reason,
          'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.1" to "~> 2.0". Or go back to 1.1.0, the newest usable 1.x, to unblock now.',
          `More information: ${DEPRECATION.link}`,
        ].join('\n'),
      },
    ]);
    expect(run.outputs.deprecated).toBe('true');
    expect(run.outputs['deprecated-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.2.0`);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    expect(JSON.parse(run.outputs['deprecated-uses'] ?? '')).toEqual([
      {
        source: `${tfe.host}/acme/vpc/aws`,
        version: '1.2.0',
        calls: [{ call: 'module.vpc', file: 'platform/main.tf', line: 29, constraint: '~> 1.1', suggested: '2.0.0' }],
        reason: DEPRECATION.reason,
        link: DEPRECATION.link,
        revocation: null,
        suggested: '2.0.0',
      },
    ]);
    // One read per distinct private module: vpc, subnets and dns (in the local module).
    expect(reads().sort()).toEqual(
      ['dns', 'subnets', 'vpc'].map((name) => `/api/registry/v1/modules/acme/${name}/aws/versions`),
    );
    expect(tfe.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(run.stdout).toMatch(/::error::1 module call uses a deprecated version: module\.vpc/);
  });

  it('warns and succeeds with fail-on-deprecated false', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('platform', { 'fail-on-deprecated': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecationAnnotations(run).map((a) => [a.level, a.file, a.line])).toEqual([
      ['warning', 'platform/main.tf', '29'],
    ]);
    expect(run.annotations.filter((a) => a.level === 'error')).toEqual([]);
    expect(run.outputs.deprecated).toBe('true');
  });

  it('passes a clean configuration and lists the calls it does not check', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    const run = await gate('platform');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations).toEqual([]);
    expect(run.outputs).toMatchObject({
      deprecated: 'false',
      'deprecated-versions': '',
      'deprecated-uses': '[]',
      changed: 'false',
      'failure-reason': '',
    });
    const result = JSON.parse(run.outputs.result ?? '') as Array<Record<string, unknown>>;
    expect(result.map((r) => [r.call, r.status, r.version])).toEqual([
      ['module.vpc', 'not-deprecated', '1.2.0'],
      ['module.subnets', 'not-deprecated', '2.2.0'],
      ['module.shared', 'not-checked', null],
      ['module.shared.module.dns', 'not-deprecated', '1.0.0'],
      ['module.consul', 'not-checked', null],
      ['module.labels', 'not-checked', null],
    ]);
    expect(result.find((r) => r.call === 'module.consul')).toMatchObject({ why: 'public registry' });
    expect(result.find((r) => r.call === 'module.labels')).toMatchObject({ why: 'git repository' });
    expect(run.summary).toContain('✅ **Passes**: 3 module calls checked, none on a deprecated or revoked version.');
    expect(run.summary).toContain('Module calls: 3 not deprecated · 3 not checked.');
    expect(run.summary).toContain(
      '| `module.consul` | hashicorp/consul/aws | 0.12.0 | ➖ not checked (public registry) |',
    );
    // Each location links to its line at the commit the run checked out.
    const blob = 'https://github.com/acme/platform-modules/blob/ffac537e6cbbf934b08745a378932722df287a53';
    expect(run.summary).toContain(
      `| \`module.vpc\` | ${tfe.host}/acme/vpc/aws | 1.2.0 (\\~\\> 1.1) | ✅ not deprecated |  | [platform/main.tf:29](${blob}/platform/main.tf#L29) |`,
    );
    expect(run.summary).toContain(
      `| ${tfe.host}/acme/dns/aws | 1.0.0 | ✅ not deprecated |  | [platform/modules/shared/main.tf:9](${blob}/platform/modules/shared/main.tf#L9) |`,
    );
  });

  it('steps back within the major only when nothing newer is free, and says so', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    // ">= 2.0.0, < 3.0.0" picks 2.2.0; once it is deprecated, 2.1.0 is the one to pin, by hand.
    tfe.deprecate('acme', 'subnets', 'aws', '2.2.0', { reason: 'Breaks IPv6.', link: '' });
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    const [annotation] = deprecationAnnotations(run);
    expect(annotation).toMatchObject({
      title: `Module version 2.2.0 of ${tfe.host}/acme/subnets/aws is deprecated`,
      file: 'platform/main.tf',
      line: '38',
      message:
        'Breaks IPv6.\nEvery newer version is deprecated or revoked: go back to 2.1.0, the newest earlier 2.x version that is neither deprecated nor revoked. Change the constraint ">= 2.0.0, < 3.0.0" by hand so that it selects 2.1.0 (for example to "2.1.0").',
    });
  });

  it('suggests a new major when every newer version of the major in use is deprecated', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    for (const v of ['1.1.0', '1.2.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
    const run = await gate('platform');
    const [annotation] = deprecationAnnotations(run);
    expect(annotation?.message).toContain(
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.1" to "~> 2.0". Or go back to 1.0.0, the newest usable 1.x, to unblock now.',
    );
    expect(JSON.parse(run.outputs['deprecated-uses'] ?? '')[0]).toMatchObject({
      version: '1.2.0',
      suggested: '2.0.0',
    });
  });

  it('checks calls inside local modules at their own block', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'dns', 'aws', '1.0.0', { reason: 'Use 1.1.0.', link: '' });
    const run = await gate('platform');
    expect(deprecationAnnotations(run).map((a) => [a.file, a.line])).toEqual([
      ['platform/modules/shared/main.tf', '9'],
    ]);
  });

  it('checks only the given organization', async () => {
    const { tfe, gate, reads } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    // Nothing is left to check, which fails unless allowed: here it is the point.
    const run = await gate('platform', { organization: 'globex', 'allow-empty': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads()).toEqual([]);
    expect(run.summary).toContain('not checked (organization acme, not globex)');
  });
});

describe.concurrent('gate on modules.json', () => {
  it('uses the exact versions terraform init installed, and points nested calls at their parent, suggesting no version', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'flow-logs', 'aws', '0.3.1', { reason: 'Logs nothing.', link: 'https://example.com/fl' });
    tfe.deprecate('acme', 'subnets', 'aws', '2.1.0', { reason: 'Breaks IPv6.', link: '' });
    const run = await gate('initialized');
    expect(run.exitCode).toBe(1);
    expect(deprecationAnnotations(run)).toEqual([
      {
        level: 'error',
        title: `Module version 2.1.0 of ${tfe.host}/acme/subnets/aws is deprecated`,
        file: 'initialized/modules/network/main.tf',
        line: '11',
        message:
          'Breaks IPv6.\nUpgrade to 2.2.0, the newest 2.x version that is neither deprecated nor revoked. The constraint "~> 2.0" already selects it: run terraform init -upgrade (terraform init installed 2.1.0).',
      },
      {
        level: 'error',
        title: `Module version 0.3.1 of ${tfe.host}/acme/flow-logs/aws is deprecated`,
        file: 'initialized/main.tf',
        line: '13',
        message: [
          'Logs nothing.',
          'Used by the nested call module.vpc.module.flow_logs, inside module.vpc shown here.',
          `This version comes with module.vpc (${tfe.host}/acme/vpc/aws 1.2.0), whose own files choose it: it cannot be set here. Upgrade module.vpc to a release that no longer uses ${tfe.host}/acme/flow-logs/aws 0.3.1.`,
          'More information: https://example.com/fl',
        ].join('\n'),
      },
    ]);
    expect(run.summary).toContain('from `initialized/.terraform/modules/modules.json`');
    // No version is suggested for the nested call, whose version the enclosing module sets.
    const row = run.summary.split('\n').find((line) => line.includes('module.vpc.module.flow_logs'));
    expect(row).toBeDefined();
    expect(row).not.toContain('0.4.0');
    expect(row).toContain('upgrade module.vpc');
    const result = JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;
    expect(result.find((c) => c.call === 'module.vpc.module.flow_logs')).toMatchObject({
      status: 'deprecated',
      via: 'module.vpc',
      suggested: null,
    });
    const uses = JSON.parse(run.outputs['deprecated-uses'] ?? '[]') as Array<Record<string, unknown>>;
    const flowLogs = uses.filter((u) => String(u.source).endsWith('/acme/flow-logs/aws'));
    expect(flowLogs).toHaveLength(1);
    expect(flowLogs[0]?.suggested ?? null).toBeNull();
    expect(JSON.stringify(flowLogs[0]?.calls)).not.toContain('0.4.0');
  });

  it('reads the short source form older Terraform versions write, and registry subdirectories', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'subnets', 'aws', '2.0.0', { reason: 'Old.', link: '' });
    const run = await gate('legacy', { 'fail-on-deprecated': 'false' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(deprecationAnnotations(run).map((a) => [a.level, a.title, a.file, a.line])).toEqual([
      ['warning', `Module version 2.0.0 of ${tfe.host}/acme/subnets/aws is deprecated`, 'legacy/main.tf', '15'],
    ]);
  });

  it('checks several directories with one read per module', async () => {
    const { gate, reads } = await gateWorkspace(TOKEN);
    const run = await gate('initialized\nlegacy\nplatform');
    expect(run.exitCode, run.stdout).toBe(0);
    expect(reads()).toHaveLength(4);
    expect(new Set(reads()).size).toBe(4);
  });
});

describe.concurrent("annotations within GitHub's limits", () => {
  it("groups many deprecated calls per version, and the verdict's error is still shown", async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const calls = Array.from(
      { length: 14 },
      (_, i) => `module "vpc_${i}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
    );
    await writeFile(path.join(workspace, 'platform/main.tf'), calls.join('\n'));
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform');
    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error');
    expect(errors.length).toBeLessThanOrEqual(10);
    const [grouped] = deprecationAnnotations(run);
    expect(deprecationAnnotations(run)).toHaveLength(1);
    expect(grouped).toMatchObject({ file: 'platform/main.tf', line: '1' });
    expect(grouped?.message).toContain('Used by 14 module calls:');
    expect(grouped?.message).toContain('- platform/main.tf:66 module.vpc_13');
    // The last error is the verdict's, which GitHub would otherwise drop.
    expect(errors.at(-1)?.message).toMatch(/^14 module calls use deprecated versions/);
  });
});

describe.concurrent('advice', () => {
  it('suggests a newer release of the same major before a new major', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.3.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await writeFile(
      path.join(workspace, 'platform/main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
    );
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform');
    expect(deprecationAnnotations(run)[0]?.message).toContain(
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. Change version "1.2.0" to "1.3.0".',
    );
  });
});
