/**
 * The files the command line writes where its flags say (`--summary-file`, `--codequality-file`,
 * `--result-file`, and the action's `--sarif-file`), in a checkout a merge request controls: never
 * through a symbolic link, a directory refused with exit 2 and, with `--json`, the one JSON
 * document; a folder it may not write is a warning that names the flag. A path the person names
 * outside the working directory is theirs: written, its missing folders made, never through a link. Run from a subdirectory, the Code Quality report and SARIF still
 * place findings relative to the repository root. `gate` leaves nothing in the temporary folder
 * unless `--result-file` asks for the record.
 */
import {
  chmod,
  chown,
  copyFile,
  cp,
  link,
  lstat,
  mkdir,
  readFile,
  readdir,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { git } from './support/git-repository.ts';
import { CLI_BUNDLE, parseCliJson, runCli, type CliRun } from './support/cli.ts';
import { NODE24 } from './harness.ts';

const TOKEN = 'cli-files-token.atlasv1.s3cr3t-CLIFILES-6y7u8i';
const OUTSIDE_TEXT = 'a file outside the working directory, which the run must leave alone\n';

let tfe: FakeTfe;
let root: string;
/** The checkout, where the command line runs. */
let workspace: string;
/** A folder beside it, standing for the rest of the machine. */
let outside: string;
/** The temporary folder (TMPDIR) the runs are given. */
let temp: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens port 22.', link: '' });
  root = await scratchFolder('cli-files');
  workspace = path.join(root, 'workspace');
  outside = path.join(root, 'outside');
  temp = path.join(root, 'temp');
  for (const dir of [path.join(workspace, 'stacks', 'network'), outside, temp]) await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(workspace, 'stacks', 'network', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
  await writeFile(path.join(outside, 'victim.txt'), OUTSIDE_TEXT);
});

