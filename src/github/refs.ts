/**
 * Branches: where one points, those whose names begin alike, made, moved (only forward unless forced: GitHub's 422 is the
 * `not-fast-forward` cause) and deleted.
 */
import { parseRef, rows } from './answers.ts';
import { GithubError } from './errors.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { RepositoryRef } from './types.ts';

export interface Refs {
  /** The commit a branch points at; undefined when there is no such branch. */
  branch(repository: RepositoryRef, branch: string): Promise<string | undefined>;
  /** The branches whose names begin with `prefix` (one read), each with the commit it points at. */
  branches(repository: RepositoryRef, prefix: string): Promise<Map<string, string>>;
  createBranch(repository: RepositoryRef, branch: string, sha: string): Promise<void>;
  /** Moves a branch to `sha`: only forward unless `force` (else a `not-fast-forward` GithubError). */
  moveBranch(
    repository: RepositoryRef,
    branch: string,
    sha: string,
    options?: { readonly force?: boolean },
  ): Promise<void>;
  /** Deletes a branch; one already gone is a `not-found` GithubError. */
  deleteBranch(repository: RepositoryRef, branch: string): Promise<void>;
}

export function refs(api: GithubRequests): Refs {
  return {
    async branch({ owner, name }, branch) {
      const route = 'GET /repos/{owner}/{repo}/git/ref/{ref}';
      const parameters = { owner, repo: name, ref: `heads/${branch}` };
      try {
        const { data } = await api.call(route, parameters);
        return parseRef(data, describe(route, parameters));
      } catch (error) {
        if (error instanceof GithubError && error.failure === 'not-found') return undefined;
        throw error;
      }
    },
    async branches({ owner, name }, prefix) {
      const route = 'GET /repos/{owner}/{repo}/git/matching-refs/{ref}';
      const parameters = { owner, repo: name, ref: `heads/${prefix}` };
      const request = describe(route, parameters);
      const found = new Map<string, string>();
      for (const row of rows((await api.call(route, parameters)).data, request)) {
        const ref = (row as { ref?: unknown } | null)?.ref;
        if (typeof ref === 'string' && ref.startsWith('refs/heads/')) found.set(ref.slice(11), parseRef(row, request));
      }
      return found;
    },
    async createBranch({ owner, name }, branch, sha) {
      await api.call('POST /repos/{owner}/{repo}/git/refs', { owner, repo: name, ref: `refs/heads/${branch}`, sha });
    },
    async moveBranch({ owner, name }, branch, sha, options = {}) {
      await api.call('PATCH /repos/{owner}/{repo}/git/refs/{ref}', {
        owner,
        repo: name,
        ref: `heads/${branch}`,
        sha,
        force: options.force === true,
      });
    },
    async deleteBranch({ owner, name }, branch) {
      await api.call('DELETE /repos/{owner}/{repo}/git/refs/{ref}', { owner, repo: name, ref: `heads/${branch}` });
    },
  };
}
