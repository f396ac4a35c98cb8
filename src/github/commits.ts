/**
 * Commits: one read, one made (from a tree and its parents; with an app's token GitHub makes it
 * the app's, verified), and the commits a branch has that its base lacks, with who made each.
 */
import { parseCommit, parseComparison } from './answers.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { Commit, Comparison, RepositoryRef } from './types.ts';

export interface NewCommit {
  readonly message: string;
  readonly tree: string;
  readonly parents: readonly string[];
  /** Left out, GitHub records the token's account (an app's bot) and signs the commit. */
  readonly author?: { readonly name: string; readonly email: string };
}

export interface Commits {
  get(repository: RepositoryRef, sha: string): Promise<Commit>;
  create(repository: RepositoryRef, commit: NewCommit): Promise<Commit>;
  /** What `head` has that `base` lacks (the first 100 commits; `aheadBy` counts them all). */
  compare(repository: RepositoryRef, base: string, head: string): Promise<Comparison>;
}

export function commits(api: GithubRequests): Commits {
  return {
    async get({ owner, name }, sha) {
      const route = 'GET /repos/{owner}/{repo}/git/commits/{commit_sha}';
      const parameters = { owner, repo: name, commit_sha: sha };
      const { data } = await api.call(route, parameters);
      return parseCommit(data, describe(route, parameters));
    },
    async create({ owner, name }, commit) {
      const route = 'POST /repos/{owner}/{repo}/git/commits';
      const { data } = await api.call(route, {
        owner,
        repo: name,
        message: commit.message,
        tree: commit.tree,
        parents: [...commit.parents],
        ...(commit.author !== undefined && { author: { name: commit.author.name, email: commit.author.email } }),
      });
      return parseCommit(data, describe(route, { owner, repo: name }));
    },
    async compare({ owner, name }, base, head) {
      const route = 'GET /repos/{owner}/{repo}/compare/{basehead}';
      const parameters = { owner, repo: name, basehead: `${base}...${head}`, per_page: 100 };
      const { data } = await api.call(route, parameters);
      return parseComparison(data, describe(route, parameters));
    },
  };
}
