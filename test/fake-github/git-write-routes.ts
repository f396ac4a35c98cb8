/**
 * Writing through the git database API, as a change without a clone makes it: a tree on a base
 * tree (a path's content, an existing sha, or `sha: null` to delete), a commit (an app's token
 * makes a verified commit of its own), and refs made, moved (a move that is not a fast forward
 * needs `force`, else 422 as GitHub answers) and deleted.
 */
import { MODES, typeOfMode, type EntryMode, type PathChange } from './git-objects.ts';
import type { Repository } from './state.ts';
import { commitView, refView } from './git-read-routes.ts';
import {
  emptyRepository,
  field,
  repositoryFor,
  unprocessable,
  writesRefused,
  type Route,
  type RouteContext,
} from './replies.ts';

const REPOSITORY = '([^/]+/[^/]+)';
const SHA = /^[0-9a-f]{40}$/;

/** The repository for a write to its git database, or undefined with the answer sent. */
function writable(c: RouteContext, fullName: string): Repository | undefined {
  const repository = repositoryFor(c, fullName, 'write');
  if (repository === undefined || writesRefused(c)) return undefined;
  if (repository.refs.size === 0) {
    emptyRepository(c);
    return undefined;
  }
  return repository;
}

/** A branch or tag name git would take: no `..`, no control characters, no part starting with `.`. */
function validRef(ref: string): boolean {
  return (
    /^refs\/[^/]+\/.+/.test(ref) &&
    !/\.\.|[\u0000-\u0020\u007f~^:?*[\\]|\/\/|\/$|\.lock$|\.$|@\{/.test(ref) &&
    !ref.split('/').some((part) => part.startsWith('.'))
  );
}

/** A tree entry's path as GitHub takes it: relative, no empty, `.`, `..` or `.git` part. */
const validPath = (path: string): boolean =>
  path !== '' && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part !== '.git');

function treeChanges(c: RouteContext, entries: unknown[]): PathChange[] | string {
  const changes: PathChange[] = [];
  for (const raw of entries) {
    const path = field(raw, 'path');
    const mode = field(raw, 'mode');
    const type = field(raw, 'type');
    const sha = field(raw, 'sha');
    const content = field(raw, 'content');
    if (typeof path !== 'string' || !validPath(path)) return 'tree.path contains a malformed path component';
    if (typeof mode !== 'string' || !MODES.has(mode)) return `tree.mode ${JSON.stringify(mode)} is not valid`;
    const entryType = typeOfMode(mode as EntryMode);
    if (type !== undefined && type !== entryType)
      return `tree.type ${JSON.stringify(type)} does not match mode ${mode}`;
    if (content !== undefined && sha !== undefined) return 'tree.sha and tree.content cannot both be given';
    if (typeof content === 'string') {
      if (entryType !== 'blob') return 'tree.content is only for blobs';
      changes.push({ path, entry: { mode: mode as EntryMode, type: 'blob', sha: c.state.objects.blob(content) } });
    } else if (sha === null) {
      changes.push({ path, entry: null });
    } else if (typeof sha === 'string' && SHA.test(sha)) {
      const known =
        entryType === 'commit' ||
        (entryType === 'tree' ? c.state.objects.trees.has(sha) : c.state.objects.blobs.has(sha));
      if (!known) return `tree.sha ${sha} is not a valid ${entryType}`;
      changes.push({ path, entry: { mode: mode as EntryMode, type: entryType, sha } });
    } else {
      return 'tree entries need content, a sha, or sha null';
    }
  }
  return changes;
}

/** Who a commit is by when the request does not say: the token's account, as GitHub records it. */
function account(c: RouteContext): { name: string; email: string; date: string } {
  const date = new Date(c.state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { name: c.identity.login, email: `41898282+${c.identity.login}@users.noreply.github.com`, date };
}

function signature(value: unknown, fallback: { name: string; email: string; date: string }) {
  const name = field(value, 'name');
  const email = field(value, 'email');
  const date = field(value, 'date');
  return {
    name: typeof name === 'string' ? name : fallback.name,
    email: typeof email === 'string' ? email : fallback.email,
    date: typeof date === 'string' ? date : fallback.date,
  };
}

export const GIT_WRITE_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    path: new RegExp(`^/repos/${REPOSITORY}/git/refs$`),
    handle(c, [fullName = '']) {
      const repository = writable(c, fullName);
      if (repository === undefined) return;
      const ref = field(c.body, 'ref');
      const sha = field(c.body, 'sha');
      if (typeof ref !== 'string' || !validRef(ref)) return unprocessable(c, 'Reference name is not valid');
      if (typeof sha !== 'string' || !c.state.objects.commits.has(sha))
        return unprocessable(c, 'Object does not exist');
      if (repository.refs.has(ref)) return unprocessable(c, 'Reference already exists');
      c.state.setRef(repository, ref, sha);
      c.send(201, refView(c, repository.fullName, ref, sha));
    },
  },
  {
    method: 'PATCH',
    path: new RegExp(`^/repos/${REPOSITORY}/git/refs/(.+)$`),
    handle(c, [fullName = '', name = '']) {
      const repository = writable(c, fullName);
      if (repository === undefined) return;
      const ref = `refs/${name}`;
      const current = repository.refs.get(ref);
      if (current === undefined) return unprocessable(c, 'Reference does not exist');
      const sha = field(c.body, 'sha');
      if (typeof sha !== 'string' || !c.state.objects.commits.has(sha))
        return unprocessable(c, 'Object does not exist');
      if (field(c.body, 'force') !== true && !c.state.objects.isAncestor(current, sha)) {
        return unprocessable(c, 'Update is not a fast forward');
      }
      c.state.setRef(repository, ref, sha);
      c.send(200, refView(c, repository.fullName, ref, sha));
    },
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/repos/${REPOSITORY}/git/refs/(.+)$`),
    handle(c, [fullName = '', name = '']) {
      const repository = writable(c, fullName);
      if (repository === undefined) return;
      if (!repository.refs.delete(`refs/${name}`)) return unprocessable(c, 'Reference does not exist');
      c.send(204);
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/repos/${REPOSITORY}/git/trees$`),
    handle(c, [fullName = '']) {
      const repository = writable(c, fullName);
      if (repository === undefined) return;
      const base = field(c.body, 'base_tree');
      const entries = field(c.body, 'tree');
      if (!Array.isArray(entries)) return unprocessable(c, 'Invalid request.\n\n"tree" wasn\'t supplied.');
      if (base !== undefined && (typeof base !== 'string' || !c.state.objects.trees.has(base))) {
        return unprocessable(c, 'base_tree is not a valid tree oid');
      }
      const changes = treeChanges(c, entries);
      if (typeof changes === 'string') return unprocessable(c, changes);
      const sha = c.state.objects.edit(base as string | undefined, changes);
      c.send(201, {
        sha,
        url: `${c.api}/repos/${repository.fullName}/git/trees/${sha}`,
        tree: c.state.objects.list(sha, false),
        truncated: false,
      });
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/repos/${REPOSITORY}/git/commits$`),
    handle(c, [fullName = '']) {
      const repository = writable(c, fullName);
      if (repository === undefined) return;
      const message = field(c.body, 'message');
      const tree = field(c.body, 'tree');
      const parents = field(c.body, 'parents') ?? [];
      if (typeof message !== 'string') return unprocessable(c, 'Invalid request.\n\n"message" wasn\'t supplied.');
      if (typeof tree !== 'string' || !c.state.objects.trees.has(tree))
        return unprocessable(c, 'Tree SHA does not exist');
      if (!Array.isArray(parents) || !parents.every((p) => typeof p === 'string' && c.state.objects.commits.has(p))) {
        return unprocessable(c, 'Parent SHA does not exist or is not a commit object');
      }
      const own = account(c);
      const author = signature(field(c.body, 'author'), own);
      const committerGiven = field(c.body, 'committer');
      // GitHub signs a commit it makes for an app's token when it is the committer (no committer, no signature given).
      const signed =
        c.identity.kind === 'installation' && committerGiven === undefined && field(c.body, 'signature') === undefined;
      const commit = c.state.objects.commit({
        tree,
        parents: parents as string[],
        message,
        author,
        committer: signature(committerGiven, own),
        madeBy: c.identity.login,
        verification: signed ? { verified: true, reason: 'valid' } : { verified: false, reason: 'unsigned' },
      });
      c.send(201, commitView(c, repository.fullName, commit));
    },
  },
];
