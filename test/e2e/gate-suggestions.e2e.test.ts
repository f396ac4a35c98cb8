/**
 * What the gate tells a call on a deprecated version to move to, end to end through the bundle:
 * forward before back (a major step named as one), never a step back called an upgrade, the
 * newest free version of the same major first, prereleases only for a call on one, and what to
 * write in the `version` argument for each way a block can set it.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';

const TOKEN = 'suggest-token.atlasv1.s3cr3t-SUGGEST-5e6f7a';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

/**
 * A service and workspace of each test's own (the tests run at once): acme/vpc/aws 1.0.0, 1.1.0,
 * 1.2.0 and 2.0.0, nothing deprecated, and an empty `infra` the gate checks.
 */
async function infra() {
  const tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  const workspace = await scratchFolder('gate-suggest');
  await mkdir(path.join(workspace, 'infra'));

  /** One `module "vpc"` block whose version argument is `version` (left out when undefined). */
  const callWith = async (version: string | undefined): Promise<void> => {
    const argument =
      version === undefined ? '' : `  version = ${version.startsWith('var.') ? version : JSON.stringify(version)}\n`;
    await writeFile(
      path.join(workspace, 'infra', 'main.tf'),
      `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n${argument}}\n`,
    );
  };

  /** The manifest `terraform init` writes, with `vpc` installed at `version`. */
  const installed = async (version: string): Promise<void> => {
    await mkdir(path.join(workspace, 'infra', '.terraform', 'modules'), { recursive: true });
    const modules = [
      { Key: '', Source: '', Dir: '.' },
      { Key: 'vpc', Source: `${tfe.host}/acme/vpc/aws`, Version: version, Dir: '.terraform/modules/vpc' },
    ];
    await writeFile(
      path.join(workspace, 'infra', '.terraform', 'modules', 'modules.json'),
      JSON.stringify({ Modules: modules }),
    );
  };

  const gate = (): Promise<ActionRun> =>
    runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'infra' },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
  return { tfe, workspace, callWith, installed, gate };
}

/** The advice of the one deprecation annotation: its last line. */
function advice(run: ActionRun): string {
  const found = run.annotations.filter((a) => / is (deprecated|revoked)$/.test(a.title ?? ''));
  expect(found, run.stdout).toHaveLength(1);
  return found[0]?.message.split('\n').find((l) => /^(Upgrade|Every|There is)/.test(l)) ?? '';
}

const suggested = (run: ActionRun): unknown =>
  (JSON.parse(run.outputs.result ?? '[]') as Array<{ suggested?: unknown }>)[0]?.suggested;

