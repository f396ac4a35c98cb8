/**
 * `gate --only-new` on the command line, end to end: the bundled CLI in a real git repository
 * whose base commit already calls a deprecated version 30 times and whose head adds a 31st. With
 * no event to read, the base comes from `--base` or from GitLab's merge request variable; when
 * none is known, or it names no commit of the repository, every call is judged and the run says why.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTfe } from '../fake-tfe/server.ts';
import { fakeService } from '../support/fake-service.ts';
import { parseCliJson, runCli, type CliJson, type CliRun } from './support/cli.ts';
import { CALLS_FILE, git, lineOf, makeRepository } from './support/git-repository.ts';

const TOKEN = 'cli-only-new-token.atlasv1.s3cr3t-CLIB-8x7w6v';
const DEPRECATION = { reason: 'Version 1.2.0 opens the default security group.', link: 'https://example.com/vpc/1.2' };

let tfe: FakeTfe;
let dir: string;

beforeEach(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.2.0', DEPRECATION);
  dir = await mkdtemp(path.join(tmpdir(), 'cli-only-new-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const gate = (args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> =>
  runCli(['gate', 'stacks/*', '--hostname', tfe.url, '--json', ...args], {
    cwd: dir,
    env: { TF_API_TOKEN: TOKEN, ...env },
  });

const deprecatedAt = (document: CliJson, level: string): Array<[string | undefined, number | undefined]> =>
  document.annotations
    .filter((a) => a.level === level && a.title?.endsWith('is deprecated'))
    .map((a) => [a.file, a.line]);

/** The run failed on the one call the head adds, and only warned of the 30 its base has. */
async function expectOnlyTheNewCallFails(run: CliRun): Promise<void> {
  expect(run.exitCode, run.stderr).toBe(1);
  const document = parseCliJson(run);
  expect(document.outputs['failure-reason']).toBe('deprecated-in-use');
  expect(document.verdict.message).toContain('1 module call uses a deprecated version: module.vpc_30');
  expect(deprecatedAt(document, 'error')).toEqual([[CALLS_FILE, await lineOf(dir, 'vpc_30')]]);
  expect(deprecatedAt(document, 'warning').length).toBeGreaterThan(0);
  expect(run.stderr).toContain('30 deprecated uses already on the base branch');
  // `result` still lists every call; the temporary worktree of the base is gone.
  expect(document.result).toHaveLength(31);
  expect(git(dir, 'worktree', 'list').split('\n')).toHaveLength(1);
}

/** The run judged all 31 calls, and said why it could not compare with a base. */
function expectEveryCallJudged(run: CliRun, why: string): void {
  expect(run.exitCode, run.stderr).toBe(1);
  const document = parseCliJson(run);
  expect(document.verdict.message).toContain('31 module calls use deprecated versions');
  expect(run.stderr).not.toContain('already on the base branch');
  const warning = document.annotations.find((a) => a.message.startsWith('--only-new: the base commit cannot be read'));
  expect(warning?.message).toContain(why);
  expect(warning?.message).toContain('every module call is judged');
  expect(run.stderr).toContain(why);
}

describe('gate --only-new on the command line', () => {
  it('with --base, fails only on the call the change adds and warns of those on the base', async () => {
    const { base } = await makeRepository(dir, tfe.host);
    const run = await gate(['--only-new', '--base', base]);
    await expectOnlyTheNewCallFails(run);
    expect(run.stderr).toContain(`fail only on calls not already on the base commit ${base}`);
  });

  it('takes the base of a GitLab merge request pipeline from CI_MERGE_REQUEST_DIFF_BASE_SHA', async () => {
    const { base } = await makeRepository(dir, tfe.host);
    await expectOnlyTheNewCallFails(await gate(['--only-new'], { CI_MERGE_REQUEST_DIFF_BASE_SHA: base }));
  });

  it('takes a name git resolves, such as HEAD~1', async () => {
    await makeRepository(dir, tfe.host);
    await expectOnlyTheNewCallFails(await gate(['--only-new', '--base', 'HEAD~1']));
  });

  it('judges every call, saying why, when the base is no commit of the repository', async () => {
    await makeRepository(dir, tfe.host);
    // A commit the repository lacks, with no remote to fetch it from; a name it lacks.
    const sha = 'f'.repeat(40);
    expectEveryCallJudged(await gate(['--only-new', '--base', sha]), `the checkout lacks commit ${sha}`);
    expectEveryCallJudged(
      await gate(['--only-new', '--base', 'no-such-branch']),
      'the repository has no commit "no-such-branch"',
    );
  });

  it('judges every call, saying why, when no base is known', async () => {
    await makeRepository(dir, tfe.host);
    expectEveryCallJudged(
      await gate(['--only-new']),
      'no base commit was given: --base COMMIT, or CI_MERGE_REQUEST_DIFF_BASE_SHA in a GitLab merge request pipeline',
    );
  });

  it('refuses a --base that names no single commit before any request', async () => {
    await makeRepository(dir, tfe.host);
    const run = await gate(['--only-new', '--base=--upload-pack=touch x']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain('--base expects one commit, a SHA or a name git knows such as origin/main');
    expect(tfe.requests).toEqual([]);
  });
});
