/**
 * Listing repositories as GitHub does: an organization's, a user's, an installation's, paged with
 * a Link header, each row with the flags a campaign skips by and the token's own permissions.
 */
import { describe, expect, it } from 'vitest';
import { APP, PERSON, READER, call, github, start, startEach } from './test-client.ts';

type Row = {
  name: string;
  full_name: string;
  owner: { login: string };
  archived: boolean;
  disabled: boolean;
  fork: boolean;
  size: number;
  default_branch: string;
  pushed_at: string;
  topics: string[];
  permissions: { admin: boolean; push: boolean; pull: boolean };
};

describe('an organization’s repositories', () => {
  startEach();

  it('lists every one the token sees, paged with per_page and page and a Link header', async () => {
    for (let i = 1; i <= 5; i++) github.addRepository({ fullName: `acme/svc-${i}`, files: { 'a.txt': `${i}` } });
    const seen: string[] = [];
    let next: string | undefined = `${github.url}/orgs/acme/repos?per_page=3&sort=full_name`;
    let pages = 0;
    while (next !== undefined) {
      const answer: { status: number; data: Row[]; headers: Headers } = await call<Row[]>('GET', '', { base: next });
      expect(answer.status).toBe(200);
      seen.push(...answer.data.map((r) => r.full_name));
      next = /<([^>]+)>; rel="next"/.exec(answer.headers.get('link') ?? '')?.[1];
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'acme/docs',
      'acme/svc-1',
      'acme/svc-2',
      'acme/svc-3',
      'acme/svc-4',
      'acme/svc-5',
      'acme/web',
    ]);
  });

  it('describes each with the flags and the default branch, size 0 for an empty one', async () => {
    github.addRepository({
      fullName: 'acme/old',
      files: { 'x.tf': '' },
      archived: true,
      fork: true,
      topics: ['terraform'],
      defaultBranch: 'trunk',
    });
    github.addRepository({ fullName: 'acme/blank', empty: true });
    const { data } = await call<Row[]>('GET', '/orgs/acme/repos?per_page=100');
    const byName = new Map(data.map((r) => [r.name, r]));
    expect(byName.get('old')).toMatchObject({
      full_name: 'acme/old',
      owner: { login: 'acme' },
      archived: true,
      disabled: false,
      fork: true,
      default_branch: 'trunk',
      topics: ['terraform'],
    });
    expect(byName.get('blank')?.size).toBe(0);
    expect(byName.get('web')?.size).toBeGreaterThan(0);
    expect(byName.get('web')?.pushed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('gives each token its own permissions, and hides a repository it may not see', async () => {
    github.addRepository({ fullName: 'acme/secret', files: { a: 'a' }, access: { [APP]: 'none' } });
    github.addRepository({ fullName: 'acme/locked', files: { a: 'a' }, access: { [APP]: 'read' } });
    const app = await call<Row[]>('GET', '/orgs/acme/repos?per_page=100');
    const reader = await call<Row[]>('GET', '/orgs/acme/repos?per_page=100', { token: READER });
    expect(app.data.map((r) => r.name)).not.toContain('secret');
    expect(app.data.find((r) => r.name === 'web')?.permissions).toEqual(
      expect.objectContaining({ admin: false, push: true, pull: true }),
    );
    expect(app.data.find((r) => r.name === 'locked')?.permissions.push).toBe(false);
    expect(reader.data.find((r) => r.name === 'web')?.permissions.push).toBe(false);
    expect((await call('GET', '/repos/acme/secret')).status).toBe(404);
  });

  it('answers 404 for an organization it does not know, and for a user on the organizations route', async () => {
    github.addRepository({ fullName: 'octocat/dotfiles', files: { a: 'a' }, ownerType: 'User' });
    expect((await call('GET', '/orgs/nobody/repos')).status).toBe(404);
    expect((await call('GET', '/orgs/octocat/repos')).status).toBe(404);
    const user = await call<Row[]>('GET', '/users/octocat/repos', { token: PERSON });
    expect(user.data.map((r) => r.full_name)).toEqual(['octocat/dotfiles']);
  });
});

describe('an installation’s repositories', () => {
  startEach();

  it('lists every one it sees as {total_count, repositories}, paged', async () => {
    github.addRepository({ fullName: 'globex/api', files: { a: 'a' } });
    const all = await call<{ total_count: number; repositories: Row[] }>(
      'GET',
      '/installation/repositories?per_page=2',
    );
    expect(all.data.total_count).toBe(3);
    expect(all.data.repositories).toHaveLength(2);
    expect(all.headers.get('link')).toContain('rel="next"');
  });

  it('sees only the owners it is installed on', async () => {
    const fake = await start({
      tokens: { [APP]: { access: 'write', login: 'campaign-app[bot]', kind: 'installation', owners: ['globex'] } },
    });
    try {
      fake.addRepository({ fullName: 'globex/api', files: { a: 'a' } });
      const answer = await call<{ repositories: Row[] }>('GET', '/installation/repositories', { base: fake.url });
      expect(answer.data.repositories.map((r) => r.full_name)).toEqual(['globex/api']);
      expect((await call('GET', '/repos/acme/web', { base: fake.url })).status).toBe(404);
    } finally {
      await fake.close();
    }
  });

  it('refuses a person’s token', async () => {
    expect((await call('GET', '/installation/repositories', { token: PERSON })).status).toBe(403);
  });
});

describe('one repository', () => {
  startEach();

  it('answers GET /repos/{owner}/{repo} case-insensitively, with the permissions', async () => {
    const answer = await call<Row>('GET', '/repos/ACME/Web');
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ full_name: 'acme/web', default_branch: 'main', permissions: { push: true } });
  });
});
