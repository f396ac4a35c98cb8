/**
 * Reading a repository through the git database and contents APIs: trees (recursive, `truncated`
 * past the entry limit), blobs (base64), a path's contents at a ref, refs, commits, and the
 * comparison of two commits. A repository with no commit answers 409, as GitHub does.
 */
import type { FakeCommit } from './api.ts';
import { GitObjects } from './git-objects.ts';
import type { Repository } from './state.ts';
import {
  base64Lines,
  emptyRepository,
  notFound,
  repositoryFor,
  userOf,
  type Route,
  type RouteContext,
} from './replies.ts';

const REPOSITORY = '([^/]+/[^/]+)';

export function commitView(c: RouteContext, fullName: string, commit: FakeCommit): Record<string, unknown> {
  return {
    sha: commit.sha,
    node_id: `C_${commit.sha.slice(0, 12)}`,
    url: `${c.api}/repos/${fullName}/git/commits/${commit.sha}`,
    html_url: `https://github.com/${fullName}/commit/${commit.sha}`,
    author: commit.author,
    committer: commit.committer,
    tree: { sha: commit.tree, url: `${c.api}/repos/${fullName}/git/trees/${commit.tree}` },
    message: commit.message,
    parents: commit.parents.map((sha) => ({
      sha,
      url: `${c.api}/repos/${fullName}/git/commits/${sha}`,
      html_url: `https://github.com/${fullName}/commit/${sha}`,
    })),
    verification: {
      ...commit.verification,
      signature: commit.verification.verified ? '-----BEGIN PGP SIGNATURE-----\n…' : null,
      payload: commit.verification.verified ? `tree ${commit.tree}\n…` : null,
      verified_at: commit.verification.verified ? commit.committer.date : null,
    },
  };
}

export function refView(c: RouteContext, fullName: string, ref: string, sha: string): Record<string, unknown> {
  return {
    ref,
    node_id: `REF_${sha.slice(0, 12)}`,
    url: `${c.api}/repos/${fullName}/git/${ref}`,
    object: { type: 'commit', sha, url: `${c.api}/repos/${fullName}/git/commits/${sha}` },
  };
}

/** The repository for a read of its git database, or undefined with the answer sent (404, 409). */
function readable(c: RouteContext, fullName: string): Repository | undefined {
  const repository = repositoryFor(c, fullName, 'read');
  if (repository === undefined) return undefined;
  if (repository.refs.size === 0) {
    emptyRepository(c);
    return undefined;
  }
  return repository;
}

/** The tree a tree sha, a commit sha or a ref names. */
function treeOf(c: RouteContext, repository: Repository, treeish: string): string | undefined {
  if (c.state.objects.trees.has(treeish)) return treeish;
  const commit = c.state.resolveCommit(repository, treeish);
  return commit === undefined ? undefined : c.state.objects.commits.get(commit)?.tree;
}

function refsOf(repository: Repository, prefix: string): Array<[string, string]> {
  return [...repository.refs].filter(([ref]) => ref.startsWith(prefix)).sort(([a], [b]) => (a < b ? -1 : 1));
}

