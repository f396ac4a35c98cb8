/**
 * The files the action writes where its inputs say (`sarif-file`, `report-file`, `report-csv`),
 * against a pull request that committed whatever it liked at those paths: a symbolic link at the
 * file or in its folders, a `..` that leaves the workspace, a directory. Nothing is written
 * outside the workspace or the runner's temporary folder, nothing through a link, and a target
 * the action refuses fails the step as invalid input, naming the input, before any request.
 * A file that cannot be written is the user's input too: said with its path, never blamed on
 * the service.
 */
import { link, lstat, mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { runAction, type ActionRun } from './harness.ts';

const TOKEN = 'written-files-token.atlasv1.s3cr3t-FILES-3e4r5t';
const OUTSIDE_TEXT = 'a file outside the workspace, which the run must leave alone\n';

let tfe: FakeTfe;
/** The repository checkout (GITHUB_WORKSPACE). */
let workspace: string;
/** A folder beside the workspace, standing for the rest of a self-hosted runner's disk. */
let outside: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.1.0', { reason: 'Opens port 22.', link: '' });
  const root = await scratchFolder('written-files');
  workspace = path.join(root, 'workspace');
  outside = path.join(root, 'outside');
  await mkdir(path.join(workspace, 'infra'), { recursive: true });
  await mkdir(outside);
  await writeFile(
    path.join(workspace, 'infra', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
  );
  await writeFile(path.join(outside, 'victim.txt'), OUTSIDE_TEXT);
});

const gate = (sarifFile: string, env: Record<string, string> = {}): Promise<ActionRun> =>
  runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'infra', 'sarif-file': sarifFile },
    { env: { GITHUB_WORKSPACE: workspace, ...env } },
  );

const report = (inputs: Record<string, string>): Promise<ActionRun> =>
  runAction(
    { hostname: tfe.url, token: TOKEN, organization: 'acme', status: 'report', usage: 'false', ...inputs },
    { env: { GITHUB_WORKSPACE: workspace } },
  );

/** The outside folder holds its one file, unchanged: nothing was written through a link. */
async function outsideUntouched(): Promise<void> {
  expect(await readdir(outside)).toEqual(['victim.txt']);
  expect(await readFile(path.join(outside, 'victim.txt'), 'utf8')).toBe(OUTSIDE_TEXT);
}

