import { describe, expect, it } from 'vitest';
import { onFake } from '../../test/support/github-on-fake.ts';
import type { GithubClient } from '../github/client.ts';
import { BlobCache, listRepositories, readRepository, searchQuery, withDefaultBranch } from './discover.ts';
import { parseSelection } from './select.ts';

const VPC = { namespace: 'acme', name: 'vpc', provider: 'aws' };
const CALL = 'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.0.0"\n}\n';
const select = (...lines: string[]) => parseSelection(lines, undefined).selection!;
/** One repository read by name, as the campaign reads it. */
const readNamed = async (client: GithubClient, name: string, blobs: BlobCache) =>
  readRepository(
    client,
    await withDefaultBranch(client, await client.repositories.get({ owner: 'acme', name })),
    blobs,
  );
/** Its files, where it is not empty. */
const filesOf = async (client: GithubClient, name: string, blobs: BlobCache) => {
  const files = await readNamed(client, name, blobs);
  if (files === 'empty') throw new Error(`acme/${name} is empty`);
  return files;
};

describe('discovery: the repositories listed', () => {
  it('lists every page, keeps those selected, and skips archived, disabled ones and forks, saying why', async () => {
    const { github, client } = await onFake({ fake: { defaultPerPage: 2 } });
    github.addRepository({ fullName: 'acme/web', files: { 'main.tf': CALL } });
    github.addRepository({ fullName: 'acme/old', archived: true, files: { 'main.tf': CALL } });
    github.addRepository({ fullName: 'acme/off', disabled: true, files: { 'main.tf': CALL } });
    github.addRepository({ fullName: 'acme/new', empty: true });
    github.addRepository({ fullName: 'acme/copy', fork: true, files: { 'main.tf': CALL } });
    github.addRepository({ fullName: 'acme/legacy-app', files: { 'main.tf': CALL } });
    github.addRepository({ fullName: 'other/web', files: { 'main.tf': CALL } });
    const listing = await listRepositories(client, select('acme', '!acme/legacy-*'), {
      pattern: VPC,
      codeSearch: false,
    });
    expect(listing.repositories.map((r) => [r.repository.fullName, r.found, r.skipped ?? ''])).toEqual([
      ['acme/copy', 'listing', 'fork'],
      // `size` 0 is no sign of an empty repository (GitHub computes it hourly): its tree read tells.
      ['acme/new', 'listing', ''],
      ['acme/off', 'listing', 'disabled'],
      ['acme/old', 'listing', 'archived'],
      ['acme/web', 'listing', ''],
    ]);
    expect(listing.listed).toBe(6);
    // Paged at 100 (the client's page size), whatever GitHub's default: one request here.
    expect(client.requests().list).toBe(1);
  });

  it('narrows the repositories read to code search’s hits, and says which method found each', async () => {
    const { github, client } = await onFake();
    github.addRepository({ fullName: 'acme/web', files: { 'infra/main.tf': CALL } });
    github.addRepository({ fullName: 'acme/docs', files: { 'README.md': 'nothing\n' } });
    const listing = await listRepositories(client, select('acme'), { pattern: VPC, codeSearch: true });
    expect(searchQuery('acme', { ...VPC, name: '*' })).toBe('org:acme acme aws');
    expect(listing.search).toMatchObject({ query: 'org:acme acme vpc aws', hits: 1, complete: true });
    expect(listing.repositories.map((r) => [r.repository.fullName, r.found, r.skipped ?? ''])).toEqual([
      ['acme/docs', 'listing', 'no-code-search-hit'],
      ['acme/web', 'code-search', ''],
    ]);
  });

  it('reads every repository when code search did not finish', async () => {
    const { github, client } = await onFake({ fake: { searchIncomplete: true } });
    github.addRepository({ fullName: 'acme/web', files: { 'infra/main.tf': CALL } });
    github.addRepository({ fullName: 'acme/docs', files: { 'README.md': 'nothing\n' } });
    const listing = await listRepositories(client, select('acme'), { pattern: VPC, codeSearch: true });
    expect(listing.search?.complete).toBe(false);
    expect(listing.repositories.filter((r) => r.skipped === undefined)).toHaveLength(2);
  });
});