const cli = (args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliRun> =>
  runCli([...args, '--hostname', tfe.url], {
    cwd: options.cwd ?? workspace,
    env: { TF_API_TOKEN: TOKEN, TMPDIR: temp, ...options.env },
  });

/** What the run left in the temporary folder, beside Node's own compile cache. */
const leftInTemp = async (): Promise<string[]> => (await readdir(temp)).filter((name) => name !== 'node-compile-cache');

async function outsideUntouched(): Promise<void> {
  expect(await readdir(outside)).toEqual(['victim.txt']);
  expect(await readFile(path.join(outside, 'victim.txt'), 'utf8')).toBe(OUTSIDE_TEXT);
}

/** Exit 2 with the one JSON document, naming the flag; no request sent, no stack trace. */
function refusedUpFront(run: CliRun, flag: string, why: RegExp): void {
  expect(run.exitCode, run.stderr).toBe(2);
  const document = parseCliJson(run);
  expect(document.exitCode).toBe(2);
  expect(document.verdict).toMatchObject({ failed: true, reason: 'invalid-input' });
  expect(document.verdict.message).toContain(flag);
  expect(document.verdict.message).toMatch(why);
  expect(run.stderr).toContain(flag);
  // Said once, as the error: the refused file is not tried again, with a warning, as the report is written.
  expect(run.stderr).not.toContain(`warning: ${flag}`);
  expect(run.stdout + run.stderr).not.toMatch(/\bat \S+ \(|EISDIR|ELOOP/);
  expect(tfe.requests).toEqual([]);
}

describe('files the command line writes', () => {
  it('--codequality-file is never written through a symbolic link (the docs’ own name, committed as a link)', async () => {
    await symlink(path.join(outside, 'victim.txt'), path.join(workspace, 'gl-code-quality.json'));
    const run = await cli(['gate', 'stacks/network', '--json', '--codequality-file', 'gl-code-quality.json']);
    refusedUpFront(run, '--codequality-file', /symbolic link/);
    await outsideUntouched();
    expect((await lstat(path.join(workspace, 'gl-code-quality.json'))).isSymbolicLink()).toBe(true);
  });

  it('--summary-file is never written through a link in the checkout’s folders', async () => {
    await symlink(outside, path.join(workspace, 'reports'));
    refusedUpFront(
      await cli(['gate', 'stacks/network', '--json', '--summary-file', 'reports/gate-summary.md']),
      '--summary-file',
      /symbolic link/,
    );
    await outsideUntouched();
  });

  it('writes a file the person names outside the working directory, making its folders, never through a link', async () => {
    const summary = path.join(outside, 'reports', 'week 48', 'gate-summary.md');
    const run = await cli([
      'gate',
      'stacks/network',
      '--summary-file',
      summary,
      '--sarif-file',
      '../outside/gate.sarif',
    ]);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(await readFile(summary, 'utf8')).toContain('acme/vpc/aws');
    expect(JSON.parse(await readFile(path.join(outside, 'gate.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    // A link at the file named is still refused, before any request.
    tfe.requests.splice(0);
    await symlink(path.join(outside, 'victim.txt'), path.join(outside, 'linked.md'));
    refusedUpFront(
      await cli(['gate', 'stacks/network', '--json', '--summary-file', path.join(outside, 'linked.md')]),
      '--summary-file',
      /symbolic link/,
    );
    expect(await readFile(path.join(outside, 'victim.txt'), 'utf8')).toBe(OUTSIDE_TEXT);
  });

  it('makes RUNNER_TEMP when it is set but missing, rather than failing after the report is read', async () => {
    const runnerTemp = path.join(root, 'runner-temp-not-yet');
    const run = await cli(['gate', 'stacks/network', '--summary-file', path.join(runnerTemp, 's.md')], {
      env: { RUNNER_TEMP: runnerTemp },
    });
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stderr).not.toMatch(/ENOENT|cannot be written/);
    expect(await readFile(path.join(runnerTemp, 's.md'), 'utf8')).toContain('acme/vpc/aws');
  });

  it('a directory as the file exits 2 with the JSON document, not a stack trace and exit 1', async () => {
    await mkdir(path.join(workspace, 'gl-code-quality.json'));
    const run = await cli(['gate', 'stacks/network', '--json', '--codequality-file', 'gl-code-quality.json']);
    refusedUpFront(run, '--codequality-file', /is a directory/);
    // Without --json, the same error on stderr, and exit 2.
    const plain = await cli(['gate', 'stacks/network', '--codequality-file', 'gl-code-quality.json']);
    expect(plain.exitCode).toBe(2);
    expect(plain.stderr).toMatch(/--codequality-file.*is a directory/);
  });

  it('a folder it may not write is a warning naming the flag and why; the verdict keeps its exit code', async () => {
    const asRoot = process.getuid?.() === 0;
    // The ordinary user may not reach this checkout (a clone in a folder only root may enter):
    // the command line and Node are given to it inside the scratch folder, which it owns.
    const command = asRoot ? await reachableCommandLine(root) : undefined;
    const readOnly = path.join(workspace, 'read-only');
    await mkdir(readOnly);
    if (asRoot) {
      // Root writes anywhere: the run is made as an ordinary user, who owns the checkout but not this folder.
      for (const dir of [root, workspace, path.join(workspace, 'stacks'), path.join(workspace, 'stacks', 'network')]) {
        await chown(dir, 65534, 65534);
      }
      await chown(path.join(workspace, 'stacks', 'network', 'main.tf'), 65534, 65534);
      await chown(temp, 65534, 65534);
    }
    await chmod(readOnly, 0o555);
    const run = await runCli(
      [
        'gate',
        'stacks/network',
        '--json',
        '--codequality-file',
        'read-only/gl-code-quality.json',
        '--hostname',
        tfe.url,
      ],
      {
        cwd: workspace,
        env: { TF_API_TOKEN: TOKEN, TMPDIR: temp },
        ...(asRoot && { user: { uid: 65534, gid: 65534 } }),
        ...(command !== undefined && { command }),
      },
    );
    expect(run.exitCode, run.stderr).toBe(1);
    const document = parseCliJson(run);
    expect(document.verdict).toMatchObject({ failed: true, reason: 'deprecated-in-use' });
    expect(run.stderr).toMatch(/warning: .*--codequality-file.*read-only\/gl-code-quality\.json.*permission denied/);
    expect(await readdir(readOnly)).toEqual([]);
  });
});

describe('gate’s record of every call', () => {
  it('is left nowhere unless --result-file asks for it', async () => {
    const run = await cli(['gate', 'stacks/network', '--json']);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(parseCliJson(run).outputs['result-file']).toBe('');
    expect(await leftInTemp()).toEqual([]);
  });

  it('is written where --result-file says, through the same checks', async () => {
    const run = await cli(['gate', 'stacks/network', '--json', '--result-file', 'out/gate-result.json']);
    expect(run.exitCode, run.stderr).toBe(1);
    const written = path.join(workspace, 'out', 'gate-result.json');
    expect(parseCliJson(run).outputs['result-file']).toBe(written);
    const record = JSON.parse(await readFile(written, 'utf8')) as Array<{ status: string }>;
    expect(record.map((c) => c.status)).toEqual(['deprecated']);
    expect(await leftInTemp()).toEqual([]);

    await symlink(path.join(outside, 'victim.txt'), path.join(workspace, 'linked.json'));
    tfe.requests.length = 0;
    refusedUpFront(
      await cli(['gate', 'stacks/network', '--json', '--result-file', 'linked.json']),
      '--result-file',
      /symbolic link/,
    );
    await outsideUntouched();
  });

  it('--result-file works with gate and campaign only', async () => {
    const run = await cli([
      'check',
      '--source',
      `${tfe.host}/acme/vpc/aws`,
      '--version',
      '1.1.0',
      '--result-file',
      'r.json',
    ]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(
      /--result-file does nothing for `check`: leave it out \(it works with `gate`, `campaign`\)/,
    );
  });
});

describe('run from a subdirectory of the repository', () => {
  it('places Code Quality findings and SARIF results relative to the repository root', async () => {
    git(workspace, 'init', '-q');
    const stacks = path.join(workspace, 'stacks');
    const run = await cli(
      ['gate', 'network', '--codequality-file', 'gl-code-quality.json', '--sarif-file', 'gate.sarif'],
      {
        cwd: stacks,
      },
    );
    expect(run.exitCode, run.stderr).toBe(1);
    // Printed for the person in `stacks/`, relative to where they are.
    expect(run.stdout).toMatch(/^network\/main\.tf:1: error: /m);
    const issues = JSON.parse(await readFile(path.join(stacks, 'gl-code-quality.json'), 'utf8')) as Array<{
      location: { path: string };
    }>;
    expect(issues.map((i) => i.location.path)).toEqual(['stacks/network/main.tf']);
    const sarif = JSON.parse(await readFile(path.join(stacks, 'gate.sarif'), 'utf8')) as {
      runs: Array<{
        results: Array<{ locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }>;
      }>;
    };
    expect(sarif.runs[0]?.results.map((r) => r.locations[0]?.physicalLocation.artifactLocation.uri)).toEqual([
      'stacks/network/main.tf',
    ]);
  });

  it('takes GitLab’s CI_PROJECT_DIR as the repository root', async () => {
    const stacks = path.join(workspace, 'stacks');
    const run = await cli(['gate', 'network', '--codequality-file', 'gl-code-quality.json'], {
      cwd: stacks,
      env: { CI_PROJECT_DIR: workspace },
    });
    expect(run.exitCode, run.stderr).toBe(1);
    const issues = JSON.parse(await readFile(path.join(stacks, 'gl-code-quality.json'), 'utf8')) as Array<{
      location: { path: string };
    }>;
    expect(issues.map((i) => i.location.path)).toEqual(['stacks/network/main.tf']);
  });
});

/** Node and the command line's bundle inside `dir`: Node linked where it can be, else copied. */
async function reachableCommandLine(dir: string): Promise<string[]> {
  const node = path.join(dir, 'node');
  await link(NODE24, node).catch(() => copyFile(NODE24, node));
  const bundle = path.join(dir, 'cli');
  await cp(path.dirname(CLI_BUNDLE), bundle, { recursive: true });
  return [node, path.join(bundle, 'index.js')];
}
