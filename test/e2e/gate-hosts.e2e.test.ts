/**
 * Which module calls the gate takes for the registry it checks, end to end: a source host written
 * in other Unicode forms is the host IDNA maps it to (full-width letters, a full-width dot), as
 * terraform init installs it, while punycode and a host without a dot are no registry address;
 * the generic host localterraform.com is the host the run is for; and calls that all name
 * another host get a hint to set `hostname`. Each test has a service and workspace of its own
 * (support/gate-workspace.ts), so the tests run at once.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fullWidth } from '../support/example-host.ts';
import { allRuns, tokenLeaks } from './harness.ts';
import { gateWorkspace } from './support/gate-workspace.ts';

const TOKEN = 'gate-hosts-token.atlasv1.s3cr3t-HOSTS-7d8e9f';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

const result = (run: { outputs: Record<string, string | undefined> }) =>
  JSON.parse(run.outputs.result ?? '[]') as Array<Record<string, unknown>>;

/** One module block calling `source` at `version`, in the workspace's `stack/main.tf`. */
async function oneCall(workspace: string, source: string, version: string): Promise<void> {
  await mkdir(path.join(workspace, 'stack'));
  await writeFile(
    path.join(workspace, 'stack/main.tf'),
    `module "vpc" {\n  source  = "${source}"\n  version = "${version}"\n}\n`,
  );
}

describe.concurrent('a source host in other Unicode forms', () => {
  it('is the host IDNA maps it to, and punycode is refused', async () => {
    const { tfe, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    const run = await gate('idna');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(result(run).map((c) => [c.call, c.status, c.version ?? null])).toEqual([
      ['module.vpc', 'deprecated', '1.2.0'],
      ['module.dns', 'not-checked', null],
    ]);
    expect(run.outputs['deprecated-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.2.0`);
    expect(result(run)[1]?.why).toBe('not a registry address');
  });

  it('with a full-width dot is the registry Terraform installs it from', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Opens port 22.', link: '' });
    // `ｌｏｃａｌｈｏｓｔ．` is `localhost.` under UTS #46 (svchost.ForComparison), a host with the
    // dot terraform-registry-address requires, and the same server as `localhost`.
    await oneCall(workspace, `${fullWidth('localhost')}\uff0e:${tfe.port}/acme/vpc/aws`, '1.0.0');
    const run = await gate('stack', { hostname: `http://localhost:${tfe.port}` });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(result(run).map((c) => [c.call, c.status, c.version])).toEqual([['module.vpc', 'deprecated', '1.0.0']]);
    expect(run.outputs['deprecated-versions']).toBe(`localhost:${tfe.port}/acme/vpc/aws@1.0.0`);
  });

  it('without a dot is no registry address, for Terraform as for the gate', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    await oneCall(workspace, `${fullWidth('localhost')}:${tfe.port}/acme/vpc/aws`, '1.0.0');
    const run = await gate('stack', { hostname: `http://localhost:${tfe.port}`, 'allow-empty': 'true' });
    expect(result(run).map((c) => [c.call, c.status, c.why])).toEqual([
      ['module.vpc', 'not-checked', 'not a registry address'],
    ]);
  });
});

describe.concurrent('other hosts', () => {
  it('checks a call of the generic host localterraform.com against the host it runs for', async () => {
    const { tfe, workspace, gate, reads } = await gateWorkspace(TOKEN);
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await mkdir(path.join(workspace, 'generic'));
    await writeFile(
      path.join(workspace, 'generic', 'main.tf'),
      [
        'module "generic" {\n  source  = "localterraform.com/acme/vpc/aws"\n  version = "1.2.0"\n}\n',
        `module "named" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
      ].join('\n'),
    );
    const run = await gate('generic');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(result(run).map((c) => [c.call, c.source, c.status, c.version])).toEqual([
      ['module.generic', 'localterraform.com/acme/vpc/aws', 'deprecated', '1.2.0'],
      ['module.named', `${tfe.host}/acme/vpc/aws`, 'not-deprecated', '1.1.0'],
    ]);
    expect(run.outputs['deprecated-versions']).toBe(`${tfe.host}/acme/vpc/aws@1.2.0`);
    // Both spellings are one module: its versions are read once.
    expect(reads()).toEqual(['/api/registry/v1/modules/acme/vpc/aws/versions']);
  });

  it('warns when every private-registry call is on another host than the one checked', async () => {
    const { tfe, workspace, gate } = await gateWorkspace(TOKEN);
    await writeFile(
      path.join(workspace, 'platform/main.tf'),
      'module "vpc" {\n  source  = "tfe.example.com/acme/vpc/aws"\n  version = "1.0.0"\n}\n',
    );
    await rm(path.join(workspace, 'platform/shared.tf'));
    const run = await gate('platform', { 'allow-empty': 'true' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.annotations.find((a) => a.level === 'warning')?.message).toContain(
      'some use `tfe.example.com`. Set `hostname`',
    );
    expect(tfe.requests).toEqual([]);
  });
});
