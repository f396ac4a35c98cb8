/**
 * Branches: where one points, made, moved (only forward unless forced: GitHub's 422 is the
 * `not-fast-forward` cause) and deleted.
 */
import { parseRef } from './answers.ts';
import { GithubError } from './errors.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { RepositoryRef } from './types.ts';

export interface Refs {
  /** The commit a branch points at; undefined when there is no such branch. */
  branch(repository: RepositoryRef, branch: string): Promise<string | undefined>;
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

/**
 * A branch's ref below `git/ref(s)/`, for octokit's reserved expansion `{+ref}`: the slashes as
 * GitHub documents them (`heads/a/b`, where `{ref}` would send `heads%2Fa%2Fb`), each segment
 * encoded here, since a branch name (a repository's default one too) is not ours to trust.
 */
export const branchRef = (branch: string): string =>
  ['heads', ...branch.split('/')].map((segment) => encodeURIComponent(segment)).join('/');

export function refs(api: GithubRequests): Refs {
  return {
    async branch({ owner, name }, branch) {
      const route = 'GET /repos/{owner}/{repo}/git/ref/{+ref}';
      const parameters = { owner, repo: name, ref: branchRef(branch) };
      try {
        const { data } = await api.call(route, parameters);
        return parseRef(data, describe(route, parameters));
      } catch (error) {
        if (error instanceof GithubError && error.failure === 'not-found') return undefined;
        throw error;
      }
    },
    async createBranch({ owner, name }, branch, sha) {
      await api.call('POST /repos/{owner}/{repo}/git/refs', { owner, repo: name, ref: `refs/heads/${branch}`, sha });
    },
    async moveBranch({ owner, name }, branch, sha, options = {}) {
      await api.call('PATCH /repos/{owner}/{repo}/git/refs/{+ref}', {
        owner,
        repo: name,
        ref: branchRef(branch),
        sha,
        force: options.force === true,
      });
    },
    async deleteBranch({ owner, name }, branch) {
      await api.call('DELETE /repos/{owner}/{repo}/git/refs/{+ref}', { owner, repo: name, ref: branchRef(branch) });
    },
  };
}
