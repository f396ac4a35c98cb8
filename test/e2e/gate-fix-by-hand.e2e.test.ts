/**
 * `fail-on-by-hand`: a scheduled migration whose fix leaves calls to a person fails, so that a
 * pull request that moves nothing does not read as done; the fix is still made and reported.
 * Through the bundle and the command line.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { runAction } from './harness.ts';
import { runCli } from './support/cli.ts';

const TOKEN = 'by-hand-token.atlasv1.s3cr3t-HAND-5c6d7e';

let tfe: FakeTfe;
let workspace: string;

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.1.0', '1.2.0', '1.4.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens port 22.', link: '' });
  workspace = await mkdtemp(path.join(tmpdir(), 'gate-by-hand-'));
  await mkdir(path.join(workspace, 'infra'));
  await writeFile(
    path.join(workspace, 'infra', 'main.tf'),
    [
      'module "pinned" {',
      `  source  = "${tfe.host}/acme/vpc/aws"`,
      '  version = "1.1.0"',
      '}',
      '',
      'module "ranged" {',
      `  source  = "${tfe.host}/acme/vpc/aws"`,
      '  version = ">= 1.1.0, < 1.2.0"',
      '}',
      '',
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const migrate = (inputs: Record<string, string> = {}) =>
  runAction(
    {
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      'config-directory': 'infra',
      fix: 'true',
      'dry-run': 'true',
      'fail-on-deprecated': 'false',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace } },
  );

describe('fail-on-by-hand', () => {
  it('fails the step where the fix leaves a call to a person, and still reports the fix', async () => {
    const run = await migrate({ 'fail-on-by-hand': 'true' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    expect(run.stdout).toContain('1 module call on a deprecated or revoked version is left to a person');
    expect(run.stdout).toContain('`fail-on-by-hand: true`');
    expect(run.stdout).toContain('module.ranged');
    const outcomes = (JSON.parse(run.outputs.fixes ?? '[]') as { call: string; outcome: string }[]).map((f) => [
      f.call,
      f.outcome,
    ]);
    expect(outcomes).toEqual([
      ['module.pinned', 'rewritten'],
      ['module.ranged', 'by-hand'],
    ]);
  });

  it('passes as before without it', async () => {
    const run = await migrate();
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['failure-reason']).toBe('');
  });

  it('is a flag of gate --fix on the command line, and refused without --fix', async () => {
    const cli = (flags: string[]) =>
      runCli(['gate', 'infra', '--hostname', tfe.url, '--no-fail-on-deprecated', ...flags], {
        cwd: workspace,
        env: { TF_API_TOKEN: TOKEN },
      });
    const failed = await cli(['--fix', '--dry-run', '--fail-on-by-hand']);
    expect(failed.exitCode, failed.stderr).toBe(1);
    expect(failed.stderr).toContain('which --fail-on-by-hand fails on: module.ranged');
    const refused = await cli(['--fail-on-by-hand']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain('--fail-on-by-hand works with --fix');
    // A dry run wrote nothing.
    expect(await readFile(path.join(workspace, 'infra', 'main.tf'), 'utf8')).toContain('version = "1.1.0"');
  });
});