/** The step failed as invalid input, naming `input`, before any request reached the service. */
function refusedUpFront(run: ActionRun, input: string, why: RegExp): void {
  expect(run.exitCode, run.stdout).toBe(1);
  expect(run.outputs['failure-reason']).toBe('invalid-input');
  const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
  expect(error).toContain(`\`${input}\``);
  expect(error).toMatch(why);
  expect(run.stdout + run.stderr).not.toMatch(/\bat \S+ \(|EISDIR|ELOOP/);
  expect(tfe.requests).toEqual([]);
}

describe('sarif-file', () => {
  it('is never written through a symbolic link at the file (the docs’ own fixed name, committed as a link)', async () => {
    await symlink(path.join(outside, 'victim.txt'), path.join(workspace, 'module-versions.sarif'));
    const run = await gate('module-versions.sarif');
    refusedUpFront(run, 'sarif-file', /symbolic link/);
    await outsideUntouched();
    expect((await lstat(path.join(workspace, 'module-versions.sarif'))).isSymbolicLink()).toBe(true);
  });

  it('is never written through a dangling link, which would create a file outside', async () => {
    await symlink(path.join(outside, 'created.sarif'), path.join(workspace, 'module-versions.sarif'));
    const run = await gate('module-versions.sarif');
    refusedUpFront(run, 'sarif-file', /symbolic link/);
    await outsideUntouched();
  });

  it('is never written through a link in its folders', async () => {
    await symlink(outside, path.join(workspace, 'reports'));
    const run = await gate('reports/module-versions.sarif');
    refusedUpFront(run, 'sarif-file', /symbolic link/);
    await outsideUntouched();
  });

  it('refuses a path that leaves the workspace, and an absolute one elsewhere', async () => {
    refusedUpFront(await gate('../outside/escape.sarif'), 'sarif-file', /outside the workspace/);
    refusedUpFront(await gate(path.join(outside, 'absolute.sarif')), 'sarif-file', /outside the workspace/);
    await outsideUntouched();
  });

  it('refuses a directory with a clear error', async () => {
    await mkdir(path.join(workspace, 'module-versions.sarif'));
    refusedUpFront(await gate('module-versions.sarif'), 'sarif-file', /is a directory/);
  });

  it('replaces a hard link with a file of its own, leaving the file it shared its content with alone', async () => {
    await link(path.join(outside, 'victim.txt'), path.join(workspace, 'module-versions.sarif'));
    const run = await gate('module-versions.sarif');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    await outsideUntouched();
    const sarif = JSON.parse(await readFile(path.join(workspace, 'module-versions.sarif'), 'utf8')) as {
      version: string;
    };
    expect(sarif.version).toBe('2.1.0');
  });

  it('may be written in the runner’s temporary folder, and relative paths start at the workspace', async () => {
    const temp = path.join(path.dirname(workspace), 'runner-temp');
    await mkdir(temp);
    const run = await gate(path.join(temp, 'gate.sarif'), { RUNNER_TEMP: temp });
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    expect(JSON.parse(await readFile(path.join(temp, 'gate.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
    await gate('out/nested/gate.sarif');
    expect(JSON.parse(await readFile(path.join(workspace, 'out/nested/gate.sarif'), 'utf8'))).toMatchObject({
      version: '2.1.0',
    });
    // No temporary file is left beside it.
    expect(await readdir(path.join(workspace, 'out/nested'))).toEqual(['gate.sarif']);
  });

  it('that cannot be written is a warning that names the input, the file and why; the verdict stands', async () => {
    await writeFile(path.join(workspace, 'not-a-folder'), 'a file where a folder should be');
    const run = await gate('not-a-folder/gate.sarif');
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    const warning = run.annotations.find((a) => a.level === 'warning' && a.message.includes('sarif-file'));
    expect(warning?.message).toContain('`sarif-file`');
    expect(warning?.message).toContain('not-a-folder/gate.sarif');
    expect(warning?.message).toMatch(/not a folder/);
  });
});

describe('report-file and report-csv', () => {
  it('are never written through a link at the file or in its folders, and are refused before any request', async () => {
    await symlink(path.join(outside, 'victim.txt'), path.join(workspace, 'report.json'));
    refusedUpFront(await report({ 'report-file': 'report.json' }), 'report-file', /symbolic link/);
    await symlink(outside, path.join(workspace, 'report'));
    refusedUpFront(await report({ 'report-csv': 'report/report.csv' }), 'report-csv', /symbolic link/);
    refusedUpFront(await report({ 'report-csv': '../outside/report.csv' }), 'report-csv', /outside the workspace/);
    await outsideUntouched();
  });

  it('that cannot be written fail as invalid input with the path, not as the service’s error', async () => {
    await writeFile(path.join(workspace, 'not-a-folder'), 'a file where a folder should be');
    const run = await report({ 'report-file': 'not-a-folder/report.json' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    const error = run.annotations.find((a) => a.level === 'error')?.message ?? '';
    expect(error).toContain('`report-file`');
    expect(error).toContain('not-a-folder/report.json');
    expect(error).not.toMatch(/could not be read/);
  });

  it('are written inside the workspace, their folders made', async () => {
    const run = await report({ 'report-file': 'report/out/report.json', 'report-csv': 'report/out/report.csv' });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(JSON.parse(await readFile(path.join(workspace, 'report/out/report.json'), 'utf8'))).toMatchObject({
      organization: 'acme',
    });
    expect(await readFile(path.join(workspace, 'report/out/report.csv'), 'utf8')).toMatch(/^"module","version",/);
    expect((await readdir(path.join(workspace, 'report/out'))).sort()).toEqual(['report.csv', 'report.json']);
  });
});
