/**
 * GitHub's answers checked before anything acts on them: a repository GitHub would not name so,
 * a sha that is not one, an unknown mode, a blob past the bound are refused (its bytes, not its
 * stated size, decide); a
 * tree path that could leave the repository is set aside; a merged pull request is told by
 * `merged_at` in a list row.
 */
import { describe, expect, it } from 'vitest';
import { budgetFromHeaders, parseBlob, parsePull, parseRepository, parseTree } from './answers.ts';
import { GithubError } from './errors.ts';

const SHA = 'a'.repeat(40);
const row = (over: Record<string, unknown> = {}) => ({
  name: 'web',
  full_name: 'acme/web',
  owner: { login: 'acme' },
  size: 12,
  default_branch: 'main',
  archived: false,
  permissions: { admin: false, push: true, pull: true },
  ...over,
});
const failure = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (error) {
    return error instanceof GithubError ? error.failure : 'other';
  }
  return undefined;
};

describe('a repository row', () => {
  it('reads the flags a campaign skips by, and the token’s permissions', () => {
    expect(parseRepository(row({ size: 0, fork: true, topics: ['x', 3] }), 'GET /orgs/acme/repos')).toMatchObject({
      owner: 'acme',
      name: 'web',
      fullName: 'acme/web',
      fork: true,
      archived: false,
      defaultBranch: 'main',
      topics: ['x'],
      permissions: { admin: false, push: true, pull: true },
    });
  });

  it.each([
    ['a name with a slash', { name: 'a/b', full_name: 'acme/a/b' }],
    ['a name that climbs', { name: '..', full_name: 'acme/..' }],
    ['a full name of another repository', { full_name: 'acme/other' }],
    ['a default branch that is not a name', { default_branch: 3 }],
  ])('refuses %s', (_, over) => {
    expect(failure(() => parseRepository(row(over), 'GET /orgs/acme/repos'))).toBe('malformed-answer');
  });

  it('takes a row without `size` or `default_branch`, both optional in a list’s rows as GitHub documents them', () => {
    const parsed = parseRepository(row({ size: undefined, default_branch: undefined }), 'GET /orgs/acme/repos');
    expect(parsed).toMatchObject({ fullName: 'acme/web', defaultBranch: undefined });
    expect(parseRepository(row({ default_branch: null }), 'GET /orgs/acme/repos').defaultBranch).toBeUndefined();
  });
});

describe('a tree', () => {
  it('lists safe entries and sets aside paths that could leave the repository', () => {
    const entry = (path: string, mode = '100644', type = 'blob') => ({ path, mode, type, sha: SHA, size: 1 });
    const tree = parseTree(
      {
        sha: SHA,
        truncated: false,
        tree: [
          entry('a.tf'),
          entry('../x.tf'),
          entry('/etc/passwd'),
          entry('a/.git/config'),
          entry('v', '160000', 'commit'),
        ],
      },
      'GET /t',
    );
    expect(tree.entries.map((e) => e.path)).toEqual(['a.tf', 'v']);
    expect(tree.refused).toEqual(['../x.tf', '/etc/passwd', 'a/.git/config']);
  });

  it('refuses a mode GitHub does not use, or a type its mode does not have', () => {
    expect(
      failure(() => parseTree({ sha: SHA, tree: [{ path: 'a', mode: '100600', type: 'blob', sha: SHA }] }, 'GET /t')),
    ).toBe('malformed-answer');
    expect(
      failure(() => parseTree({ sha: SHA, tree: [{ path: 'a', mode: '120000', type: 'tree', sha: SHA }] }, 'GET /t')),
    ).toBe('malformed-answer');
  });
});

describe('a blob', () => {
  const blob = (text: string, size = Buffer.byteLength(text)) => ({
    sha: SHA,
    size,
    encoding: 'base64',
    content: Buffer.from(text)
      .toString('base64')
      .replace(/(.{60})/g, '$1\n'),
  });

  it('decodes GitHub’s base64 in lines', () => {
    const text = 'x'.repeat(200);
    expect(parseBlob(blob(text), 'GET /b', 1000).toString('utf8')).toBe(text);
  });

  it('refuses one whose bytes are past the bound; the stated size does not decide', () => {
    expect(failure(() => parseBlob(blob('abc'), 'GET /b', 2))).toBe('too-large');
    expect(failure(() => parseBlob(blob('abc', 1), 'GET /b', 2))).toBe('too-large');
    expect(parseBlob(blob('abc', 4), 'GET /b', 100).toString('utf8')).toBe('abc');
    expect(parseBlob(blob('abc', 400), 'GET /b', 3).toString('utf8')).toBe('abc');
    const { size: _size, ...unsized } = blob('abc');
    expect(parseBlob(unsized, 'GET /b', 3).toString('utf8')).toBe('abc');
  });

  it('takes utf-8 content as it is, and refuses an encoding it does not know', () => {
    const text = '# é\n';
    expect(parseBlob({ sha: SHA, size: 5, encoding: 'utf-8', content: text }, 'GET /b', 100).toString('utf8')).toBe(
      text,
    );
    expect(failure(() => parseBlob({ ...blob('abc'), encoding: 'none' }, 'GET /b', 100))).toBe('malformed-answer');
  });
});

it('tells a merged pull request by merged_at in a list row', () => {
  const pull = {
    number: 3,
    state: 'closed',
    title: 't',
    body: null,
    merged_at: '2025-01-01T00:00:00Z',
    head: { ref: 'fix', sha: SHA },
    base: { ref: 'main' },
    user: { login: 'app[bot]', type: 'Bot' },
  };
  expect(parsePull(pull, 'GET /p')).toMatchObject({
    merged: true,
    body: '',
    author: { login: 'app[bot]', type: 'Bot' },
  });
  expect(parsePull({ ...pull, merged_at: null }, 'GET /p').merged).toBe(false);
});

it('takes a closed pull request whose head sha is null (its branch deleted), and refuses one that is not a sha', () => {
  const pull = {
    number: 3,
    state: 'closed',
    title: 't',
    body: '',
    head: { ref: 'fix', sha: null },
    base: { ref: 'main' },
  };
  expect(parsePull(pull, 'GET /p').head).toEqual({ ref: 'fix', sha: undefined });
  expect(failure(() => parsePull({ ...pull, head: { ref: 'fix', sha: 'main' } }, 'GET /p'))).toBe('malformed-answer');
});

it('reads the primary budget from the x-ratelimit headers', () => {
  expect(
    budgetFromHeaders({
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4990',
      'x-ratelimit-used': '10',
      'x-ratelimit-reset': '1735693200',
      'x-ratelimit-resource': 'core',
    }),
  ).toEqual({ limit: 5000, remaining: 4990, used: 10, resetAt: 1735693200000, resource: 'core' });
  expect(budgetFromHeaders({})).toBeUndefined();
});
