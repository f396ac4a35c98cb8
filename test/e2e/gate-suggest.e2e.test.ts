/**
 * `suggest: true` from end to end: the bundle, a real git repository with a pull request's base
 * and head, and a fake GitHub API that refuses a review comment outside the pull request's diff
 * (and with it the whole review) as GitHub does. Each failing version line the pull request
 * changed gets a ```suggestion; the others are listed in the comment; a re-run repeats nothing.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '../fake-github/server.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { allRuns, runAction, tokenLeaks, type ActionRun } from './harness.ts';
import { git } from './support/git-repository.ts';

const TOKEN = 'suggest-token.atlasv1.s3cr3t-SUG-1a2b3c';
const WRITE_TOKEN = 'ghs_suggestWriteToken7f3a9c2e5b1d8a4f6c01';
const READ_TOKEN = 'ghs_suggestReadToken3b8e1d6a9f2c7e4b0a52';
const REPOSITORY = 'acme/infra';
const PULL = 21;
const DEPRECATION = { reason: 'Opens the default security group.', link: '' };

const githubs: FakeGithub[] = [];
afterAll(async () => {
  await Promise.all(githubs.splice(0).map((github) => github.close()));
});

afterAll(() => {
  for (const run of allRuns) expect(tokenLeaks(run, TOKEN)).toEqual([]);
});

/**
 * A pull request of each test's own (the tests run at once: a run spends most of its time on
 * octokit's pacing of GitHub writes, not on the CPU): acme/vpc/aws 1.1.0, 1.1.5 and 1.2.0
 * deprecated, and a repository whose head moves `moved` onto 1.2.0 and adds `added`.
 */
async function pullRequest() {
  const tfe = await fakeService(TOKEN, { versions: ['1.1.0', '1.1.5', '1.2.0', '1.4.0'] });
  for (const v of ['1.1.0', '1.1.5', '1.2.0']) tfe.deprecate('acme', 'vpc', 'aws', v, DEPRECATION);
  const github = await startFakeGithub({
    tokens: { [WRITE_TOKEN]: 'write', [READ_TOKEN]: 'read' },
    defaultPerPage: 2,
  });
  githubs.push(github);
  const root = await scratchFolder('gate-suggest');
  const block = (name: string, version: string): string =>
    `module "${name}" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "${version}" # ${name}\n}\n`;
  git(root, 'init', '-q');
  // The base already calls 1.2.0 in `kept`; the pull request moves `moved` onto 1.2.0 and adds `added`.
  await writeFile(path.join(root, 'main.tf'), `${block('kept', '1.2.0')}\n${block('moved', '1.4.0')}`);
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  await writeFile(
    path.join(root, 'main.tf'),
    `${block('kept', '1.2.0')}\n${block('moved', '1.2.0')}\n${block('added', '~> 1.1.0')}`,
  );
  git(root, 'commit', '-q', '-am', 'head');
  const head = git(root, 'rev-parse', 'HEAD');

  /** The line of `text` in the head's main.tf. */
  const lineOf = async (text: string): Promise<number> =>
    (await readFile(path.join(root, 'main.tf'), 'utf8')).split('\n').findIndex((l) => l.includes(text)) + 1;

  const gate = (inputs: Record<string, string> = {}, githubToken = WRITE_TOKEN, baseSha = base): Promise<ActionRun> =>
    runAction(
      {
        hostname: tfe.url,
        token: TOKEN,
        status: 'check',
        'config-directory': '.',
        suggest: 'true',
        comment: 'always',
        'github-token': githubToken,
        ...inputs,
      },
      {
        env: {
          GITHUB_WORKSPACE: root,
          GITHUB_API_URL: github.url,
          GITHUB_REPOSITORY: REPOSITORY,
          GITHUB_JOB: 'modules',
          GITHUB_ACTION: 'gate',
          GITHUB_WORKFLOW: 'Checks',
        },
        event: {
          name: 'pull_request',
          payload: { pull_request: { number: PULL, base: { sha: baseSha }, head: { sha: head } } },
        },
        secrets: [WRITE_TOKEN, READ_TOKEN],
      },
    );
  return { github, root, base, head, lineOf, gate };
}

