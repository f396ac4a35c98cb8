/**
 * The git database through the API: trees (every mode, `truncated` past the entry limit), blobs,
 * contents, refs, commits and their comparison; and writing a change without a clone (a tree on a
 * base tree, a commit an app's token makes verified, a ref made, moved only forward unless forced,
 * deleted), with GitHub's refusals.
 */
import { describe, expect, it } from 'vitest';
import { APP, MAIN_TF, PERSON, READER, call, github, start, startEach } from './test-client.ts';

type Entry = { path: string; mode: string; type: string; sha: string; size?: number };
type Tree = { sha: string; tree: Entry[]; truncated: boolean };
type Commit = {
  sha: string;
  tree: { sha: string };
  parents: Array<{ sha: string }>;
  message: string;
  author: { name: string; email: string };
  verification: { verified: boolean; reason: string };
};

describe('reading', () => {
  startEach();

  it('lists a branch’s tree recursively with paths, modes, types, shas and blob sizes', async () => {
    github.addRepository({
      fullName: 'acme/mixed',
      files: { 'a/b.tf': 'x', 'link.tf': { symlink: 'a/b.tf' }, vendor: { submodule: 'f'.repeat(40) } },
    });
    const { data } = await call<Tree>('GET', '/repos/acme/mixed/git/trees/main?recursive=1');
    expect(data.truncated).toBe(false);
    expect(data.tree.map(({ path, mode, type }) => [path, mode, type])).toEqual([
      ['a', '040000', 'tree'],
      ['a/b.tf', '100644', 'blob'],
      ['link.tf', '120000', 'blob'],
      ['vendor', '160000', 'commit'],
    ]);
    expect(data.tree[1]?.size).toBe(1);
    expect(data.tree[3]?.sha).toBe('f'.repeat(40));
    // The empty blob's sha is git's own: the fake hashes as git does.
    github.addRepository({ fullName: 'acme/one', files: { empty: '' } });
    const one = await call<Tree>('GET', '/repos/acme/one/git/trees/main');
    expect(one.data.tree[0]?.sha).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });

  it('cuts a long listing and says truncated; the sub-trees read by sha are whole', async () => {
    const fake = await start({ treeEntryLimit: 3 });
    try {
      fake.addRepository({ fullName: 'acme/big', files: { 'a/1': '1', 'a/2': '2', 'b/3': '3', 'b/4': '4' } });
      const root = await call<Tree>('GET', '/repos/acme/big/git/trees/main?recursive=1', { base: fake.url });
      expect(root.data.truncated).toBe(true);
      expect(root.data.tree).toHaveLength(3);
      const top = await call<Tree>('GET', '/repos/acme/big/git/trees/main', { base: fake.url });
      expect(top.data.truncated).toBe(false);
      const b = top.data.tree.find((e) => e.path === 'b') as Entry;
      const sub = await call<Tree>('GET', `/repos/acme/big/git/trees/${b.sha}`, { base: fake.url });
      expect(sub.data.tree.map((e) => e.path)).toEqual(['3', '4']);
    } finally {
      await fake.close();
    }
  });

  it('reads a blob as base64, and a path’s contents at a ref', async () => {
    const { data: tree } = await call<Tree>('GET', '/repos/acme/web/git/trees/main?recursive=1');
    const main = tree.tree.find((e) => e.path === 'infra/main.tf') as Entry;
    const blob = await call<{ content: string; encoding: string; size: number }>(
      'GET',
      `/repos/acme/web/git/blobs/${main.sha}`,
    );
    expect(blob.data.encoding).toBe('base64');
    expect(Buffer.from(blob.data.content, 'base64').toString('utf8')).toBe(MAIN_TF);
    expect(blob.data.size).toBe(Buffer.byteLength(MAIN_TF));
    const file = await call<{ type: string; content: string; sha: string }>(
      'GET',
      '/repos/acme/web/contents/infra/main.tf?ref=main',
    );
    expect(file.data.type).toBe('file');
    expect(file.data.sha).toBe(main.sha);
    const folder = await call<Array<{ type: string; name: string }>>('GET', '/repos/acme/web/contents/');
    expect(folder.data.map((e) => [e.name, e.type])).toEqual([
      ['README.md', 'file'],
      ['infra', 'dir'],
      ['run.sh', 'file'],
    ]);
  });

  it('answers 409 for the git database of an empty repository, 404 for what is not there', async () => {
    github.addRepository({ fullName: 'acme/blank', empty: true });
    const empty = await call('GET', '/repos/acme/blank/git/trees/main');
    expect(empty.status).toBe(409);
    expect(empty.data.message).toBe('Git Repository is empty.');
    expect((await call('GET', '/repos/acme/web/git/trees/nope')).status).toBe(404);
    expect((await call('GET', '/repos/acme/web/git/ref/heads/nope')).status).toBe(404);
  });
});

