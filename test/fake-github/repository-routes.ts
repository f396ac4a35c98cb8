/**
 * Repositories: an organization's, a user's and an installation's lists (paged, with a Link
 * header), and one repository; each row with the token's own `permissions`, `size` 0 for an
 * empty repository, as GitHub answers them.
 */
import { isoTime, type Repository } from './state.ts';
import { notFound, page, repositoryFor, type Route, type RouteContext } from './replies.ts';

/** A repository's size as GitHub reports it: kilobytes of its default branch, 0 when it has no commit. */
function sizeOf(c: RouteContext, repository: Repository): number {
  const head = repository.refs.get(`refs/heads/${repository.defaultBranch}`);
  const tree = head === undefined ? undefined : c.state.objects.commits.get(head)?.tree;
  if (tree === undefined) return 0;
  const bytes = c.state.objects.list(tree, true).reduce((sum, e) => sum + (e.size ?? 0), 0);
  return Math.max(1, Math.ceil(bytes / 1024));
}

export function repositoryRow(c: RouteContext, repository: Repository): Record<string, unknown> {
  const access = c.state.accessOf(c.token, c.identity, repository.fullName);
  const admin = access === 'admin';
  const push = admin || access === 'write';
  return {
    id: repository.id,
    node_id: `R_${repository.id}`,
    name: repository.name,
    full_name: repository.fullName,
    private: repository.private,
    owner: { login: repository.owner, id: 1, type: repository.ownerType },
    html_url: `https://github.com/${repository.fullName}`,
    description: null,
    fork: repository.fork,
    url: `${c.api}/repos/${repository.fullName}`,
    created_at: isoTime(repository.createdAt),
    pushed_at: repository.pushedAt,
    size: sizeOf(c, repository),
    archived: repository.archived,
    disabled: repository.disabled,
    visibility: repository.private ? 'private' : 'public',
    topics: repository.topics,
    default_branch: repository.defaultBranch,
    permissions: { admin, maintain: admin, push, triage: push, pull: true },
  };
}

/** The repositories the token sees, of one owner or of every owner. */
function visible(c: RouteContext, owner?: string): Repository[] {
  return [...c.state.repositories.values()].filter(
    (r) =>
      (owner === undefined || r.owner.toLowerCase() === owner.toLowerCase()) &&
      c.state.accessOf(c.token, c.identity, r.fullName) !== 'none',
  );
}

/** The list in the order asked (`sort`, `direction`), narrowed by `type` as GitHub does. */
function ordered(c: RouteContext, all: Repository[], defaultSort: 'created' | 'full_name'): Repository[] {
  const type = c.query.get('type') ?? 'all';
  const kept = all.filter((r) =>
    type === 'forks'
      ? r.fork
      : type === 'sources'
        ? !r.fork
        : type === 'public'
          ? !r.private
          : type === 'private'
            ? r.private
            : true,
  );
  const sort = c.query.get('sort') ?? defaultSort;
  const direction = c.query.get('direction') ?? (sort === 'full_name' ? 'asc' : 'desc');
  const key = (r: Repository): string | number =>
    sort === 'full_name' ? r.fullName.toLowerCase() : sort === 'pushed' ? r.pushedAt : r.createdAt;
  const sorted = kept.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return direction === 'desc' ? sorted.reverse() : sorted;
}

function list(c: RouteContext, all: Repository[], defaultSort: 'created' | 'full_name'): void {
  const { items, headers } = page(c, ordered(c, all, defaultSort));
  c.send(
    200,
    items.map((r) => repositoryRow(c, r)),
    headers,
  );
}

export const REPOSITORY_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: /^\/orgs\/([^/]+)\/repos$/,
    handle(c, [org = '']) {
      const known = [...c.state.repositories.values()].some(
        (r) => r.owner.toLowerCase() === org.toLowerCase() && r.ownerType === 'Organization',
      );
      if (!known) return notFound(c);
      list(c, visible(c, org), 'created');
    },
  },
  {
    method: 'GET',
    path: /^\/users\/([^/]+)\/repos$/,
    handle(c, [user = '']) {
      const known = [...c.state.repositories.values()].some((r) => r.owner.toLowerCase() === user.toLowerCase());
      if (!known) return notFound(c);
      list(c, visible(c, user), 'full_name');
    },
  },
  {
    method: 'GET',
    path: /^\/installation\/repositories$/,
    handle(c) {
      if (c.identity.kind !== 'installation') {
        return c.send(403, {
          message: 'You must authenticate with an installation access token in order to list repositories.',
          documentation_url:
            'https://docs.github.com/rest/apps/installations#list-repositories-accessible-to-the-app-installation',
          status: '403',
        });
      }
      const all = visible(c).sort((a, b) => a.id - b.id);
      const { items, headers } = page(c, all);
      c.send(
        200,
        { total_count: all.length, repository_selection: 'all', repositories: items.map((r) => repositoryRow(c, r)) },
        headers,
      );
    },
  },
  {
    method: 'GET',
    path: /^\/repos\/([^/]+\/[^/]+)$/,
    handle(c, [fullName = '']) {
      const repository = repositoryFor(c, fullName, 'read');
      if (repository !== undefined) c.send(200, repositoryRow(c, repository));
    },
  },
];
