/**
 * A dry-run fix's diff, where it is meant to be applied: byte for byte (tabs, carriage returns, a
 * missing final newline) in the file the action's `diff-file` output names, on the command line's
 * stdout, in `--diff-file PATH` and in `--json`, so that `git apply` takes each as it is; printed
 * once on a terminal, the log kept safe.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks } from './harness.ts';
import { inTerminal, runCli } from './support/cli.ts';

const TOKEN = 'fix-diff-token.atlasv1.s3cr3t-DIFF-4d5e6f';

let tfe: FakeTfe;
/**
 * The configuration as the fix finds it: tabs, CRLF line ends and no final newline; and a comment
 * whose `*` and `_` would be Markdown emphasis, were the diff ever rendered.
 */
const COMMENT = '# pinned by the *network* team, see network_team_';
const original = (): string =>
  `${COMMENT}\r\nmodule "vpc" {\r\n\tsource\t= "${tfe.host}/acme/vpc/aws"\r\n\tversion\t= "1.1.0"\r\n}`;
const fixed = (): string => original().replace('"1.1.0"', '"1.4.0"');

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.1.0', '1.4.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens the default security group.', link: '' });
});

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

/** A fresh workspace holding the configuration in `infra/`. */
async function workspace(): Promise<string> {
  const dir = await scratchFolder('gate-fix-diff');
  await mkdir(path.join(dir, 'infra'));
  await writeFile(path.join(dir, 'infra/main.tf'), original());
  return dir;
}

/** `git apply` of `patch` in a copy of `dir`: the configuration as the patch leaves it. */
async function applied(dir: string, patch: string): Promise<string> {
  const copy = await scratchFolder('gate-fix-diff-applied');
  await cp(dir, copy, { recursive: true });
  await writeFile(path.join(copy, 'fix.patch'), patch);
  execFileSync('git', ['apply', 'fix.patch'], { cwd: copy, stdio: ['ignore', 'pipe', 'pipe'] });
  return readFile(path.join(copy, 'infra/main.tf'), 'utf8');
}

describe('the action', () => {
  it('names a file with the diff, byte for byte, in the diff-file output, and keeps its log safe', async () => {
    const dir = await workspace();
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'infra', fix: 'true', 'dry-run': 'true' },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['diff-file']).toMatch(/gate-fix\.diff$/);
    const file = run.sources.find((s) => s.where.endsWith('gate-fix.diff'));
    expect(file?.text).toContain('-\tversion\t= "1.1.0"\r\n+\tversion\t= "1.4.0"\r\n');
    expect(await applied(dir, file?.text ?? '')).toBe(fixed());
    // The log shows it, each line made safe: no tab or carriage return of the file acts on it.
    expect(run.stdout).toContain('The diff the fix would apply');
    expect(run.stdout).not.toMatch(/^[-+ ]\t/m);
    expect(await readFile(path.join(dir, 'infra/main.tf'), 'utf8')).toBe(original());
  });
});

describe('gate --fix --dry-run', () => {
  const cli = (dir: string, args: string[] = []) =>
    runCli(['gate', 'infra', '--hostname', tfe.url, '--fix', '--dry-run', ...args], {
      cwd: dir,
      env: { TF_API_TOKEN: TOKEN },
    });

  it('prints the diff on stdout byte for byte, once, after a blank line before the fixes', async () => {
    const dir = await workspace();
    const run = await cli(dir);
    expect(run.exitCode, run.stderr).toBe(1);
    // Never through the Markdown renderer: a removed line keeps its "-", the emphasis its marks.
    expect(run.stdout).toContain('\n-\tversion\t= "1.1.0"\r\n+\tversion\t= "1.4.0"\r\n');
    expect(run.stdout).toContain(`\n ${COMMENT}\r\n`);
    expect(await applied(dir, run.stdout)).toBe(fixed());
    expect(run.stdout.split('+++ b/infra/main.tf').length - 1).toBe(1);
    expect(run.stderr).not.toContain('+++ b/infra/main.tf');
    expect(run.stdout).toMatch(/\n\nFixes \(dry run: nothing written\)/);
  });

  it('writes the diff alone to --diff-file, and gives it to --json', async () => {
    const dir = await workspace();
    const run = await cli(dir, ['--diff-file', 'fix.diff', '--json']);
    expect(run.exitCode, run.stderr).toBe(1);
    const written = await readFile(path.join(dir, 'fix.diff'), 'utf8');
    expect(written.startsWith('--- a/infra/main.tf\n+++ b/infra/main.tf\n')).toBe(true);
    expect(await applied(dir, written)).toBe(fixed());
    const document = JSON.parse(run.stdout) as { diff?: string; outputs: Record<string, string> };
    expect(document.diff).toBe(written);
    expect(document.outputs['diff-file']).toBe(path.join(dir, 'fix.diff'));
  });

  it('shows the diff once on a terminal', async () => {
    const dir = await workspace();
    const run = await runCli([], {
      cwd: dir,
      env: { TF_API_TOKEN: TOKEN },
      command: inTerminal(['gate', 'infra', '--hostname', tfe.url, '--fix', '--dry-run']),
    });
    expect(run.stdout.split('+++ b/infra/main.tf').length - 1).toBe(1);
    expect(run.stdout).toContain('+\tversion\t= "1.4.0"');
  });
});
