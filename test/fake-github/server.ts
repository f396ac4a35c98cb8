/**
 * A fake of the few GitHub endpoints a pull request comment uses: list an issue's comments (paged,
 * with a Link header as GitHub sends it), create one, update one, and who the token is (`GET
 * /user`, GraphQL's `viewer`). A real HTTP server on 127.0.0.1 that keeps its comments, with their
 * authors, in memory and records every request. A token is `write` (may comment), `read` (a fork's
 * token: reads, and 403 on writes) or unknown (401); by default it is an installation token, as
 * the workflow's GITHUB_TOKEN is (`github-actions[bot]`, which `GET /user` refuses with 403), or
 * a person's token (`GET /user` names them). `refuseWrites` makes GitHub's other 403s. And
 * the endpoints a review of suggested changes uses: list a pull request's review comments, create
 * a review; as GitHub does, a review with a comment on a line outside the diff is refused whole (422).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
  issue: number;
  repository: string;
  user: string;
  /** `Bot` for an app's comment (GITHUB_TOKEN's is `github-actions[bot]`), `User` for a person's. */
  userType: 'User' | 'Bot';
}

export interface FakeReviewComment {
  id: number;
  review: number;
  repository: string;
  pull: number;
  path: string;
  line: number;
  side: string;
  body: string;
  commit?: string;
  user: string;
}

export interface FakeReview {
  id: number;
  repository: string;
  pull: number;
  body: string;
  event: string;
  commit?: string;
}

/** Who a token is, as GitHub knows it. */
export interface FakeIdentity {
  readonly access: 'write' | 'read';
  /** The login its comments show: `github-actions[bot]`, `octocat`. */
  readonly login: string;
  /** An installation token (an app's, GITHUB_TOKEN's) may not read `GET /user`; a person's may. */
  readonly kind: 'installation' | 'user';
}

/** The 403s GitHub answers a write with, beyond a token that may not write. */
export type WriteRefusal = 'secondary-rate-limit' | 'rate-limit' | 'locked';

export interface FakeGithubRequest {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
}

export interface FakeGithub {
  /** The API base URL, for GITHUB_API_URL. */
  readonly url: string;
  readonly comments: FakeComment[];
  readonly reviews: FakeReview[];
  readonly reviewComments: FakeReviewComment[];
  readonly requests: FakeGithubRequest[];
  /** The lines of the new side of a pull request's diff, per file: the only lines a review comment may be on. */
  setDiff(repository: string, pull: number, lines: Readonly<Record<string, readonly number[]>>): void;
  /** Adds comments by someone else (`someone`, a person, unless `author` says), as on a busy pull request. */
  seed(
    repository: string,
    issue: number,
    bodies: readonly string[],
    author?: Pick<FakeComment, 'user' | 'userType'>,
  ): void;
  /** Every later write is refused with that 403, as GitHub words it; `undefined` lets them through. */
  refuseWrites(refusal: WriteRefusal | undefined): void;
  close(): Promise<void>;
}

export interface FakeGithubOptions {
  /** Token → what it may do (an installation token of `github-actions[bot]`), or who it is. */
  readonly tokens: Readonly<Record<string, 'write' | 'read' | FakeIdentity>>;
  /** GitHub's default page size is 30; tests may make it smaller. */
  readonly defaultPerPage?: number;
}