describe('writing a change without a clone', () => {
  startEach();

  /** A commit on top of main that changes infra/main.tf and deletes README.md, on branch `fix/vpc`. */
  async function change(token = APP): Promise<{ commit: Commit; base: string }> {
    const ref = await call<{ object: { sha: string } }>('GET', '/repos/acme/web/git/ref/heads/main');
    const base = ref.data.object.sha;
    const baseCommit = await call<Commit>('GET', `/repos/acme/web/git/commits/${base}`);
    const tree = await call<Tree>('POST', '/repos/acme/web/git/trees', {
      token,
      body: {
        base_tree: baseCommit.data.tree.sha,
        tree: [
          { path: 'infra/main.tf', mode: '100644', type: 'blob', content: MAIN_TF.replace('1.0.0', '2.0.0') },
          { path: 'README.md', mode: '100644', type: 'blob', sha: null },
        ],
      },
    });
    expect(tree.status).toBe(201);
    const commit = await call<Commit>('POST', '/repos/acme/web/git/commits', {
      token,
      body: { message: 'Move acme/vpc/aws to 2.0.0', tree: tree.data.sha, parents: [base] },
    });
    expect(commit.status).toBe(201);
    const made = await call('POST', '/repos/acme/web/git/refs', {
      token,
      body: { ref: 'refs/heads/fix/vpc', sha: commit.data.sha },
    });
    expect(made.status).toBe(201);
    return { commit: commit.data, base };
  }

  it('makes a tree, a commit and a branch; the branch holds the new files', async () => {
    await change();
    expect(github.files('acme/web', 'fix/vpc')).toEqual({
      'infra/main.tf': MAIN_TF.replace('1.0.0', '2.0.0'),
      'run.sh': '#!/bin/sh\n',
    });
    expect(github.files('acme/web', 'main')['README.md']).toBe('# web\n');
  });

  it('marks a commit made with an app’s token as the app’s and verified, a person’s as unsigned', async () => {
    const { commit } = await change();
    expect(commit.verification).toEqual(expect.objectContaining({ verified: true, reason: 'valid' }));
    expect(commit.author.name).toBe('campaign-app[bot]');
    expect(github.commit(commit.sha)?.madeBy).toBe('campaign-app[bot]');
    const read = await call<Commit>('GET', `/repos/acme/web/git/commits/${commit.sha}`);
    expect(read.data).toMatchObject({ message: 'Move acme/vpc/aws to 2.0.0', tree: { sha: commit.tree.sha } });
    const person = await call<Commit>('POST', '/repos/acme/web/git/commits', {
      token: PERSON,
      body: { message: 'x', tree: commit.tree.sha, parents: [] },
    });
    expect(person.data.verification.verified).toBe(false);
  });

  it('refuses to move a branch backwards or sideways without force (422), and moves it with force', async () => {
    const { base } = await change();
    const someone = github.pushCommit('acme/web', 'main', { files: { 'other.txt': 'x' } });
    const sideways = await call('PATCH', '/repos/acme/web/git/refs/heads/fix/vpc', { body: { sha: someone } });
    expect(sideways.status).toBe(422);
    expect(sideways.data.message).toBe('Update is not a fast forward');
    const forced = await call('PATCH', '/repos/acme/web/git/refs/heads/fix/vpc', { body: { sha: base, force: true } });
    expect(forced.status).toBe(200);
    expect(github.branch('acme/web', 'fix/vpc')).toBe(base);
  });

  it('refuses a ref that exists, a sha it does not have, and deletes a branch', async () => {
    const { commit } = await change();
    const again = await call('POST', '/repos/acme/web/git/refs', {
      body: { ref: 'refs/heads/fix/vpc', sha: commit.sha },
    });
    expect(again.data.message).toBe('Reference already exists');
    const unknown = await call('POST', '/repos/acme/web/git/refs', {
      body: { ref: 'refs/heads/x', sha: '0'.repeat(40) },
    });
    expect(unknown.status).toBe(422);
    expect((await call('DELETE', '/repos/acme/web/git/refs/heads/fix/vpc')).status).toBe(204);
    expect(github.branch('acme/web', 'fix/vpc')).toBeUndefined();
    expect((await call('DELETE', '/repos/acme/web/git/refs/heads/fix/vpc')).status).toBe(422);
  });

  it('refuses a tree path that climbs out or names .git', async () => {
    for (const path of ['../x.tf', '/abs.tf', 'a//b.tf', '.git/config', 'a/./b']) {
      const answer = await call('POST', '/repos/acme/web/git/trees', {
        body: { tree: [{ path, mode: '100644', type: 'blob', content: 'x' }] },
      });
      expect(answer.status, path).toBe(422);
    }
  });

  it('refuses every write to a token that may only read (403), and to an archived repository', async () => {
    const tree = await call('POST', '/repos/acme/web/git/trees', {
      token: READER,
      body: { tree: [{ path: 'a', mode: '100644', content: 'x' }] },
    });
    expect(tree.status).toBe(403);
    expect(tree.data.message).toBe('Resource not accessible by integration');
    github.addRepository({ fullName: 'acme/old', files: { a: 'a' }, archived: true });
    const archived = await call('POST', '/repos/acme/old/git/trees', { body: { tree: [] } });
    expect(archived.status).toBe(403);
    expect(archived.data.message).toBe('Repository was archived so is read-only.');
  });

  it('compares a branch with its base, naming who made each commit ahead', async () => {
    await change();
    github.pushCommit('acme/web', 'fix/vpc', { files: { 'note.txt': 'mine' }, login: 'mallory' });
    const compared = await call<{ ahead_by: number; commits: Array<{ author: { login: string } }> }>(
      'GET',
      '/repos/acme/web/compare/main...fix/vpc',
    );
    expect(compared.data.ahead_by).toBe(2);
    expect(compared.data.commits.map((c) => c.author.login)).toEqual(['campaign-app[bot]', 'mallory']);
  });
});
