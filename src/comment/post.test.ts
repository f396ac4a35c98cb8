import { describe, expect, it } from 'vitest';
import {
  failureOf,
  outcomeAnnotations,
  postComment,
  sameAccount,
  type IssueComment,
  type PullRequestComments,
} from './post.ts';
import { ACTION_WORDS } from '../wording.ts';

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

const api = (pages: IssueComment[][], fail?: unknown, writer = BOT): PullRequestComments & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    writer: async () => {
      calls.push('writer');
      return writer;
    },
    async *pages() {
      for (const page of pages) yield page;
    },
    async create(body) {
      calls.push(`create ${body}`);
      if (fail !== undefined) throw fail;
      return { id: 1 };
    },
    async update(id, body) {
      calls.push(`update ${id} ${body}`);
      return { id };
    },
  };
};

/** An error as octokit throws it: GitHub's message and documentation link, the status, the headers. */
const gitHubError = (status: number, message: string, headers: Record<string, string> = {}): Error =>
  Object.assign(new Error(`${message} - https://docs.github.com/rest`), { status, response: { headers } });

describe('posting', () => {
  it("updates the first comment of the writer's own that starts with the marker, on any page", async () => {
    const github = api([
      [{ id: 1, body: 'hello <!-- m -->', author: BOT }],
      [
        { id: 2, body: '<!-- m -->\nby a person', author: { login: 'mallory', type: 'User' } },
        { id: 3, body: '<!-- m -->\nold', author: BOT },
      ],
    ]);
    expect(await postComment(github, { body: '<!-- m -->\nnew', onlyToUpdate: false }, '<!-- m -->')).toEqual({
      kind: 'updated',
      id: 3,
    });
    expect(github.calls).toEqual(['writer', 'update 3 <!-- m -->\nnew']);
  });

  it('asks whose token it is only when a comment carries the marker, and once', async () => {
    const first = api([[{ id: 1, body: 'hello', author: BOT }]]);
    await postComment(first, { body: '<!-- m -->\nnew', onlyToUpdate: false }, '<!-- m -->');
    expect(first.calls).toEqual(['create <!-- m -->\nnew']);
    const later = api([[{ id: 2, body: '<!-- m -->\nby a person', author: { login: 'mallory', type: 'User' } }], []]);
    await postComment(later, { body: '<!-- m -->\nnew', onlyToUpdate: false }, '<!-- m -->');
    expect(later.calls).toEqual(['writer', 'create <!-- m -->\nnew']);
  });

  it("creates its own when the marker is only in someone else's comment", async () => {
    const github = api([[{ id: 2, body: '<!-- m -->\nmine now', author: { login: 'mallory', type: 'User' } }]]);
    expect(await postComment(github, { body: '<!-- m -->\nnew', onlyToUpdate: false }, '<!-- m -->')).toEqual({
      kind: 'created',
      id: 1,
    });
  });

  it('creates none when it would only update and finds nothing', async () => {
    const github = api([[]]);
    expect(await postComment(github, { body: 'x', onlyToUpdate: true }, '<!-- m -->')).toEqual({ kind: 'skipped' });
    expect(github.calls).toEqual([]);
  });

  it('turns a refusal into one notice', async () => {
    const error = gitHubError(403, 'Resource not accessible by integration');
    const outcome = await postComment(api([[]], error), { body: 'x', onlyToUpdate: false }, '<!-- m -->');
    expect(outcome).toMatchObject({ kind: 'failed', cause: 'permission' });
    expect(outcomeAnnotations(outcome, ACTION_WORDS)).toHaveLength(1);
    expect(outcomeAnnotations(outcome, ACTION_WORDS)[0]?.level).toBe('notice');
  });
});

describe('sameAccount', () => {
  it.each([
    [{ login: 'github-actions[bot]', type: 'Bot' }, BOT, true],
    // GraphQL may name an app's bot without the suffix.
    [{ login: 'github-actions[bot]', type: 'Bot' }, { login: 'github-actions', type: 'Bot' }, true],
    [{ login: 'Platform-Bot', type: 'User' }, { login: 'platform-bot', type: 'User' }, true],
    // A person whose login is an app's name is not the app.
    [{ login: 'github-actions', type: 'User' }, BOT, false],
    [{ login: 'other-app[bot]', type: 'Bot' }, BOT, false],
    [{ login: 'mallory', type: 'User' }, BOT, false],
    [undefined, BOT, false],
  ])('%j written by %j: %s', (author, writer, same) => expect(sameAccount(author, writer)).toBe(same));
});

describe('failureOf: what GitHub answered', () => {
  const now = Date.UTC(2026, 0, 1);
  it.each([
    [gitHubError(403, 'Resource not accessible by integration'), { cause: 'permission', status: 403 }],
    [gitHubError(404, 'Not Found'), { cause: 'permission', status: 404 }],
    [
      gitHubError(403, 'You have exceeded a secondary rate limit. Please wait a few minutes.', {
        'retry-after': '120',
      }),
      {
        cause: 'rate-limit',
        waitSeconds: 120,
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes.',
      },
    ],
    [
      gitHubError(403, 'API rate limit exceeded for installation ID 1.', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(now / 1000 + 3500),
      }),
      { cause: 'rate-limit', waitSeconds: 3500 },
    ],
    [gitHubError(429, 'Too many requests', { 'retry-after': '30' }), { cause: 'rate-limit', waitSeconds: 30 }],
    [gitHubError(403, 'Unable to create comment because issue is locked.'), { cause: 'refused', status: 403 }],
    [gitHubError(502, 'Bad gateway'), { cause: 'error', status: 502 }],
    [new Error('socket hang up'), { cause: 'error', message: 'socket hang up' }],
  ])('%s → %j', (error, expected) => expect(failureOf(error, now)).toMatchObject({ kind: 'failed', ...expected }));

  it("says a rate limit's wait and GitHub's words, and a token's lack of permission apart", () => {
    const [limited] = outcomeAnnotations(
      failureOf(gitHubError(403, 'You have exceeded a secondary rate limit.', { 'retry-after': '120' }), now),
      ACTION_WORDS,
    );
    expect(limited?.message).toBe(
      'GitHub\'s rate limit stopped the comment (GitHub answered 403: "You have exceeded a secondary rate limit.", asking to wait 120 s). The job summary has the report; a later run writes the comment.',
    );
    const [locked] = outcomeAnnotations(
      failureOf(gitHubError(403, 'Unable to create comment because issue is locked.'), now),
      ACTION_WORDS,
    );
    expect(locked?.message).toBe(
      'GitHub refused the comment (GitHub answered 403: "Unable to create comment because issue is locked."). The job summary has the report.',
    );
    const [denied] = outcomeAnnotations(
      failureOf(gitHubError(403, 'Resource not accessible by integration'), now),
      ACTION_WORDS,
    );
    expect(denied?.message).toContain('a pull request from a fork gets a read-only token');
  });
});
