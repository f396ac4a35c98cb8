/**
 * Who a token is (`GET /user`, GraphQL's `viewer`), an issue's or pull request's comments (listed
 * with a Link header, created, updated), a pull request's review comments, and a new review,
 * refused whole (422) when one of its comments is on a line outside the diff, as GitHub does.
 */
import type { FakeComment, FakeReview } from './api.ts';
import { field, notFound, page, writeDenied, writesRefused, type Route, type RouteContext } from './replies.ts';

const REPOSITORY = '([^/]+/[^/]+)';

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

const userType = (c: RouteContext): 'User' | 'Bot' => (c.identity.login.endsWith('[bot]') ? 'Bot' : 'User');

/** Whether the token may write in the repository; else GitHub's 403 is sent. */
function mayWrite(c: RouteContext, repository: string): boolean {
  const access = c.state.accessOf(c.token, c.identity, repository);
  if (access === 'write' || access === 'admin') return true;
  if (access === 'none') notFound(c);
  else writeDenied(c);
  return false;
}

/** The body of a comment as GitHub checks it; undefined (and the 422 sent) when it is refused. */
function commentText(c: RouteContext): string | undefined {
  const text = field(c.body, 'body');
  if (typeof text !== 'string') {
    c.send(422, { message: 'Invalid request: body is required' });
    return undefined;
  }
  if (text.length > 65_536) {
    c.send(422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)' });
    return undefined;
  }
  return text;
}

/** The GraphQL endpoint: it answers the viewer only. */
export function graphql(c: RouteContext): void {
  const query = field(c.body, 'query');
  if (typeof query !== 'string' || !/\bviewer\b/.test(query)) {
    return c.send(200, { errors: [{ message: 'This fake answers the viewer only' }] });
  }
  c.send(200, { data: { viewer: { login: c.identity.login } } });
}

export const COMMENT_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: /^\/user$/,
    handle(c) {
      // An installation token has no user: GitHub answers 403, as for any endpoint it may not use.
      if (c.identity.kind === 'installation') {
        return c.send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '403',
        });
      }
      c.send(200, { login: c.identity.login, id: 7, type: userType(c) });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/issues/(\\d+)/comments$`),
    handle(c, [repository = '', issue]) {
      const all = c.state.comments.filter(
        (m) => m.repository.toLowerCase() === repository.toLowerCase() && m.issue === Number(issue),
      );
      const { items, headers } = page(c, all);
      c.send(
        200,
        items.map((m) => view(m, c.api)),
        headers,
      );
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/repos/${REPOSITORY}/issues/(\\d+)/comments$`),
    handle(c, [repository = '', issue]) {
      if (!mayWrite(c, repository) || writesRefused(c)) return;
      const text = commentText(c);
      if (text === undefined) return;
      const comment: FakeComment = {
        id: c.state.id(),
        body: text,
        issue: Number(issue),
        repository: c.state.repository(repository)?.fullName ?? repository,
        user: c.identity.login,
        userType: userType(c),
      };
      c.state.comments.push(comment);
      c.send(201, view(comment, c.api));
    },
  },
  {
    method: 'PATCH',
    path: new RegExp(`^/repos/${REPOSITORY}/issues/comments/(\\d+)$`),
    handle(c, [repository = '', id]) {
      if (!mayWrite(c, repository) || writesRefused(c)) return;
      const comment = c.state.comments.find(
        (m) => m.repository.toLowerCase() === repository.toLowerCase() && m.id === Number(id),
      );
      if (comment === undefined) return notFound(c);
      // GitHub lets a token edit others' comments only with write access; it does not stop at authors.
      const text = commentText(c);
      if (text === undefined) return;
      comment.body = text;
      c.send(200, view(comment, c.api));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/pulls/(\\d+)/comments$`),
    handle(c, [repository = '', pull]) {
      const all = c.state.reviewComments.filter((m) => m.repository === repository && m.pull === Number(pull));
      const { items, headers } = page(c, all);
      const data = items.map((m) => ({
        id: m.id,
        path: m.path,
        line: m.line,
        side: m.side,
        body: m.body,
        user: { login: m.user },
        pull_request_review_id: m.review,
      }));
      c.send(200, data, headers);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/repos/${REPOSITORY}/pulls/(\\d+)/reviews$`),
    handle(c, [repository = '', pull]) {
      if (!mayWrite(c, repository)) return;
      const review = (c.body ?? {}) as { body?: unknown; event?: unknown; commit_id?: unknown; comments?: unknown };
      const wanted = Array.isArray(review.comments) ? (review.comments as Array<Record<string, unknown>>) : [];
      const diff = c.state.diffs.get(`${repository}#${pull}`) ?? {};
      // GitHub resolves every comment against the diff first: one line outside it fails the review whole.
      const outside = wanted.some(
        (m) =>
          typeof m.path !== 'string' ||
          typeof m.line !== 'number' ||
          (m.side ?? 'RIGHT') !== 'RIGHT' ||
          !(Object.hasOwn(diff, m.path) && (diff[m.path] ?? []).includes(m.line)),
      );
      if (outside) {
        return c.send(422, {
          message: 'Unprocessable Entity',
          errors: ['Line could not be resolved'],
          documentation_url: 'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
          status: '422',
        });
      }
      const made: FakeReview = {
        id: c.state.id(),
        repository,
        pull: Number(pull),
        body: typeof review.body === 'string' ? review.body : '',
        event: typeof review.event === 'string' ? review.event : 'PENDING',
        ...(typeof review.commit_id === 'string' && { commit: review.commit_id }),
      };
      c.state.reviews.push(made);
      for (const m of wanted) {
        c.state.reviewComments.push({
          id: c.state.id(),
          review: made.id,
          repository,
          pull: Number(pull),
          path: m.path as string,
          line: m.line as number,
          side: 'RIGHT',
          body: typeof m.body === 'string' ? m.body : '',
          ...(made.commit !== undefined && { commit: made.commit }),
          user: c.identity.login,
        });
      }
      c.send(200, {
        id: made.id,
        state: made.event === 'COMMENT' ? 'COMMENTED' : made.event,
        body: made.body,
        html_url: `https://github.com/${repository}/pull/${pull}#pullrequestreview-${made.id}`,
      });
    },
  },
];
