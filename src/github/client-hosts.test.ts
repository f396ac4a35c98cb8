/**
 * Where the token goes: only to the API host. GitHub Enterprise Server's `/api/v3` prefix is kept
 * in every request and page; a redirect to another host arrives there without the token; a relative
 * Link header is followed on the API host, one naming another host is not; a GITHUB_API_URL that cannot be GitHub's API is
 * refused before anything is sent.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { startFakeGithub } from '../../test/fake-github/server.ts';
import { APP, onFake } from '../../test/support/github-on-fake.ts';
import { GithubApiUrlError, openGithub } from './client.ts';
import { GithubError } from './errors.ts';
import type { Repository } from './types.ts';

const WEB = { owner: 'acme', name: 'web' };

/** Another host (another port of 127.0.0.1 is another origin) that records what reaches it. */
async function elsewhere() {
  const other = await startFakeGithub({ tokens: { [APP]: 'write' } });
  onTestFinished(() => other.close());
  return other;
}

describe('GitHub Enterprise Server', () => {
  it('keeps the /api/v3 prefix in every request, pages included', async () => {
    const { github, client } = await onFake({ fake: { pathPrefix: '/api/v3', defaultPerPage: 2 } });
    for (let i = 0; i < 150; i++) github.addRepository({ fullName: `acme/r${i}`, files: { 'a.tf': 'x' } });
    const names: string[] = [];
    for await (const page of client.repositories.listForOwner('acme'))
      names.push(...page.map((r: Repository) => r.name));
    expect(names).toHaveLength(150);
    const head = (await client.refs.branch({ owner: 'acme', name: 'r1' }, 'main')) as string;
    await client.refs.createBranch({ owner: 'acme', name: 'r1' }, 'fix', head);
    expect(github.branch('acme/r1', 'fix')).toBe(head);
    expect(github.requests.every((r) => r.path.startsWith('/api/v3/') && r.token === APP)).toBe(true);
    expect(client.requests()).toMatchObject({ list: 2, ref: 1, write: 1 });
  });
});

describe('the token', () => {
  it('goes as Authorization: Bearer, as GitHub’s docs show it, to reads and writes alike', async () => {
    const { github, client } = await onFake({ fake: { bearerOnly: true } });
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    const head = (await client.refs.branch(WEB, 'main')) as string;
    await client.refs.createBranch(WEB, 'fix', head);
    expect(github.branch('acme/web', 'fix')).toBe(head);
    expect(github.requests.map((r) => [r.status, r.token])).toEqual([
      [200, APP],
      [201, APP],
    ]);
  });

  it('is not sent to another host a redirect leads to', async () => {
    const { github, client } = await onFake();
    const other = await elsewhere();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    github.injectFault({
      path: '/repos/acme/web',
      fault: { kind: 'redirect', location: `${other.url}/repos/acme/web`, status: 307 },
    });
    const error = await client.repositories.get(WEB).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GithubError);
    expect(other.requests).toHaveLength(1);
    expect(other.requests[0]?.token).toBeUndefined();
  });

  it('follows a relative Link header on the API host, in the prefix of the page it came with', async () => {
    const { github, client } = await onFake({ fake: { pathPrefix: '/api/v3' } });
    for (const name of ['a', 'b', 'c']) github.addRepository({ fullName: `acme/${name}`, files: { a: 'a' } });
    github.injectFault({
      path: /^\/orgs\/acme\/repos/,
      fault: { kind: 'headers', headers: { link: '</api/v3/orgs/acme/repos?per_page=2&page=2>; rel="next"' } },
    });
    const pages: number[] = [];
    for await (const page of client.repositories.listForOwner('acme')) pages.push(page.length);
    expect(pages).toEqual([3, 1]);
    expect(github.requests.map((r) => r.path)).toEqual([
      '/api/v3/orgs/acme/repos?type=all&sort=full_name&per_page=100',
      '/api/v3/orgs/acme/repos?per_page=2&page=2',
    ]);
  });

  it('is not sent where a Link header names another host: the list stops, named foreign-host', async () => {
    const { github, client } = await onFake();
    const other = await elsewhere();
    github.addRepository({ fullName: 'acme/web', files: { a: 'a' } });
    github.injectFault({
      path: /^\/orgs\/acme\/repos/,
      fault: { kind: 'headers', headers: { link: `<${other.url}/orgs/acme/repos?page=2>; rel="next"` } },
    });
    const pages: number[] = [];
    const error = await (async () => {
      for await (const page of client.repositories.listForOwner('acme')) pages.push(page.length);
    })().catch((e: unknown) => e);
    expect(pages).toEqual([1]);
    expect((error as GithubError).failure).toBe('foreign-host');
    expect(other.requests).toEqual([]);
  });
});

describe('GITHUB_API_URL', () => {
  it.each(['http://github.example.com/api/v3', 'https://user:pass@github.example.com', 'github.example.com'])(
    'refuses %j before anything is sent',
    async (apiUrl) => {
      await expect(openGithub({ token: APP, apiUrl })).rejects.toThrow(GithubApiUrlError);
    },
  );
});