describe.concurrent('the version to move to', () => {
  it('is a newer major, named as such, rather than a step back the constraint can never select', async () => {
    const { tfe, callWith, gate } = await infra();
    // The case: "~> 1.0" picks 1.2.0, deprecated; 1.0.0 and 1.1.0 are free, and so is 2.0.0.
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await callWith('~> 1.0');
    const run = await gate();
    expect(run.exitCode, run.stdout).toBe(1);
    expect(advice(run)).toBe(
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change version "~> 1.0" to "~> 2.0". Or go back to 1.1.0, the newest usable 1.x, to unblock now.',
    );
    expect(run.stdout).not.toMatch(/Upgrade to 1\.[01]\.0/);
    expect(suggested(run)).toBe('2.0.0');
    expect(JSON.parse(run.outputs['deprecated-uses'] ?? '[]')[0]).toMatchObject({ suggested: '2.0.0' });
    expect(run.summary).toContain(
      '| 2.0.0 (new major version; or go back to 1.1.0, the newest usable 1.x, to unblock now) |',
    );
  });

  it('steps back only when nothing newer is free, and says so rather than "upgrade"', async () => {
    const { tfe, callWith, gate } = await infra();
    for (const v of ['1.2.0', '2.0.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
    await callWith('~> 1.0');
    const run = await gate();
    const text = advice(run);
    expect(text).toBe(
      'Every newer version is deprecated or revoked: go back to 1.1.0, the newest earlier 1.x version that is neither deprecated nor revoked. Change version "~> 1.0" to "~> 1.1.0".',
    );
    expect(text).not.toMatch(/upgrade/i);
    expect(run.summary).toContain('| 1.1.0 (older: nothing newer is usable) |');
  });

  it('is the newest free version of the same major first, written in the form of an exact version', async () => {
    const { tfe, callWith, gate } = await infra();
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.3.0', '1.4.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    tfe.deprecate('acme', 'vpc', 'aws', '1.4.0', DEPRECATION);
    await callWith('= 1.2.0');
    const run = await gate();
    expect(advice(run)).toBe(
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. Change version "= 1.2.0" to "= 1.3.0".',
    );
    expect(suggested(run)).toBe('1.3.0');
  });

  it('never suggests a prerelease to a call on a release', async () => {
    const { tfe, callWith, gate } = await infra();
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.3.0-rc.1'] });
    for (const v of ['1.2.0', '2.0.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
    await callWith('1.2.0');
    const run = await gate();
    expect(advice(run)).toContain('go back to 1.1.0');
    expect(run.stdout).not.toContain('1.3.0-rc.1');
    expect(suggested(run)).toBe('1.1.0');
  });

  it('moves a call on a prerelease to a newer one', async () => {
    const { tfe, callWith, gate } = await infra();
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['2.1.0-beta.1', '2.1.0-beta.2'] });
    tfe.deprecate('acme', 'vpc', 'aws', '2.1.0-beta.1', DEPRECATION);
    await callWith('= 2.1.0-beta.1');
    const run = await gate();
    expect(advice(run)).toBe(
      'Upgrade to 2.1.0-beta.2, the newest 2.x version that is neither deprecated nor revoked. Change version "= 2.1.0-beta.1" to "= 2.1.0-beta.2".',
    );
  });
});

describe.concurrent('what to write in the version argument', () => {
  it('nothing, where the constraint already selects the suggestion: terraform init -upgrade', async () => {
    const { tfe, callWith, installed, gate } = await infra();
    tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.3.0'] });
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await callWith('~> 1.0');
    await installed('1.2.0');
    const run = await gate();
    expect(advice(run)).toBe(
      'Upgrade to 1.3.0, the newest 1.x version that is neither deprecated nor revoked. The constraint "~> 1.0" already selects it: run terraform init -upgrade (terraform init installed 1.2.0).',
    );
  });

  it('by hand, where the version is an expression or a range', async () => {
    const { tfe, workspace, callWith, installed, gate } = await infra();
    tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
    await callWith('var.vpc_version');
    await installed('1.2.0');
    const expression = await gate();
    expect(advice(expression)).toContain(
      'The version is the expression var.vpc_version: set it to "2.0.0" where its value comes from.',
    );

    await rm(path.join(workspace, 'infra', '.terraform'), { recursive: true });
    await callWith('>= 1.0, < 2.0');
    const range = await gate();
    expect(advice(range)).toBe(
      'Upgrade to 2.0.0, the newest version that is neither deprecated nor revoked: a new major version (1.x → 2.x), so check its breaking changes. Change the constraint ">= 1.0, < 2.0" by hand so that it selects 2.0.0 (for example to "2.0.0"). Or go back to 1.1.0, the newest usable 1.x, to unblock now.',
    );
  });

  it('a version to add, where the block sets none', async () => {
    const { tfe, callWith, gate } = await infra();
    tfe.deprecate('acme', 'vpc', 'aws', '2.0.0', DEPRECATION);
    await callWith(undefined);
    const run = await gate();
    expect(advice(run)).toBe(
      'Every newer version, and every earlier 2.x one, is deprecated or revoked: go back to 1.2.0, the newest earlier version that is neither, of an earlier major version (2.x → 1.x). Set version = "1.2.0" in the block: without one, terraform init picks the newest version.',
    );
  });
});
