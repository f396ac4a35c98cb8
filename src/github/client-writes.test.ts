/**
 * A change without a clone, through the client against the fake GitHub: a tree on the base tree,
 * a commit the app's token makes (verified, the app's), a branch, a pull request found again by its
 * branch and updated, a branch someone else moved told by its commits, and GitHub's refusals named
 * by cause: a second pull request, a move that is not a fast forward, a read-only token, an
 * archived repository, a path that could leave the repository (refused before anything is sent).
 */
import { describe, expect, it } from 'vitest';
import { APP, READER, onFake } from '../../test/support/github-on-fake.ts';
import type { GithubClient } from './client.ts';
import { GithubError } from './errors.ts';

const WEB = { owner: 'acme', name: 'web' };
const BRANCH = 'tfe-module-lifecycle/acme-vpc-aws';
const OLD = 'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.0.0"\n}\n';
const NEW = OLD.replace('1.0.0', '2.0.0');

/** The campaign's write for one repository: tree, commit, branch, pull request. */
async function propose(client: GithubClient) {
  const base = (await client.refs.branch(WEB, 'main')) as string;
  const baseTree = (await client.commits.get(WEB, base)).tree;
  const tree = await client.trees.create(WEB, baseTree, [
    { path: 'infra/main.tf', content: NEW },
    { path: 'infra/old.tf', delete: true },
  ]);
  const commit = await client.commits.create(WEB, { message: 'Move acme/vpc/aws off 1.0.0', tree, parents: [base] });
  await client.refs.createBranch(WEB, BRANCH, commit.sha);
  const pull = await client.pulls.create(WEB, {
    title: 'Move acme/vpc/aws off 1.0.0',
    body: '<!-- marker -->',
    head: BRANCH,
    base: 'main',
  });
  return { base, commit, pull };
}

const failureOf = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof GithubError ? error.failure : String(error);
};

async function seeded(options: Parameters<typeof onFake>[0] = {}) {
  const on = await onFake(options);
  on.github.addRepository({
    fullName: 'acme/web',
    files: { 'infra/main.tf': OLD, 'infra/old.tf': 'x', 'README.md': '# web\n' },
  });
  return on;
}

describe('a change without a clone', () => {
  it('writes the files on a new branch in one verified commit of the app, and opens one pull request', async () => {
    const { github, client } = await seeded();
    const { commit, pull } = await propose(client);
    expect(github.files('acme/web', BRANCH)).toEqual({ 'infra/main.tf': NEW, 'README.md': '# web\n' });
    expect(github.files('acme/web', 'main')['infra/main.tf']).toBe(OLD);
    expect(commit).toMatchObject({ verified: true, verification: 'valid', author: { name: 'campaign-app[bot]' } });
    expect(pull).toMatchObject({ number: 1, state: 'open', merged: false, head: { ref: BRANCH, sha: commit.sha } });
    // Tree, commit, branch, pull request: the four writes of a new pull request.
    expect(client.requests().write).toBe(4);
  });

  it('opens the pull request from the bare branch name, as GitHub documents for one repository', async () => {
    const { github, client } = await seeded();
    await propose(client);
    const opened = github.requests.filter((r) => r.method === 'POST' && r.path === '/repos/acme/web/pulls');
    expect(opened.map((r) => (r.body as { head?: unknown }).head)).toEqual([BRANCH]);
  });

  it('finds its pull request again by branch in any state, and updates it in place', async () => {
    const { github, client } = await seeded();
    await propose(client);
    expect(await failureOf(client.pulls.create(WEB, { title: 't', body: 'b', head: BRANCH, base: 'main' }))).toBe(
      'already-exists',
    );
    const [found, ...more] = await client.pulls.list(WEB, { head: BRANCH });
    expect(more).toEqual([]);
    const updated = await client.pulls.update(WEB, found?.number ?? 0, { title: 'New title', body: 'New body' });
    expect(updated).toMatchObject({ title: 'New title', body: 'New body', state: 'open' });
    github.closePull('acme/web', 1);
    expect(await client.pulls.list(WEB, { head: BRANCH, state: 'open' })).toEqual([]);
    const [declined] = await client.pulls.list(WEB, { head: BRANCH });
    expect(declined).toMatchObject({ state: 'closed', merged: false });
    expect(
      github.requests.filter((r) => r.path.includes('/pulls?')).every((r) => r.path.includes('head=acme%3A')),
    ).toBe(true);
  });

  it('tells a person’s commit on its branch, and moves the branch over it only when forced', async () => {
    const { github, client } = await seeded();
    const { base, commit } = await propose(client);
    github.pushCommit('acme/web', BRANCH, { files: { 'notes.md': 'mine' }, login: 'mallory' });
    const compared = await client.commits.compare(WEB, 'main', BRANCH);
    expect(compared.aheadBy).toBe(2);
    expect(compared.commits.map((c) => [c.authorLogin, c.verified])).toEqual([
      ['campaign-app[bot]', true],
      ['mallory', false],
    ]);
    expect(await failureOf(client.refs.moveBranch(WEB, BRANCH, commit.sha))).toBe('not-fast-forward');
    await client.refs.moveBranch(WEB, BRANCH, base, { force: true });
    expect(github.branch('acme/web', BRANCH)).toBe(base);
  });

  it('closes a pull request and deletes its branch; a branch gone is not-found', async () => {
    const { github, client } = await seeded();
    const { pull } = await propose(client);
    await client.issueComments.create(WEB, pull.number, 'No longer needed: closing.');
    expect((await client.pulls.update(WEB, pull.number, { state: 'closed' })).state).toBe('closed');
    await client.refs.deleteBranch(WEB, BRANCH);
    expect(await client.refs.branch(WEB, BRANCH)).toBeUndefined();
    expect(await failureOf(client.refs.deleteBranch(WEB, BRANCH))).toBe('not-found');
    expect((await client.issueComments.list(WEB, pull.number)).map((c) => [c.body, c.author?.login])).toEqual([
      ['No longer needed: closing.', 'campaign-app[bot]'],
    ]);
    expect(github.pulls[0]?.state).toBe('closed');
  });
});

