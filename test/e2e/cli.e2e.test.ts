/**
 * The command line, end to end: every subcommand from the built CLI (dist/cli/index.js under
 * Node 24) against the fake service, beside the action (dist/index.js) given the same request
 * against a fake seeded the same way: the `result` is the same, the exit code says what the
 * verdict says, and no token appears in anything either printed or wrote.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { runAction } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const TOKEN = 'cli-e2e-token.atlasv1.s3cr3t-CLI-9z8y7x';
const DEPRECATION = { reason: 'Old', link: 'https://example.com/vpc/2' };

/** acme/vpc/aws: 1.1.0 deprecated, 1.2.0 revoked, 1.0.0 and 2.0.0 active, with users. */
async function seededFake(): Promise<FakeTfe> {
  const tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', DEPRECATION);
  tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
  tfe.revoke('acme', 'vpc', 'aws', '1.2.0', { message: 'CVE', link: DEPRECATION.link });
  tfe.setUsage('acme', 'vpc', 'aws', '1.0.0', ['network-prod']);
  tfe.setUsage('acme', 'vpc', 'aws', '1.1.0', ['billing-dev', 'billing-prod']);
  return tfe;
}

/** A workspace with a configuration calling 1.1.0 (deprecated) and a policy file. */
async function makeWorkspace(host: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cli-workspace-'));
  await mkdir(path.join(dir, 'stack'));
  await writeFile(
    path.join(dir, 'stack', 'main.tf'),
    `terraform {\n  required_version = ">= 1.5"\n}\n\nmodule "network" {\n  source  = "${host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n\nmodule "current" {\n  source  = "${host}/acme/vpc/aws"\n  version = "2.0.0"\n}\n`,
  );
  await writeFile(
    path.join(dir, 'policy.yml'),
    'organization: acme\nmodules:\n  - source: acme/vpc/aws\n    rules:\n      - versions: "< 1.1.0"\n        reason: 1.0 is end of life.\n',
  );
  return dir;
}

interface Case {
  args: string[];
  inputs: Record<string, string>;
  exitCode: number;
}

const MODULE_ARGS = ['--organization', 'acme', '--module', 'vpc', '--provider', 'aws'];
const MODULE_INPUTS = { organization: 'acme', module: 'vpc', provider: 'aws' };

const CASES: Record<string, Case> = {
  deprecate: {
    args: ['deprecate', ...MODULE_ARGS, '--version', '1.0.0', '--reason', 'Old', '--link', DEPRECATION.link],
    inputs: { ...MODULE_INPUTS, status: 'deprecated', version: '1.0.0', ...DEPRECATION },
    exitCode: 0,
  },
  undeprecate: {
    args: ['undeprecate', ...MODULE_ARGS, '--version', '1.1.0'],
    inputs: { ...MODULE_INPUTS, status: 'undeprecated', version: '1.1.0' },
    exitCode: 0,
  },
  revoke: {
    args: ['revoke', ...MODULE_ARGS, '--version', '< 1.1.0', '--reason', 'CVE'],
    inputs: { ...MODULE_INPUTS, status: 'revoked', version: '< 1.1.0', reason: 'CVE' },
    exitCode: 0,
  },
  unrevoke: {
    args: ['unrevoke', ...MODULE_ARGS, '--version', '1.2.0'],
    inputs: { ...MODULE_INPUTS, status: 'unrevoked', version: '1.2.0' },
    exitCode: 0,
  },
  check: {
    args: ['check', ...MODULE_ARGS, '--version', '1.1.0'],
    inputs: { ...MODULE_INPUTS, status: 'check', version: '1.1.0' },
    exitCode: 1,
  },
  usage: {
    args: ['usage', ...MODULE_ARGS],
    inputs: {
      ...MODULE_INPUTS,
      status: 'check',
      version: '>= 0.0.0',
      usage: 'true',
      'fail-on-deprecated': 'false',
      'fail-on-revoked': 'false',
    },
    exitCode: 0,
  },
  gate: {
    args: ['gate', 'stack'],
    inputs: { status: 'check', 'config-directory': 'stack' },
    exitCode: 1,
  },
  'policy plan': {
    args: ['policy', 'plan', 'policy.yml'],
    inputs: { 'policy-file': 'policy.yml', 'dry-run': 'true' },
    exitCode: 0,
  },
  'policy apply': {
    args: ['policy', 'apply', 'policy.yml'],
    inputs: { 'policy-file': 'policy.yml', 'dry-run': 'false' },
    exitCode: 0,
  },
};

let fakes: FakeTfe[] = [];
let dirs: string[] = [];

beforeEach(() => {
  fakes = [];
  dirs = [];
});

afterEach(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function fakeAndWorkspace(): Promise<{ tfe: FakeTfe; workspace: string }> {
  const tfe = await seededFake();
  const workspace = await makeWorkspace(tfe.host);
  fakes.push(tfe);
  dirs.push(workspace);
  return { tfe, workspace };
}

/**
 * Results name the fake's host, which differs between the two fakes, and the id each fake gave a
 * new deprecation at random: name them alike.
 */
const alike = (value: unknown, tfe: FakeTfe): unknown =>
  JSON.parse(
    JSON.stringify(value)
      .replaceAll(tfe.url, 'http://HOST')
      .replaceAll(tfe.host, 'HOST')
      .replace(/"dep-[A-Za-z0-9]+"/g, '"dep-ID"'),
  ) as unknown;

describe('every subcommand gives the same result as the action', () => {
  it.each(Object.entries(CASES))('%s', async (_name, c) => {
    const forAction = await fakeAndWorkspace();
    const action = await runAction(
      { hostname: forAction.tfe.url, 'verify-timeout': '5', ...c.inputs },
      { env: { TF_API_TOKEN: TOKEN, GITHUB_WORKSPACE: forAction.workspace } },
    );
    const forCli = await fakeAndWorkspace();
    // Only the commands that change versions read them back: the others refuse --verify-timeout.
    const verifies = !['check', 'usage', 'gate'].includes(c.args[0] ?? '');
    const cli = await runCli(
      [...c.args, '--hostname', forCli.tfe.url, ...(verifies ? ['--verify-timeout', '5'] : []), '--json'],
      {
        cwd: forCli.workspace,
        env: { TF_API_TOKEN: TOKEN },
      },
    );
    const document = parseCliJson(cli);
    expect(cli.exitCode, cli.stderr).toBe(c.exitCode);
    expect(action.exitCode, action.stdout).toBe(c.exitCode === 0 ? 0 : 1);
    expect(document.exitCode).toBe(c.exitCode);
    expect(document.outputs['failure-reason']).toBe(action.outputs['failure-reason']);
    const actionResult = JSON.parse(action.outputs.result ?? 'null') as unknown;
    expect(alike(document.result, forCli.tfe)).toEqual(alike(actionResult, forAction.tfe));
    expect(Array.isArray(document.result) && document.result.length > 0).toBe(true);
  });
});
