/**
 * `only-new` end to end: real git repositories made here, a pull request event naming the base
 * commit, and the bundle judging the head against it. The base already calls a deprecated
 * version 30 times; the pull request adds one more call of it.
 */
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { git, lineOf, makeRepository as makeRepositoryFor } from './support/git-repository.ts';

const TOKEN = 'only-new-token.atlasv1.s3cr3t-NEW-9z8y7x';
/** The harness's repository and commit, which each line of the summary links to. */
const BLOB = 'https://github.com/acme/platform-modules/blob/ffac537e6cbbf934b08745a378932722df287a53';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

let tfe: FakeTfe;
let dir: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
  dir = await mkdtemp(path.join(tmpdir(), 'gate-only-new-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

function gate(workspace: string, base: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(
    { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'stacks/*', ...inputs },
    {
      env: { GITHUB_WORKSPACE: workspace },
      event: { name: 'pull_request', payload: { pull_request: { number: 7, base: { sha: base } } } },
    },
  );
}

const levels = (run: ActionRun): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const a of run.annotations.filter((x) => x.title?.endsWith('is deprecated'))) {
    counts[a.level] = (counts[a.level] ?? 0) + 1;
  }
  return counts;
};
const makeRepository = (root: string): Promise<{ base: string; head: string }> => makeRepositoryFor(root, tfe.host);
const versionReads = () => tfe.requests.filter((r) => r.path.startsWith('/api/registry/v1/')).length;

/**
 * The pull request's gate with `only-new` on the repository as made, which two tests read: run
 * once, on the first one's fake and repository, with what they look at after it.
 */
let onlyNewRun: Promise<{ run: ActionRun; line: number; versionReads: number }> | undefined;
const gateOnlyNew = () =>
  (onlyNewRun ??= (async () => {
    const { base } = await makeRepository(dir);
    const run = await gate(dir, base, { 'only-new': 'true' });
    return { run, line: await lineOf(dir, 'vpc_30'), versionReads: versionReads() };
  })());

describe('gate with only-new on a pull request', () => {
  it('fails on the one call the change adds and warns of the 30 already on the base', async () => {
    const { run, line, versionReads } = await gateOnlyNew();
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs['failure-reason']).toBe('deprecated-in-use');
    const errors = run.annotations.filter((a) => a.level === 'error' && a.title?.endsWith('is deprecated'));
    // The new call, at its block; the 30 on the base in one warning (past GitHub's 10 a step).
    expect(errors.map((a) => [a.file, a.line])).toEqual([['stacks/network/main.tf', String(line)]]);
    expect(levels(run)).toEqual({ error: 1, warning: 1 });
    expect(run.stdout).toContain('1 module call uses a deprecated version: module.vpc_30');
    expect(run.stdout).toContain('30 deprecated uses already on the base branch');
    expect(run.summary).toContain(
      '❌ **Fails**: 1 module call uses a deprecated version; 30 deprecated uses already on the base branch, warnings only with `only-new: true`.',
    );
    expect(run.summary.match(/already on the base branch\)/g)).toHaveLength(30);
    // The base is judged with the head's reads: one versions read, as a plain gate makes.
    expect(versionReads).toBe(1);
  });

  it('judges a directory new in the head as new, even a symbolic link to one the base has', async () => {
    const { base } = await makeRepository(dir);
    await symlink('network', path.join(dir, 'stacks/network-copy'));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', 'a new stack, linked to an old one');
    const run = await gate(dir, base, { 'only-new': 'true' });
    expect(run.exitCode, run.stdout).toBe(1);
    // The 31 calls of the new path, and the one the change adds to the old: 30 are on the base.
    expect(run.stdout).toContain('32 module calls use deprecated versions');
    expect(run.stdout).toContain('30 deprecated uses already on the base branch');
    const errors = run.annotations.filter((a) => a.level === 'error' && a.title?.endsWith('is deprecated'));
    expect(errors.map((a) => a.message).join('\n')).toContain('Used by 32 module calls:');
  });

  it('lists the calls the change adds apart from those already on the base, in the summary', async () => {
    const { run, line } = await gateOnlyNew();
    const lines = run.summary.split('\n');
    const added = lines.indexOf('**Added or moved by this change**:');
    const onBase = lines.indexOf('**Already on the base branch** (warnings only):');
    expect(added, run.summary).toBeGreaterThan(0);
    expect(onBase).toBeGreaterThan(added);
    const items = (from: number): string[] => {
      const rest = lines.slice(from + 2);
      return rest.slice(0, rest.indexOf(''));
    };
    expect(items(added)).toEqual([
      `- [stacks/network/main.tf:${line}](${BLOB}/stacks/network/main.tf#L${line}) · acme/vpc/aws · version "1.2.0" → "2.0.0" (deprecated: ${DEPRECATION.reason}) · 2.0.0 (new major version; or go back to 1.1.0, the newest usable 1.x, to unblock now)`,
    ]);
    expect(items(onBase)).toHaveLength(30);
    expect(items(onBase).every((l) => l.includes(' · acme/vpc/aws · version "1.2.0" → "2.0.0" (deprecated: '))).toBe(
      true,
    );
  });

  it('fails on all 31 without only-new', async () => {
    const { base } = await makeRepository(dir);
    const run = await gate(dir, base);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('31 module calls use deprecated versions');
    expect(run.summary).not.toContain('already on the base branch');
  });

  it('says why and judges every call when the base cannot be read', async () => {
    await makeRepository(dir);
    // A commit the repository lacks, and no remote to fetch it from.
    const run = await gate(dir, 'f'.repeat(40), { 'only-new': 'true' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('31 module calls use deprecated versions');
    const warning = run.annotations.find((a) => a.message.startsWith('`only-new`: the base commit cannot be read'));
    expect(warning?.message).toContain('every module call is judged');
    expect(run.summary).toContain('the base commit cannot be read');
  });

  it('fetches the base shallowly when the checkout lacks it', async () => {
    const origin = path.join(dir, 'origin');
    await mkdir(origin);
    const { base } = await makeRepository(origin);
    const clone = path.join(dir, 'clone');
    git(dir, 'clone', '-q', '--depth=1', `file://${origin}`, clone);
    expect(() => git(clone, 'cat-file', '-e', `${base}^{commit}`)).toThrow();
    const run = await gate(clone, base, { 'only-new': 'true' });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(levels(run)).toEqual({ error: 1, warning: 1 });
    expect(run.stdout).toContain('30 deprecated uses already on the base branch');
    // The temporary worktree is gone.
    expect(git(clone, 'worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('changes nothing outside pull requests', async () => {
    const { base } = await makeRepository(dir);
    const run = await runAction(
      { hostname: tfe.url, token: TOKEN, status: 'check', 'config-directory': 'stacks/*', 'only-new': 'true' },
      { env: { GITHUB_WORKSPACE: dir }, event: { name: 'push', payload: { before: base } } },
    );
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.stdout).toContain('31 module calls use deprecated versions');
    expect(run.stdout).not.toContain('base');
  });
});