describe('branches', () => {
  it('names a branch with its slashes literal, as GitHub documents, so a server matching raw paths finds it', async () => {
    const { github, client } = await seeded({ fake: { rawPaths: true } });
    const { base, commit } = await propose(client);
    expect(await client.refs.branch(WEB, BRANCH)).toBe(commit.sha);
    await client.refs.moveBranch(WEB, BRANCH, base, { force: true });
    expect(github.branch('acme/web', BRANCH)).toBe(base);
    await client.refs.deleteBranch(WEB, BRANCH);
    expect(github.branch('acme/web', BRANCH)).toBeUndefined();
    expect(github.requests.filter((r) => r.path.includes('/git/ref')).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/web/git/ref/heads/main',
      'POST /repos/acme/web/git/refs',
      'GET /repos/acme/web/git/ref/heads/tfe-module-lifecycle/acme-vpc-aws',
      'PATCH /repos/acme/web/git/refs/heads/tfe-module-lifecycle/acme-vpc-aws',
      'DELETE /repos/acme/web/git/refs/heads/tfe-module-lifecycle/acme-vpc-aws',
    ]);
  });

  it('encodes each part of a branch name the repository chose, so it cannot change the path', async () => {
    const { github, client } = await seeded();
    const branch = 'team/v1?x#y%z';
    github.addRepository({ fullName: 'acme/odd', files: { a: 'a' }, defaultBranch: branch });
    expect(await client.refs.branch({ owner: 'acme', name: 'odd' }, branch)).toBe(github.branch('acme/odd', branch));
    expect(github.requests.at(-1)?.path).toBe('/repos/acme/odd/git/ref/heads/team/v1%3Fx%23y%25z');
  });
});

describe('refusals', () => {
  it('names a read-only token’s write no-push-access, and an archived repository’s archived', async () => {
    const { github, clientFor } = await seeded();
    const reader = await clientFor(READER);
    const head = (await reader.refs.branch(WEB, 'main')) as string;
    expect(await failureOf(reader.refs.createBranch(WEB, BRANCH, head))).toBe('no-push-access');
    github.addRepository({ fullName: 'acme/old', files: { a: 'a' }, archived: true });
    const app = await clientFor(APP);
    const oldHead = (await app.refs.branch({ owner: 'acme', name: 'old' }, 'main')) as string;
    expect(await failureOf(app.refs.createBranch({ owner: 'acme', name: 'old' }, BRANCH, oldHead))).toBe('archived');
  });

  it('refuses a tree path that could leave the repository before anything is sent', async () => {
    const { github, client } = await seeded();
    for (const path of ['../x.tf', '/etc/x.tf', 'a/../../x.tf', '.git/hooks/pre-commit', 'a//b.tf']) {
      expect(await failureOf(client.trees.create(WEB, undefined, [{ path, content: 'x' }])), path).toBe('unsafe-path');
    }
    expect(github.requests).toEqual([]);
  });

  it('names the git database of an empty repository empty-repository', async () => {
    const { github, client } = await seeded();
    github.addRepository({ fullName: 'acme/blank', empty: true });
    expect(await failureOf(client.trees.list({ owner: 'acme', name: 'blank' }, 'main'))).toBe('empty-repository');
  });
});