export const GIT_READ_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/git/trees/(.+)$`),
    handle(c, [fullName = '', treeish = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const tree = treeOf(c, repository, treeish);
      if (tree === undefined) return notFound(c);
      // GitHub reads any value of `recursive` as asking for it, `0` and `false` included.
      const entries = c.state.objects.list(tree, c.query.has('recursive'));
      const limit = c.state.options.treeEntryLimit ?? 100_000;
      c.send(200, {
        sha: tree,
        url: `${c.api}/repos/${repository.fullName}/git/trees/${tree}`,
        tree: entries.slice(0, limit).map((e) => ({
          ...e,
          url: `${c.api}/repos/${repository.fullName}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
        })),
        truncated: entries.length > limit,
      });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/git/blobs/([0-9a-f]{40})$`),
    handle(c, [fullName = '', sha = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const bytes = c.state.objects.blobs.get(sha);
      if (bytes === undefined) return notFound(c);
      c.send(200, {
        sha,
        node_id: `B_${sha.slice(0, 12)}`,
        size: bytes.length,
        url: `${c.api}/repos/${repository.fullName}/git/blobs/${sha}`,
        content: base64Lines(bytes),
        encoding: 'base64',
      });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/contents(?:/(.*))?$`),
    handle(c, [fullName = '', path = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const tree = treeOf(c, repository, c.query.get('ref') ?? repository.defaultBranch);
      if (tree === undefined) return notFound(c);
      const clean = path.replace(/\/+$/, '');
      const item =
        clean === '' ? { mode: '040000', type: 'tree', sha: tree, name: '' } : c.state.objects.find(tree, clean);
      if (item === undefined) return notFound(c);
      const url = (p: string): string => `${c.api}/repos/${repository.fullName}/contents/${p}`;
      if (item.type === 'tree') {
        return c.send(
          200,
          c.state.objects.list(item.sha, false).map((e) => {
            const p = clean === '' ? e.path : `${clean}/${e.path}`;
            const type =
              e.type === 'tree' ? 'dir' : e.type === 'commit' ? 'submodule' : e.mode === '120000' ? 'symlink' : 'file';
            return { type, name: e.path, path: p, sha: e.sha, size: e.size ?? 0, url: url(p) };
          }),
        );
      }
      const bytes = c.state.objects.blobs.get(item.sha) ?? Buffer.alloc(0);
      const common = { name: item.name, path: clean, sha: item.sha, size: bytes.length, url: url(clean) };
      if (item.type === 'commit') return c.send(200, { ...common, type: 'submodule', size: 0 });
      if (item.mode === '120000') return c.send(200, { ...common, type: 'symlink', target: bytes.toString('utf8') });
      // Past 1 MB GitHub leaves the content out: the blob API reads it.
      const large = bytes.length > 1024 * 1024;
      c.send(200, {
        ...common,
        type: 'file',
        encoding: large ? 'none' : 'base64',
        content: large ? '' : base64Lines(bytes),
        html_url: `https://github.com/${repository.fullName}/blob/${c.query.get('ref') ?? repository.defaultBranch}/${clean}`,
      });
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/git/ref/(.+)$`),
    handle(c, [fullName = '', ref = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const sha = repository.refs.get(`refs/${ref}`);
      if (sha === undefined) return notFound(c);
      c.send(200, refView(c, repository.fullName, `refs/${ref}`, sha));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/git/(refs|matching-refs)(?:/(.*))?$`),
    handle(c, [fullName = '', kind, ref = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const exact = repository.refs.get(`refs/${ref}`);
      // The older `refs/{ref}` read answers one ref when it names one exactly, else those it begins.
      if (kind === 'refs' && ref !== '' && exact !== undefined) {
        return c.send(200, refView(c, repository.fullName, `refs/${ref}`, exact));
      }
      const found = refsOf(repository, `refs/${ref}`).map(([r, sha]) => refView(c, repository.fullName, r, sha));
      if (kind === 'refs' && found.length === 0) return notFound(c);
      c.send(200, found);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/git/commits/([0-9a-f]{40})$`),
    handle(c, [fullName = '', sha = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const commit = c.state.objects.commits.get(sha);
      if (commit === undefined) return notFound(c);
      c.send(200, commitView(c, repository.fullName, commit));
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/repos/${REPOSITORY}/compare/(.+)\\.\\.\\.(.+)$`),
    handle(c, [fullName = '', baseRef = '', headRef = '']) {
      const repository = readable(c, fullName);
      if (repository === undefined) return;
      const base = c.state.resolveCommit(repository, baseRef);
      const head = c.state.resolveCommit(repository, headRef);
      if (base === undefined || head === undefined) return notFound(c);
      const objects = c.state.objects;
      const ahead = reachable(objects, head).filter((sha) => !objects.isAncestor(sha, base));
      const behind = reachable(objects, base).filter((sha) => !objects.isAncestor(sha, head));
      const commits = ahead.reverse().map((sha) => {
        const commit = objects.commits.get(sha) as FakeCommit;
        return {
          sha,
          commit: {
            author: commit.author,
            committer: commit.committer,
            message: commit.message,
            tree: { sha: commit.tree },
            verification: commit.verification,
          },
          author: userOf(commit.madeBy),
          committer: userOf(commit.madeBy),
          parents: commit.parents.map((p) => ({ sha: p })),
        };
      });
      c.send(200, {
        status:
          ahead.length === 0
            ? behind.length === 0
              ? 'identical'
              : 'behind'
            : behind.length === 0
              ? 'ahead'
              : 'diverged',
        ahead_by: ahead.length,
        behind_by: behind.length,
        total_commits: ahead.length,
        base_commit: { sha: base },
        merge_base_commit: { sha: reachable(objects, head).find((sha) => objects.isAncestor(sha, base)) ?? null },
        commits,
      });
    },
  },
];

/** Every commit reachable from `sha`, newest first (by walk order). */
function reachable(objects: GitObjects, sha: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const queue = [sha];
  while (queue.length > 0) {
    const next = queue.shift() as string;
    if (seen.has(next) || !objects.commits.has(next)) continue;
    seen.add(next);
    out.push(next);
    queue.push(...(objects.commits.get(next)?.parents ?? []));
  }
  return out;
}
