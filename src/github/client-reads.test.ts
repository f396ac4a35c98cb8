/**
 * Reading through the client, against the fake GitHub over HTTP: repositories listed page by page
 * (an organization's, a user's, an installation's), a tree read whole or folder by folder when
 * GitHub cuts it (or said incomplete), links and submodules kept as such, blobs decoded and
 * bounded, and the requests counted per kind.
 */
import { describe, expect, it } from 'vitest';
import { generateOrganization } from '../../test/fake-github/generate.ts';
import { APP, PERSON, TEST_LIMITS, onFake } from '../../test/support/github-on-fake.ts';
import { GithubError } from './errors.ts';
import type { GithubClient } from './client.ts';
import type { Repository } from './types.ts';

async function all(pages: AsyncGenerator<readonly Repository[]>): Promise<Repository[][]> {
  const out: Repository[][] = [];
  for await (const page of pages) out.push([...page]);
  return out;
}

const SOURCE = 'app.terraform.io/acme/vpc/aws';

describe('repositories', () => {
  it('lists an organization of 250 in 3 pages of 100, with what a campaign skips by', async () => {
    const { github, client } = await onFake();
    generateOrganization(github, {
      repositories: 250,
      calling: 20,
      filesEach: 1,
      archived: 2,
      forks: 3,
      empty: 4,
      source: SOURCE,
      version: '1.0.0',
    });
    const pages = await all(client.repositories.listForOwner('acme'));
    expect(pages.map((p) => p.length)).toEqual([100, 100, 50]);
    const rows = pages.flat();
    expect(new Set(rows.map((r) => r.fullName)).size).toBe(250);
    expect(rows.filter((r) => r.archived)).toHaveLength(2);
    expect(rows.filter((r) => r.fork)).toHaveLength(3);
    expect(rows.filter((r) => r.defaultBranch === 'main')).toHaveLength(250);
    expect(rows[0]?.permissions?.push).toBe(true);
    expect(client.requests().list).toBe(3);
  });

  it('gives up a request GitHub never answers after the run’s request timeout, naming it', async () => {
    const { github, clientFor } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    github.injectFault({ method: 'GET', path: '/orgs/acme/repos', times: Infinity, fault: { kind: 'silent' } });
    const client = await clientFor(APP, { requestTimeoutMs: 300 });
    const started = Date.now();
    const refused = await all(client.repositories.listForOwner('acme')).catch((e: unknown) => e);
    expect((refused as GithubError).failure).toBe('network');
    expect((refused as GithubError).message).toBe(
      'GET /orgs/acme/repos: GitHub did not answer within the request timeout',
    );
    expect((refused as GithubError).message).toMatch(/^GET \/orgs\/acme\/repos/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lists a user’s private repositories through the installation, where GitHub’s list of a user shows public ones only', async () => {
    const { github, client, clientFor } = await onFake();
    github.addRepository({ fullName: 'octocat/secret', ownerType: 'User', files: { a: 'a' } });
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    // What GitHub's list of a user's repositories shows of a private one: nothing.
    github.injectFault({
      method: 'GET',
      path: /^\/users\/octocat\/repos/,
      times: Infinity,
      fault: { kind: 'rewrite', rewrite: () => [] },
    });
    expect((await all(client.repositories.listForOwner('octocat'))).flat().map((r) => r.fullName)).toEqual([
      'octocat/secret',
    ]);
    // A person's token has no installation: the user's list, as GitHub gives it.
    const person = await clientFor(PERSON);
    expect((await all(person.repositories.listForOwner('octocat'))).flat()).toEqual([]);
  });

  it('lists a user’s when the owner is no organization, and an installation’s', async () => {
    const { github, client, clientFor } = await onFake();
    github.addRepository({ fullName: 'octocat/dotfiles', ownerType: 'User', files: { a: 'a' } });
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    expect((await all(client.repositories.listForOwner('octocat'))).flat().map((r) => r.fullName)).toEqual([
      'octocat/dotfiles',
    ]);
    expect((await all(client.repositories.listForInstallation())).flat()).toHaveLength(2);
    const person = await clientFor(PERSON);
    const refused = await all(person.repositories.listForInstallation()).catch((e: unknown) => e);
    expect((refused as GithubError).failure).toBe('forbidden');
    const nobody = await all(client.repositories.listForOwner('nobody')).catch((e: unknown) => e);
    expect((nobody as GithubError).failure).toBe('not-found');
  });

  it('tells a repository the token may read but not write by its permissions', async () => {
    const { github, client } = await onFake();
    github.addRepository({ fullName: 'acme/locked', files: { a: 'a' }, access: { [APP]: 'read' } });
    expect((await client.repositories.get({ owner: 'acme', name: 'locked' })).permissions?.push).toBe(false);
  });
});

describe('trees', () => {
  const files = {
    'main.tf': 'a',
    'envs/prod/main.tf': 'b',
    'envs/dev/main.tf': 'c',
    'envs/stage/main.tf': 'e',
    'modules/vpc/main.tf': 'd',
    'link.tf': { symlink: 'main.tf' },
    vendor: { submodule: 'f'.repeat(40) },
  } as const;

  async function listing(client: GithubClient) {
    const listed = await client.trees.list({ owner: 'acme', name: 'mono' }, 'main');
    return {
      ...listed,
      paths: listed.entries
        .filter((e) => e.type !== 'tree')
        .map((e) => `${e.path} ${e.mode}`)
        .sort(),
    };
  }

  const expected = [
    'envs/dev/main.tf 100644',
    'envs/prod/main.tf 100644',
    'envs/stage/main.tf 100644',
    'link.tf 120000',
    'main.tf 100644',
    'modules/vpc/main.tf 100644',
    'vendor 160000',
  ];

  it('reads a whole tree in one request, links and submodules by their modes', async () => {
    const { github, client } = await onFake();
    github.addRepository({ fullName: 'acme/mono', files });
    const listed = await listing(client);
    expect(listed).toMatchObject({ complete: true, reads: 1, refused: [] });
    expect(listed.paths).toEqual(expected);
  });

  it('reads a tree GitHub cuts folder by folder, each sub-tree whole where it can be', async () => {
    const { github, client } = await onFake({ fake: { treeEntryLimit: 5 } });
    github.addRepository({ fullName: 'acme/mono', files });
    const listed = await listing(client);
    expect(listed.complete).toBe(true);
    expect(listed.paths).toEqual(expected);
    // The cut listing; the root on its own (5 entries); `envs` whole (6: cut), then on its own and each of
    // its 3 folders whole; `modules` whole.
    expect(listed.reads).toBe(8);
    expect(client.requests().tree).toBe(listed.reads);
  });

  it('says a listing is incomplete when its folders take more reads than the bound', async () => {
    const { github, clientFor } = await onFake({ fake: { treeEntryLimit: 2 } });
    github.addRepository({ fullName: 'acme/mono', files });
    const client = await clientFor(APP, {
      limits: { ...TEST_LIMITS, treeReadsPerListing: 3 },
    });
    const listed = await listing(client);
    expect(listed.complete).toBe(false);
    expect(listed.reads).toBe(3);
  });
});

describe('blobs', () => {
  it('reads a file’s bytes, and refuses one past the bound', async () => {
    const { github, client } = await onFake();
    const text = `# ${'é'.repeat(300)}\n`;
    github.addRepository({ fullName: 'acme/web', files: { 'main.tf': text } });
    const repository = { owner: 'acme', name: 'web' };
    const entry = (await client.trees.list(repository, 'main')).entries[0];
    expect((await client.blobs.read(repository, entry?.sha ?? '')).toString('utf8')).toBe(text);
    const refused = await client.blobs.read(repository, entry?.sha ?? '', { maxBytes: 10 }).catch((e: unknown) => e);
    expect((refused as GithubError).failure).toBe('too-large');
    expect(client.requests()).toMatchObject({ tree: 1, blob: 2, write: 0 });
  });

  it('takes the bytes an answer carries, utf-8 as well as base64, whatever size it states', async () => {
    const { github, client } = await onFake();
    const text = `# ${'é'.repeat(300)}\n`;
    github.addRepository({ fullName: 'acme/web', files: { 'main.tf': text } });
    const repository = { owner: 'acme', name: 'web' };
    const sha = (await client.trees.list(repository, 'main')).entries[0]?.sha ?? '';
    const restate = (change: Record<string, unknown>) =>
      github.injectFault({
        path: `/repos/acme/web/git/blobs/${sha}`,
        fault: { kind: 'rewrite', rewrite: (data) => ({ ...(data as object), ...change }) },
      });
    restate({ size: 1 });
    expect((await client.blobs.read(repository, sha)).toString('utf8')).toBe(text);
    restate({ encoding: 'utf-8', content: text, size: text.length });
    expect((await client.blobs.read(repository, sha)).toString('utf8')).toBe(text);
  });
});