describe('discovery: one repository’s files', () => {
  it('tells an empty repository by its tree read’s 409, and reads the default branch a listing left out', async () => {
    const { github, client } = await onFake();
    github.addRepository({ fullName: 'acme/new', empty: true });
    github.addRepository({ fullName: 'acme/web', defaultBranch: 'trunk', files: { 'main.tf': CALL } });
    // Rows as GitHub may send them: `size` 0 for all (computed hourly), no `default_branch` (optional).
    github.injectFault({
      method: 'GET',
      path: '/orgs/acme/repos',
      fault: {
        kind: 'rewrite',
        rewrite: (rows) =>
          (rows as Array<Record<string, unknown>>).map(({ default_branch: _, ...row }) => ({ ...row, size: 0 })),
      },
    });
    const listing = await listRepositories(client, select('acme'), { pattern: VPC, codeSearch: false });
    expect(listing.repositories.map((r) => [r.repository.fullName, r.repository.defaultBranch, r.skipped])).toEqual([
      ['acme/new', undefined, undefined],
      ['acme/web', undefined, undefined],
    ]);
    const [blank, web] = listing.repositories.map((r) => r.repository);
    const blobs = new BlobCache();
    expect(await readRepository(client, await withDefaultBranch(client, blank!), blobs)).toBe('empty');
    const branched = await withDefaultBranch(client, web!);
    expect(branched.defaultBranch).toBe('trunk');
    const files = await readRepository(client, branched, blobs);
    expect(files !== 'empty' && [...files.files.keys()]).toEqual(['main.tf']);
    // Each one's own read, once, for the default branch the listing left out.
    expect(client.requests().repository).toBe(2);
  });

  it('reads the configuration files the gate reads, once per blob, never a link, a submodule or what tools installed', async () => {
    const { github, client } = await onFake();
    github.addRepository({
      fullName: 'acme/web',
      files: {
        'main.tf': CALL,
        'stack/app.tfcomponent.hcl': CALL,
        'live/terragrunt.hcl': 'terraform {\n  source = "tfr:///acme/vpc/aws?version=1.0.0"\n}\n',
        'json/main.tf.json': '{}\n',
        'tofu/main.tofu': CALL,
        'README.md': '# web\n',
        'link.tf': { symlink: '../../etc/passwd' },
        vendor: { submodule: 'a'.repeat(40) },
        '.terraform/modules/vpc/main.tf': CALL,
        '.hidden.tf': CALL,
        'binary.tf': { content: '\u0000', mode: '100644' },
      },
    });
    github.addRepository({ fullName: 'acme/api', files: { 'main.tf': CALL } });
    const blobs = new BlobCache();
    const files = await filesOf(client, 'web', blobs);
    expect([...files.files.keys()].sort()).toEqual([
      'binary.tf',
      'json/main.tf.json',
      'live/terragrunt.hcl',
      'main.tf',
      'stack/app.tfcomponent.hcl',
      'tofu/main.tofu',
    ]);
    expect(files.links).toEqual(['link.tf']);
    expect(files.complete).toBe(true);
    // The same text in another repository is the same blob: read once.
    await filesOf(client, 'api', blobs);
    expect(blobs.reads).toBe(4);
    expect(client.requests().blob).toBe(4);
  });

  it('reads a tree GitHub cuts folder by folder, or says it was not read whole', async () => {
    const { github, client } = await onFake({ fake: { treeEntryLimit: 5 } });
    const many = Object.fromEntries(Array.from({ length: 4 }, (_, i) => [`env-${i}/main.tf`, CALL]));
    github.addRepository({ fullName: 'acme/web', files: many });
    const files = await filesOf(client, 'web', new BlobCache());
    expect(files.complete).toBe(true);
    expect(files.files.size).toBe(4);
    expect(client.requests().tree).toBe(6);

    const { github: big, client: bigClient } = await onFake({ fake: { treeEntryLimit: 2 } });
    big.addRepository({
      fullName: 'acme/web',
      files: { 'a/b/c/main.tf': CALL, 'a/b/c/x.tf': CALL, 'a/b/c/y.tf': CALL },
    });
    const cut = await filesOf(bigClient, 'web', new BlobCache());
    expect(cut.complete).toBe(false);
    expect(cut.gaps[0]).toMatch(/cut its file list/);
  });
});
