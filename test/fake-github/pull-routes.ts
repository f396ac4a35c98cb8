/**
 * Pull requests: listed (`state`, `head=owner:branch`, `base`, paged), opened (422 in GitHub's words
 * when one is open already for the same head and base, or when the head has nothing the base
 * lacks), read, and edited (title, body, closed or reopened). Merged and closed-unmerged differ
 * as on GitHub: `merged_at` in a list, `merged` in a single read.
 */
import type { FakePull } from './api.ts';
import { isoTime, type Repository } from './state.ts';
import {
  field,
  notFound,
  page,
  repositoryFor,
  userOf,
  validationFailed,
  writesRefused,
  type Route,
  type RouteContext,
} from './replies.ts';

const REPOSITORY = '([^/]+/[^/]+)';

function view(c: RouteContext, repository: Repository, pull: FakePull, single: boolean): Record<string, unknown> {
  const side = (ref: string, sha: string | undefined) => ({
    label: `${repository.owner}:${ref}`,
    ref,
    sha: sha ?? null,
    repo: { id: repository.id, name: repository.name, full_name: repository.fullName },
  });
  return {
    id: pull.id,
    node_id: `PR_${pull.id}`,
    number: pull.number,
    url: `${c.api}/repos/${repository.fullName}/pulls/${pull.number}`,
    html_url: `https://github.com/${repository.fullName}/pull/${pull.number}`,
    state: pull.state,
    locked: false,
    title: pull.title,
    body: pull.body,
    user: pull.user,
    created_at: pull.createdAt,
    updated_at: pull.updatedAt,
    closed_at: pull.closedAt,
    merged_at: pull.mergedAt,
    draft: pull.draft,
    head: side(pull.head.ref, pull.head.sha),
    base: side(pull.base.ref, repository.refs.get(`refs/heads/${pull.base.ref}`)),
    ...(single && { merged: pull.merged, maintainer_can_modify: false }),
  };
}

/** The branch a `head` names in this repository (`branch` or `owner:branch`); undefined for another owner's. */
function headBranch(repository: Repository, head: string): string | undefined {
  const colon = head.indexOf(':');
  if (colon === -1) return head;
  return head.slice(0, colon).toLowerCase() === repository.owner.toLowerCase() ? head.slice(colon + 1) : undefined;
}

const pullsOf = (c: RouteContext, repository: Repository): FakePull[] =>
  c.state.pulls.filter((p) => p.repository === repository.fullName);

function findPull(c: RouteContext, fullName: string, number: string, need: 'read' | 'write') {
  const repository = repositoryFor(c, fullName, need);
  if (repository === undefined) return undefined;
  if (need === 'write' && writesRefused(c)) return undefined;
  const pull = pullsOf(c, repository).find((p) => p.number === Number(number));
  if (pull === undefined) {
    notFound(c);
    return undefined;
  }
  return { repository, pull };
}

const alreadyOpen = (owner: string, branch: string) => ({
  resource: 'PullRequest',
  code: 'custom',
  message: `A pull request already exists for ${owner}:${branch}.`,
});

