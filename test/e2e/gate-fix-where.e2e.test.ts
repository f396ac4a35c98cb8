/**
 * Where the fix edits, and what it says of it: a local module elsewhere in the repository is
 * fixed where it is, once for every configuration that calls it, and the account counts the line
 * once and says that calls share it; a module outside the repository is never edited; a file that
 * changed while the gate waited on the service is left alone with a warning; a dry run speaks in
 * the conditional, and a run with nothing to fix says so.
 */
import { writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { runCli } from './support/cli.ts';
import { git } from './support/git-repository.ts';

const TOKEN = 'fix-where-token.atlasv1.s3cr3t-WHERE-1a2b3c';

let tfe: FakeTfe;
const block = (name: string, version: string): string =>
  `module "${name}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "${version}"\n}\n`;
const local = (name: string, source: string): string => `module "${name}" {\n  source = "${source}"\n}\n`;

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.1.0', '1.4.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens the default security group.', link: '' });
});

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

interface FixEntry {
  call: string;
  file: string;
  outcome: string;
  why?: string;
}
const fixes = (outputs: Record<string, string>): FixEntry[] => JSON.parse(outputs.fixes ?? '[]') as FixEntry[];

/** Files under `root`, by path, HOST standing for the fake's host. */
async function write(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}

describe('gate --fix from a folder of the repository', () => {
  it('fixes a local module elsewhere in the repository where it is, and never one outside it', async () => {
    const top = await scratchFolder('gate-fix-where');
    const repository = path.join(top, 'repository');
    await write(top, { 'outside/net/main.tf': block('vpc', '1.1.0') });
    await write(repository, {
      'modules/net/main.tf': block('vpc', '1.1.0'),
      'stacks/a/main.tf': local('net', '../../modules/net'),
      'stacks/b/main.tf': local('net', '../../modules/net'),
      'stacks/c/main.tf': local('net', '../../../outside/net'),
    });
    git(repository, 'init', '-q');
    const run = await runCli(['gate', 'a', 'b', 'c', '--hostname', tfe.url, '--fix', '--json'], {
      cwd: path.join(repository, 'stacks'),
      env: { TF_API_TOKEN: TOKEN },
    });
    expect(run.exitCode, run.stderr).toBe(1);
    const { outputs } = JSON.parse(run.stdout) as { outputs: Record<string, string> };
    expect(fixes(outputs).map((f) => [f.file, f.outcome, f.why ?? ''])).toEqual([
      ['../modules/net/main.tf', 'rewritten', ''],
      ['../modules/net/main.tf', 'rewritten', ''],
      ['../../outside/net/main.tf', 'by-hand', expect.stringContaining('outside the repository')],
    ]);
    expect(await readFile(path.join(repository, 'modules/net/main.tf'), 'utf8')).toBe(block('vpc', '1.4.0'));
    expect(await readFile(path.join(top, 'outside/net/main.tf'), 'utf8')).toBe(block('vpc', '1.1.0'));
    expect(run.stderr).toContain(
      'The fix rewrote 1 line in 1 file, for 2 calls that share it (one block, reached from several configurations); that clears 2 of the 3 calls',
    );
    expect(run.stderr).not.toMatch(/warning: .*outside/);
  });
});

describe('fix: true', () => {
  const gate = (dir: string, inputs: Record<string, string> = {}): Promise<ActionRun> =>
    runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'infra', fix: 'true', ...inputs },
      { env: { GITHUB_WORKSPACE: dir } },
    );

  it('leaves a file that changed while the gate waited on the service alone, with a warning', async () => {
    const dir = await scratchFolder('gate-fix-changed');
    await write(dir, { 'infra/main.tf': block('vpc', '1.1.0') });
    const meanwhile = `${block('vpc', '1.1.5')}# changed by hand while the gate ran\n`;
    // The versions are read after the file: a person edits it while the gate waits for them.
    tfe.injectFault({
      method: 'GET',
      path: /\/acme\/vpc\/aws\/versions$/,
      fault: {
        kind: 'rewrite',
        rewrite: (answer: unknown) => {
          writeFileSync(path.join(dir, 'infra/main.tf'), meanwhile);
          return answer;
        },
      },
    });
    const run = await gate(dir);
    expect(fixes(run.outputs).map((f) => [f.outcome, f.why])).toEqual([
      ['by-hand', expect.stringContaining('changed after the gate read it')],
    ]);
    expect(run.outputs.fixed).toBe('false');
    expect(run.annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: expect.stringContaining('infra/main.tf changed after the gate read it'),
      }),
    );
    expect(await readFile(path.join(dir, 'infra/main.tf'), 'utf8')).toBe(meanwhile);
  });

  it('says what a dry run would do, never what it did', async () => {
    const dir = await scratchFolder('gate-fix-dry');
    await write(dir, { 'infra/main.tf': block('vpc', '1.1.0') });
    const run = await gate(dir, { 'dry-run': 'true' });
    expect(run.stdout).toContain('infra/main.tf:1  module.vpc  would be rewritten: "1.1.0" → "1.4.0"');
    expect(run.stdout).toContain('Dry run: the fix would rewrite 1 line in 1 file, and write nothing');
    expect(run.stdout).not.toMatch(/(?<!be )rewritten:|\brewrote\b/);
    expect(run.summary).toContain('would be rewritten');
  });

  it('says there is nothing to fix when no call uses a deprecated version', async () => {
    const dir = await scratchFolder('gate-fix-nothing');
    await write(dir, { 'infra/main.tf': block('vpc', '1.4.0') });
    const run = await gate(dir);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('Nothing to fix: no module call uses a deprecated or revoked version.');
    expect(run.stdout).not.toContain('none of the 0');
  });
});
