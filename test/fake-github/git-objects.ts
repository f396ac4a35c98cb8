/**
 * The fake's git database: blobs, trees and commits kept by their sha, hashed as git hashes them
 * (the same content gives the same sha, so a test can tell "a new commit with the same files" from
 * "new files"), and the tree edits GitHub's `POST /git/trees` makes.
 */
import { createHash } from 'node:crypto';
import type { FakeCommit } from './api.ts';

export type EntryMode = '100644' | '100755' | '120000' | '160000' | '040000';
export type EntryType = 'blob' | 'tree' | 'commit';

/** One entry of one tree: a name, no slash. */
export interface TreeItem {
  readonly name: string;
  readonly mode: EntryMode;
  readonly type: EntryType;
  readonly sha: string;
}

/** An entry of a listing, as GitHub answers it: the path from the tree listed, and a blob's size. */
export interface ListedEntry {
  readonly path: string;
  readonly mode: EntryMode;
  readonly type: EntryType;
  readonly sha: string;
  readonly size?: number;
}

/** What a path holds after an edit: an entry, or nothing (deleted). */
export type PathChange = { readonly path: string; readonly entry: Omit<TreeItem, 'name'> | null };

export const MODES: ReadonlySet<string> = new Set(['100644', '100755', '120000', '160000', '040000']);

export const typeOfMode = (mode: EntryMode): EntryType =>
  mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';

function hash(kind: string, body: Buffer): string {
  return createHash('sha1').update(`${kind} ${body.length}\0`).update(body).digest('hex');
}

/** Git's order of a tree's entries: by name, a sub-tree's name as if it ended with `/`. */
const sortKey = (item: TreeItem): string => (item.type === 'tree' ? `${item.name}/` : item.name);

export class GitObjects {
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, readonly TreeItem[]>();
  readonly commits = new Map<string, FakeCommit>();

  blob(content: Buffer | string): string {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const sha = hash('blob', bytes);
    this.blobs.set(sha, bytes);
    return sha;
  }

  tree(items: readonly TreeItem[]): string {
    const sorted = [...items].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    const body = Buffer.concat(
      sorted.map((i) =>
        Buffer.concat([
          Buffer.from(`${i.mode === '040000' ? '40000' : i.mode} ${i.name}\0`),
          Buffer.from(i.sha, 'hex'),
        ]),
      ),
    );
    const sha = hash('tree', body);
    this.trees.set(sha, sorted);
    return sha;
  }

  commit(fields: Omit<FakeCommit, 'sha'>): FakeCommit {
    const signature = (s: FakeCommit['author']): string =>
      `${s.name} <${s.email}> ${Math.floor(Date.parse(s.date) / 1000)} +0000`;
    const text = [
      `tree ${fields.tree}`,
      ...fields.parents.map((p) => `parent ${p}`),
      `author ${signature(fields.author)}`,
      `committer ${signature(fields.committer)}`,
      '',
      fields.message,
    ].join('\n');
    const commit = { ...fields, sha: hash('commit', Buffer.from(text, 'utf8')) };
    this.commits.set(commit.sha, commit);
    return commit;
  }

  /** A tree's entries, with the paths below it when `recursive` (sub-trees listed before what they hold). */
  list(treeSha: string, recursive: boolean, prefix = ''): ListedEntry[] {
    const out: ListedEntry[] = [];
    for (const item of this.trees.get(treeSha) ?? []) {
      const path = `${prefix}${item.name}`;
      const size = item.type === 'blob' ? this.blobs.get(item.sha)?.length : undefined;
      out.push({ path, mode: item.mode, type: item.type, sha: item.sha, ...(size !== undefined && { size }) });
      if (recursive && item.type === 'tree') out.push(...this.list(item.sha, true, `${path}/`));
    }
    return out;
  }

  /** The entry at `path` below a tree, if any. */
  find(treeSha: string, path: string): TreeItem | undefined {
    let items = this.trees.get(treeSha);
    const parts = path.split('/');
    for (const [i, part] of parts.entries()) {
      const item = items?.find((e) => e.name === part);
      if (item === undefined || i === parts.length - 1) return item;
      if (item.type !== 'tree') return undefined;
      items = this.trees.get(item.sha);
    }
    return undefined;
  }

  /**
   * A new tree: `base` (or nothing) with each path set to its entry or removed, the trees between
   * made or dropped as needed (a folder left empty goes, as in git).
   */
  edit(base: string | undefined, changes: readonly PathChange[]): string {
    const leaves = new Map<string, Omit<TreeItem, 'name'>>();
    if (base !== undefined) {
      for (const e of this.list(base, true)) if (e.type !== 'tree') leaves.set(e.path, e);
    }
    for (const { path, entry } of changes) {
      for (const key of [...leaves.keys()]) if (key === path || key.startsWith(`${path}/`)) leaves.delete(key);
      if (entry === null) continue;
      if (entry.type === 'tree') {
        for (const e of this.list(entry.sha, true)) if (e.type !== 'tree') leaves.set(`${path}/${e.path}`, e);
      } else {
        leaves.set(path, entry);
      }
    }
    return this.treeOf(leaves);
  }

  /** Nested trees for a flat map of paths to blob, link or submodule entries. */
  treeOf(leaves: ReadonlyMap<string, Omit<TreeItem, 'name'>>): string {
    const build = (entries: Array<[string[], Omit<TreeItem, 'name'>]>): string => {
      const here: TreeItem[] = [];
      const folders = new Map<string, Array<[string[], Omit<TreeItem, 'name'>]>>();
      for (const [parts, entry] of entries) {
        const [first = '', ...rest] = parts;
        if (rest.length === 0) here.push({ name: first, mode: entry.mode, type: entry.type, sha: entry.sha });
        else folders.set(first, [...(folders.get(first) ?? []), [rest, entry]]);
      }
      for (const [name, inside] of folders) here.push({ name, mode: '040000', type: 'tree', sha: build(inside) });
      return this.tree(here);
    };
    return build([...leaves].map(([path, entry]) => [path.split('/'), entry]));
  }

  /** Whether `ancestor` is `descendant` or one of its ancestors. */
  isAncestor(ancestor: string, descendant: string): boolean {
    const seen = new Set<string>();
    const queue = [descendant];
    while (queue.length > 0) {
      const sha = queue.pop() as string;
      if (sha === ancestor) return true;
      if (seen.has(sha)) continue;
      seen.add(sha);
      queue.push(...(this.commits.get(sha)?.parents ?? []));
    }
    return false;
  }
}