export const PULL_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/pulls$`),
    handle(c, [fullName = '']) {
      const repository = repositoryFor(c, fullName, 'read');
      if (repository === undefined) return;
      const state = c.query.get('state') ?? 'open';
      const head = c.query.get('head');
      const base = c.query.get('base');
      // GitHub ignores a `head` without its owner (`branch` instead of `owner:branch`) and lists them all.
      const branch = head !== null && head.includes(':') ? headBranch(repository, head) : undefined;
      const all = pullsOf(c, repository)
        .filter((p) => state === 'all' || p.state === state)
        .filter((p) => head === null || !head.includes(':') || p.head.ref === branch)
        .filter((p) => base === null || p.base.ref === base)
        .sort((a, b) => b.number - a.number);
      const { items, headers } = page(c, all);
      c.send(
        200,
        items.map((p) => view(c, repository, p, false)),
        headers,
      );
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/repos/${REPOSITORY}/pulls$`),
    handle(c, [fullName = '']) {
      const repository = repositoryFor(c, fullName, 'write');
      if (repository === undefined || writesRefused(c)) return;
      const title = field(c.body, 'title');
      const head = field(c.body, 'head');
      const base = field(c.body, 'base');
      const body = field(c.body, 'body');
      if (typeof title !== 'string' || title.trim() === '') {
        return validationFailed(c, [{ resource: 'PullRequest', field: 'title', code: 'missing_field' }]);
      }
      const branch = typeof head === 'string' ? headBranch(repository, head) : undefined;
      const headSha = branch === undefined ? undefined : repository.refs.get(`refs/heads/${branch}`);
      if (branch === undefined || headSha === undefined) {
        return validationFailed(c, [{ resource: 'PullRequest', field: 'head', code: 'invalid' }]);
      }
      const baseSha = typeof base === 'string' ? repository.refs.get(`refs/heads/${base}`) : undefined;
      if (typeof base !== 'string' || baseSha === undefined) {
        return validationFailed(c, [{ resource: 'PullRequest', field: 'base', code: 'invalid' }]);
      }
      if (pullsOf(c, repository).some((p) => p.state === 'open' && p.head.ref === branch && p.base.ref === base)) {
        return validationFailed(c, [alreadyOpen(repository.owner, branch)]);
      }
      if (c.state.objects.isAncestor(headSha, baseSha)) {
        return validationFailed(c, [
          { resource: 'PullRequest', code: 'custom', message: `No commits between ${base} and ${branch}` },
        ]);
      }
      const now = isoTime(c.state.now());
      const pull: FakePull = {
        id: c.state.id(),
        number: c.state.number(repository.fullName),
        repository: repository.fullName,
        title,
        body: typeof body === 'string' ? body : '',
        state: 'open',
        merged: false,
        mergedAt: null,
        closedAt: null,
        head: { ref: branch, sha: headSha },
        base: { ref: base },
        user: userOf(c.identity.login),
        draft: field(c.body, 'draft') === true,
        createdAt: now,
        updatedAt: now,
      };
      c.state.pulls.push(pull);
      c.send(201, view(c, repository, pull, true));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/pulls/(\\d+)$`),
    handle(c, [fullName = '', number = '']) {
      const found = findPull(c, fullName, number, 'read');
      if (found !== undefined) c.send(200, view(c, found.repository, found.pull, true));
    },
  },
  {
    method: 'PATCH',
    path: new RegExp(`^/repos/${REPOSITORY}/pulls/(\\d+)$`),
    handle(c, [fullName = '', number = '']) {
      const found = findPull(c, fullName, number, 'write');
      if (found === undefined) return;
      const { repository, pull } = found;
      const title = field(c.body, 'title');
      const body = field(c.body, 'body');
      const state = field(c.body, 'state');
      if (state !== undefined && state !== 'open' && state !== 'closed') {
        return validationFailed(c, [{ resource: 'PullRequest', field: 'state', code: 'invalid' }]);
      }
      if (state === 'open' && pull.state === 'closed') {
        if (pull.merged) {
          return validationFailed(c, [
            { resource: 'PullRequest', code: 'custom', message: 'Cannot reopen a merged pull request' },
          ]);
        }
        const head = repository.refs.get(`refs/heads/${pull.head.ref}`);
        if (head === undefined) {
          return validationFailed(c, [
            { resource: 'PullRequest', code: 'custom', message: 'The head branch was deleted' },
          ]);
        }
        const other = pullsOf(c, repository).some(
          (p) => p !== pull && p.state === 'open' && p.head.ref === pull.head.ref && p.base.ref === pull.base.ref,
        );
        if (other) return validationFailed(c, [alreadyOpen(repository.owner, pull.head.ref)]);
        pull.state = 'open';
        pull.closedAt = null;
        pull.head.sha = head;
      }
      if (state === 'closed' && pull.state === 'open') {
        pull.state = 'closed';
        pull.closedAt = isoTime(c.state.now());
      }
      if (typeof title === 'string') pull.title = title;
      if (typeof body === 'string') pull.body = body;
      pull.updatedAt = isoTime(c.state.now());
      c.send(200, view(c, repository, pull, true));
    },
  },
];
