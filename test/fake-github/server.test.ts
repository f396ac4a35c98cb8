/**
 * The fake's frame and its first endpoints: who a token is, issue comments (paged with a Link
 * header), reviews refused outside the diff, the refusals a write can meet, the request log, and
 * the whole API under GitHub Enterprise Server's `/api/v3`.
 */
import { describe, expect, it } from 'vitest';
import { APP, PERSON, READER, call, github, start, startEach } from './test-client.ts';

describe('who a token is', () => {
  startEach();

  it('answers GET /user for a person and refuses it (403) for an installation token', async () => {
    expect(await call('GET', '/user', { token: PERSON })).toMatchObject({
      status: 200,
      data: { login: 'octocat', type: 'User' },
    });
    const app = await call('GET', '/user');
    expect(app.status).toBe(403);
    expect(app.data.message).toBe('Resource not accessible by integration');
  });

  it("names an installation's bot through GraphQL's viewer", async () => {
    const answer = await call('POST', '/graphql', { body: { query: 'query { viewer { login } }' } });
    expect(answer.data).toEqual({ data: { viewer: { login: 'campaign-app[bot]' } } });
  });

  it('answers an unknown token or none with 401 Bad credentials', async () => {
    expect((await call('GET', '/repos/acme/web', { token: 'ghs_unknown' })).status).toBe(401);
    const none = await call('GET', '/repos/acme/web', { token: null });
    expect(none.status).toBe(401);
    expect(none.data.message).toBe('Bad credentials');
  });
});

describe('issue comments', () => {
  startEach({ defaultPerPage: 2 });

  it('pages them with a Link header naming next and last, then first and prev', async () => {
    github.seed('acme/web', 7, ['one', 'two', 'three', 'four', 'five']);
    const first = await call<unknown[]>('GET', '/repos/acme/web/issues/7/comments');
    expect(first.data).toHaveLength(2);
    const link = first.headers.get('link') ?? '';
    expect(link).toContain(`<${github.url}/repos/acme/web/issues/7/comments?per_page=2&page=2>; rel="next"`);
    expect(link).toContain('page=3>; rel="last"');
    const last = await call<Array<{ body: string }>>('GET', '/repos/acme/web/issues/7/comments?page=3');
    expect(last.data.map((c) => c.body)).toEqual(['five']);
    expect(last.headers.get('link')).toContain('rel="prev"');
    expect(last.headers.get('link')).not.toContain('rel="next"');
  });

  it('creates and updates one as the token, and refuses a read-only token with 403', async () => {
    const made = await call<{ id: number; user: { login: string } }>('POST', '/repos/acme/web/issues/7/comments', {
      body: { body: 'hello' },
    });
    expect(made.status).toBe(201);
    expect(made.data.user.login).toBe('campaign-app[bot]');
    const edited = await call('PATCH', `/repos/acme/web/issues/comments/${made.data.id}`, { body: { body: 'bye' } });
    expect(edited.status).toBe(200);
    expect(github.comments.map((c) => c.body)).toEqual(['bye']);
    const denied = await call('POST', '/repos/acme/web/issues/7/comments', { token: READER, body: { body: 'x' } });
    expect(denied.status).toBe(403);
    expect(denied.data.message).toBe('Resource not accessible by integration');
  });

  it.each([
    ['secondary-rate-limit' as const, 'You have exceeded a secondary rate limit'],
    ['rate-limit' as const, 'API rate limit exceeded'],
    ['locked' as const, 'issue is locked'],
  ])('refuses every write with GitHub’s 403 for %s while refuseWrites says so', async (refusal, words) => {
    github.refuseWrites(refusal);
    const answer = await call('POST', '/repos/acme/web/issues/7/comments', { body: { body: 'x' } });
    expect(answer.status).toBe(403);
    expect(String(answer.data.message)).toContain(words);
    github.refuseWrites(undefined);
    expect((await call('POST', '/repos/acme/web/issues/7/comments', { body: { body: 'x' } })).status).toBe(201);
  });
});

describe('reviews', () => {
  startEach();

  it('refuses a review whole when one comment is outside the diff, and keeps one inside it', async () => {
    github.setDiff('acme/web', 3, { 'main.tf': [2, 3] });
    const outside = await call('POST', '/repos/acme/web/pulls/3/reviews', {
      body: {
        event: 'COMMENT',
        comments: [
          { path: 'main.tf', line: 2, body: 'a' },
          { path: 'main.tf', line: 9, body: 'b' },
        ],
      },
    });
    expect(outside.status).toBe(422);
    expect(github.reviews).toEqual([]);
    const inside = await call('POST', '/repos/acme/web/pulls/3/reviews', {
      body: { event: 'COMMENT', commit_id: 'abc', comments: [{ path: 'main.tf', line: 3, body: 'b' }] },
    });
    expect(inside.status).toBe(200);
    expect(github.reviewComments).toMatchObject([{ path: 'main.tf', line: 3, commit: 'abc' }]);
  });
});

describe('the request log', () => {
  startEach();

  it('records method, path with query, token, body, time and status of every request', async () => {
    await call('POST', '/repos/acme/web/issues/1/comments', { body: { body: 'x' } });
    await call('GET', '/repos/acme/nothing?x=1', { token: READER });
    expect(github.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/repos/acme/web/issues/1/comments',
        token: APP,
        body: { body: 'x' },
        status: 201,
      }),
      expect.objectContaining({ method: 'GET', path: '/repos/acme/nothing?x=1', token: READER, status: 404 }),
    ]);
    expect(github.requests.every((r) => typeof r.time === 'number')).toBe(true);
  });
});

describe('under a path prefix (GitHub Enterprise Server)', () => {
  it('serves the API under /api/v3, GraphQL at /api/graphql, and nothing outside', async () => {
    const fake = await start({ pathPrefix: '/api/v3' });
    try {
      expect(fake.url).toBe(`${fake.origin}/api/v3`);
      const answer = await call<{ full_name: string; url: string }>('GET', '/repos/acme/web', { base: fake.url });
      expect(answer.status).toBe(200);
      expect(answer.data.url).toBe(`${fake.url}/repos/acme/web`);
      expect((await call('GET', '/repos/acme/web', { base: fake.origin })).status).toBe(404);
      const viewer = await call('POST', '/api/graphql', { base: fake.origin, body: { query: '{ viewer { login } }' } });
      expect(viewer.data).toEqual({ data: { viewer: { login: 'campaign-app[bot]' } } });
      expect(fake.requests[0]?.path).toBe('/api/v3/repos/acme/web');
    } finally {
      await fake.close();
    }
  });
});
