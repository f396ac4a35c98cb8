/**
 * Trees: a repository's whole file list in one read where GitHub lists it whole, else folder by
 * folder (each sub-tree whole where it can be, one level at a time where not) within a bound of
 * reads, or said incomplete; and a new tree made from a base tree and changes, its paths checked
 * to stay in the repository before anything is sent.
 */
import { parseTree, safePath } from './answers.ts';
import { GithubError } from './errors.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { EntryMode, RepositoryRef, TreeChange, TreeEntry, TreeListing } from './types.ts';

export interface Trees {
  /** Every entry below a commit, branch or tree (`treeish`), with `complete` false where not all could be read. */
  list(repository: RepositoryRef, treeish: string): Promise<TreeListing>;
  /** A new tree: `base` (a tree's sha, or none) with `changes` made; its sha. */
  create(repository: RepositoryRef, base: string | undefined, changes: readonly TreeChange[]): Promise<string>;
}

const TREE = 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}';
const typeOf = (mode: EntryMode): TreeEntry['type'] =>
  mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';

export function trees(api: GithubRequests): Trees {
  return {
    async list({ owner, name }, treeish) {
      let reads = 0;
      const read = async (sha: string, recursive: boolean) => {
        reads++;
        const parameters = { owner, repo: name, tree_sha: sha, ...(recursive && { recursive: '1' }) };
        const { data } = await api.call(TREE, parameters);
        return parseTree(data, describe(TREE, parameters));
      };
      const root = await read(treeish, true);
      if (!root.truncated)
        return { sha: root.sha, entries: root.entries, complete: true, refused: root.refused, reads };
      const entries: TreeEntry[] = [];
      const refused: string[] = [];
      let complete = true;
      const queue = [{ sha: root.sha, prefix: '', recursive: false }];
      while (queue.length > 0) {
        if (reads >= api.limits.treeReadsPerListing) {
          complete = false;
          break;
        }
        const folder = queue.shift() as (typeof queue)[number];
        const tree = await read(folder.sha, folder.recursive);
        if (tree.truncated && folder.recursive) {
          // Too big to list whole: its own folders one by one.
          queue.unshift({ ...folder, recursive: false });
          continue;
        }
        // One folder past GitHub's bound even on its own: what it lists is all that can be known.
        if (tree.truncated) complete = false;
        refused.push(...tree.refused.map((path) => `${folder.prefix}${path}`));
        for (const entry of tree.entries) {
          const path = `${folder.prefix}${entry.path}`;
          entries.push({ ...entry, path });
          if (!folder.recursive && entry.type === 'tree')
            queue.push({ sha: entry.sha, prefix: `${path}/`, recursive: true });
        }
      }
      return { sha: root.sha, entries, complete, refused, reads };
    },

    async create({ owner, name }, base, changes) {
      const route = 'POST /repos/{owner}/{repo}/git/trees';
      const request = describe(route, { owner, repo: name });
      const unsafe = changes.find((c) => !safePath(c.path));
      if (unsafe !== undefined) throw new GithubError('unsafe-path', request, { said: unsafe.path });
      const tree = changes.map((c) =>
        'delete' in c
          ? { path: c.path, mode: '100644', type: 'blob', sha: null }
          : 'content' in c
            ? { path: c.path, mode: c.mode ?? '100644', type: 'blob', content: c.content }
            : { path: c.path, mode: c.mode, type: typeOf(c.mode), sha: c.sha },
      );
      const { data } = await api.call(route, {
        owner,
        repo: name,
        tree,
        ...(base !== undefined && { base_tree: base }),
      });
      return parseTree(data, request).sha;
    },
  };
}