export async function startFakeGithub(options: FakeGithubOptions): Promise<FakeGithub> {
  const comments: FakeComment[] = [];
  const reviews: FakeReview[] = [];
  const reviewComments: FakeReviewComment[] = [];
  const diffs = new Map<string, Readonly<Record<string, readonly number[]>>>();
  const requests: FakeGithubRequest[] = [];
  let nextId = 1000;
  let url = '';
  let refusal: WriteRefusal | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
    const parsed = new URL(req.url ?? '/', url);
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    requests.push({
      method: req.method ?? '',
      path: `${parsed.pathname}${parsed.search}`,
      ...(token && { token }),
      ...(body !== undefined && { body }),
    });
    const send = (status: number, data: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(data));
    };
    const given = token === undefined ? undefined : options.tokens[token];
    if (given === undefined) return send(401, { message: 'Bad credentials', status: '401' });
    const identity: FakeIdentity =
      typeof given === 'string' ? { access: given, login: 'github-actions[bot]', kind: 'installation' } : given;
    const grant = identity.access;
    const denied = (): void =>
      send(
        403,
        { message: 'Resource not accessible by integration', status: '403' },
        { 'x-accepted-github-permissions': 'issues=write; pull_requests=write' },
      );
    /** GitHub's own words for each refusal (REST API docs: rate limits; locked conversations). */
    const refused = (): void => {
      if (refusal === 'secondary-rate-limit') {
        return send(
          403,
          {
            message:
              'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID 0400:1C2B:3A4D.',
            documentation_url:
              'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            status: '403',
          },
          { 'retry-after': '120' },
        );
      }
      if (refusal === 'rate-limit') {
        return send(
          403,
          {
            message: 'API rate limit exceeded for installation ID 4242.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
            status: '403',
          },
          {
            'x-ratelimit-limit': '1000',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
          },
        );
      }
      return send(403, { message: 'Unable to create comment because issue is locked.', status: '403' });
    };
    const userType = identity.login.endsWith('[bot]') ? ('Bot' as const) : ('User' as const);

    if (parsed.pathname === '/user' && req.method === 'GET') {
      // An installation token has no user: GitHub answers 403, as for any endpoint it may not use.
      if (identity.kind === 'installation') {
        return send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403',
        });
      }
      return send(200, { login: identity.login, id: 7, type: userType });
    }
    if (parsed.pathname === '/graphql' && req.method === 'POST') {
      const query = (body as { query?: unknown } | undefined)?.query;
      if (typeof query !== 'string' || !/\bviewer\b/.test(query)) {
        return send(200, { errors: [{ message: 'This fake answers the viewer only' }] });
      }
      return send(200, { data: { viewer: { login: identity.login } } });
    }

    const list = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(parsed.pathname);
    const one = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(parsed.pathname);
    if (list && req.method === 'GET') {
      const [, repository, issue] = list as unknown as [string, string, string];
      const all = comments.filter((c) => c.repository === repository && c.issue === Number(issue));
      const perPage = Math.min(100, Number(parsed.searchParams.get('per_page') ?? options.defaultPerPage ?? 30));
      const page = Math.max(1, Number(parsed.searchParams.get('page') ?? 1));
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const link = (p: number, rel: string): string => {
        const target = new URL(parsed.pathname, url);
        target.searchParams.set('per_page', String(perPage));
        target.searchParams.set('page', String(p));
        return `<${target.toString()}>; rel="${rel}"`;
      };
      const links = [
        ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
        ...(page > 1 ? [link(1, 'first'), link(page - 1, 'prev')] : []),
      ];
      const data = all.slice((page - 1) * perPage, page * perPage).map((c) => view(c, url));
      return send(200, data, links.length > 0 ? { link: links.join(', ') } : {});
    }
    if (list && req.method === 'POST') {
      if (grant !== 'write') return denied();
      if (refusal !== undefined) return refused();
      const [, repository, issue] = list as unknown as [string, string, string];
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string') return send(422, { message: 'Invalid request: body is required' });
      if (text.length > 65_536)
        return send(422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
      const comment: FakeComment = {
        id: nextId++,
        body: text,
        issue: Number(issue),
        repository,
        user: identity.login,
        userType,
      };
      comments.push(comment);
      return send(201, view(comment, url));
    }
    const pullComments = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/comments$/.exec(parsed.pathname);
    const pullReviews = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/reviews$/.exec(parsed.pathname);
    if (pullComments && req.method === 'GET') {
      const [, repository, pull] = pullComments as unknown as [string, string, string];
      const all = reviewComments.filter((c) => c.repository === repository && c.pull === Number(pull));
      const perPage = Math.min(100, Number(parsed.searchParams.get('per_page') ?? options.defaultPerPage ?? 30));
      const page = Math.max(1, Number(parsed.searchParams.get('page') ?? 1));
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const next = new URL(parsed.pathname, url);
      next.searchParams.set('per_page', String(perPage));
      next.searchParams.set('page', String(page + 1));
      const data = all.slice((page - 1) * perPage, page * perPage).map((c) => ({
        id: c.id,
        path: c.path,
        line: c.line,
        side: c.side,
        body: c.body,
        user: { login: c.user },
        pull_request_review_id: c.review,
      }));
      return send(200, data, page < last ? { link: `<${next.toString()}>; rel="next"` } : {});
    }
    if (pullReviews && req.method === 'POST') {
      if (grant !== 'write') return denied();
      const [, repository, pull] = pullReviews as unknown as [string, string, string];
      const review = (body ?? {}) as { body?: unknown; event?: unknown; commit_id?: unknown; comments?: unknown };
      const wanted = Array.isArray(review.comments) ? (review.comments as Array<Record<string, unknown>>) : [];
      const diff = diffs.get(`${repository}#${pull}`) ?? {};
      // GitHub resolves every comment against the diff first: one line outside it fails the review whole.
      const outside = wanted.some(
        (c) =>
          typeof c.path !== 'string' ||
          typeof c.line !== 'number' ||
          (c.side ?? 'RIGHT') !== 'RIGHT' ||
          !(Object.hasOwn(diff, c.path) && (diff[c.path] ?? []).includes(c.line)),
      );
      if (outside) {
        return send(422, {
          message: 'Unprocessable Entity',
          errors: ['Line could not be resolved'],
          documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
          status: '422',
        });
      }
      const made: FakeReview = {
        id: nextId++,
        repository,
        pull: Number(pull),
        body: typeof review.body === 'string' ? review.body : '',
        event: typeof review.event === 'string' ? review.event : 'PENDING',
        ...(typeof review.commit_id === 'string' && { commit: review.commit_id }),
      };
      reviews.push(made);
      for (const c of wanted) {
        reviewComments.push({
          id: nextId++,
          review: made.id,
          repository,
          pull: Number(pull),
          path: c.path as string,
          line: c.line as number,
          side: 'RIGHT',
          body: typeof c.body === 'string' ? c.body : '',
          ...(made.commit !== undefined && { commit: made.commit }),
          user: identity.login,
        });
      }
      return send(200, {
        id: made.id,
        state: made.event === 'COMMENT' ? 'COMMENTED' : made.event,
        body: made.body,
        html_url: `https://github.com/${repository}/pull/${pull}#pullrequestreview-${made.id}`,
      });
    }
    if (one && req.method === 'PATCH') {
      if (grant !== 'write') return denied();
      if (refusal !== undefined) return refused();
      const [, repository, id] = one as unknown as [string, string, string];
      const comment = comments.find((c) => c.repository === repository && c.id === Number(id));
      if (comment === undefined) return send(404, { message: 'Not Found' });
      // GitHub lets a token edit others' comments only with write access; it does not stop at authors.
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string') return send(422, { message: 'Invalid request: body is required' });
      if (text.length > 65_536)
        return send(422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
      comment.body = text;
      return send(200, view(comment, url));
    }
    return send(404, { message: 'Not Found' });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    comments,
    reviews,
    reviewComments,
    requests,
    setDiff(repository, pull, lines) {
      diffs.set(`${repository}#${pull}`, lines);
    },
    seed(repository, issue, bodies, author = { user: 'someone', userType: 'User' }) {
      for (const text of bodies) comments.push({ id: nextId++, body: text, issue, repository, ...author });
    },
    refuseWrites(kind) {
      refusal = kind;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function view(c: FakeComment, base: string): Record<string, unknown> {
  return {
    id: c.id,
    body: c.body,
    user: { login: c.user, type: c.userType },
    url: `${base}/repos/${c.repository}/issues/comments/${c.id}`,
    html_url: `https://github.com/${c.repository}/pull/${c.issue}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${c.repository}/issues/${c.issue}`,
  };
}