describe.concurrent('suggest: true', () => {
  it('reviews the lines the pull request changed with suggested changes, and lists the others', async () => {
    const { github, head, lineOf, gate } = await pullRequest();
    const moved = await lineOf('version = "1.2.0" # moved');
    const added = await lineOf('version = "~> 1.1.0" # added');
    const kept = await lineOf('version = "1.2.0" # kept');
    // The diff GitHub shows: the changed line, and the added block (a blank line and four lines).
    github.setDiff(REPOSITORY, PULL, { 'main.tf': [moved, added - 3, added - 2, added - 1, added, added + 1] });
    const run = await gate();
    expect(run.exitCode, run.stdout).toBe(1);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviews[0]).toMatchObject({ pull: PULL, event: 'COMMENT', commit: head });
    const comments = github.reviewComments.map((c) => [c.path, c.line, c.body.split('\n').slice(-3).join('\n')]);
    expect(comments).toEqual([
      ['main.tf', moved, '```suggestion\n  version = "1.4.0" # moved\n```'],
      ['main.tf', added, '```suggestion\n  version = "~> 1.4.0" # added\n```'],
    ]);
    expect(github.reviewComments[0]?.body).toContain('`module.moved` uses version 1.2.0, which is deprecated');
    // The line outside the diff is in the sticky comment, with what to write.
    const comment = github.comments.find((c) => c.body.startsWith('<!-- tfe-module-lifecycle'));
    expect(comment?.body).toContain('#### Suggested changes');
    expect(comment?.body).toContain(`main.tf:${kept}`);
    expect(comment?.body).toContain('`version = "1.4.0" # kept`');
    expect(run.stdout).toContain(`Reviewed pull request #${PULL} with 2 suggested changes`);

    // A re-run makes no second review of the same suggestions.
    const again = await gate();
    expect(again.exitCode).toBe(1);
    expect(github.reviews).toHaveLength(1);
    expect(again.stdout).toContain('Every suggested change is already on pull request');
  });

  it("places them on the head's lines when the checkout is the merge a pull_request workflow makes", async () => {
    const { github, root, base, head, lineOf, gate } = await pullRequest();
    const moved = await lineOf('version = "1.2.0" # moved');
    const added = await lineOf('version = "~> 1.1.0" # added');
    github.setDiff(REPOSITORY, PULL, { 'main.tf': [moved, added - 3, added - 2, added - 1, added, added + 1] });
    // The base moves on (three lines above every block), and the checkout is its merge with the
    // head, as actions/checkout gives a pull_request workflow: each block three lines lower.
    git(root, 'checkout', '-q', '-b', 'ahead', base);
    const before = await readFile(path.join(root, 'main.tf'), 'utf8');
    await writeFile(
      path.join(root, 'main.tf'),
      `# Owned by the platform team.\n# Ask before a major version.\n\n${before}`,
    );
    git(root, 'commit', '-q', '-am', 'base moves on');
    const ahead = git(root, 'rev-parse', 'HEAD');
    git(root, 'merge', '-q', '--no-edit', head);
    expect(await lineOf('version = "1.2.0" # moved')).toBe(moved + 3);

    const run = await gate({}, WRITE_TOKEN, ahead);
    expect(run.exitCode, run.stdout).toBe(1);
    expect(github.reviews).toHaveLength(1);
    expect(github.reviews[0]).toMatchObject({ commit: head });
    expect(github.reviewComments.map((c) => [c.line, c.body.split('\n').at(-2)])).toEqual([
      [moved, '  version = "1.4.0" # moved'],
      [added, '  version = "~> 1.4.0" # added'],
    ]);
    expect(run.stdout).toContain("the checkout is not the pull request's head (a merge commit)");
  });

  it('suggests the lines as the pull request has them when fix: true rewrites them in the same run', async () => {
    const { github, root, lineOf, gate } = await pullRequest();
    const moved = await lineOf('version = "1.2.0" # moved');
    const added = await lineOf('version = "~> 1.1.0" # added');
    github.setDiff(REPOSITORY, PULL, { 'main.tf': [moved, added] });
    const run = await gate({ fix: 'true' });
    expect(run.outputs.fixed).toBe('true');
    expect(github.reviewComments.map((c) => [c.line, c.body.split('\n').at(-2)])).toEqual([
      [moved, '  version = "1.4.0" # moved'],
      [added, '  version = "~> 1.4.0" # added'],
    ]);
    expect(await readFile(path.join(root, 'main.tf'), 'utf8')).toContain('version = "~> 1.4.0" # added');
  });

  it('is refused whole by GitHub when a comment is outside the diff: a notice, nothing posted, the verdict stands', async () => {
    const { github, lineOf, gate } = await pullRequest();
    // A diff that lacks the added block's version line: GitHub refuses the review with 422.
    github.setDiff(REPOSITORY, PULL, { 'main.tf': [await lineOf('version = "1.2.0" # moved')] });
    const run = await gate();
    expect(run.exitCode).toBe(1);
    expect(github.requests.some((r) => r.method === 'POST' && r.path.endsWith('/reviews'))).toBe(true);
    expect(github.reviews).toHaveLength(0);
    const notice = run.annotations.find((a) => a.title === 'No suggested changes');
    expect(notice?.message).toContain('Unprocessable Entity');
  });

  it("says so in a notice when the token may not review (a fork's read-only token)", async () => {
    const { github, lineOf, gate } = await pullRequest();
    github.setDiff(REPOSITORY, PULL, { 'main.tf': [await lineOf('# moved'), await lineOf('# added')] });
    const run = await gate({ comment: 'never' }, READ_TOKEN);
    expect(run.exitCode).toBe(1);
    expect(github.reviews).toHaveLength(0);
    expect(run.annotations.find((a) => a.title === 'No suggested changes')?.message).toContain('pull-requests: write');
  });
});
