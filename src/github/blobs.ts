/** Blobs: a file's bytes by its sha, decoded from GitHub's base64 and bounded in size. */
import { parseBlob } from './answers.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { RepositoryRef } from './types.ts';

export interface Blobs {
  /** A blob's bytes; a `too-large` GithubError past `maxBytes` (the limits' `blobMaxBytes` unless given). */
  read(repository: RepositoryRef, sha: string, options?: { readonly maxBytes?: number }): Promise<Buffer>;
}

export function blobs(api: GithubRequests): Blobs {
  return {
    async read({ owner, name }, sha, options = {}) {
      const route = 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}';
      const parameters = { owner, repo: name, file_sha: sha };
      const { data } = await api.call(route, parameters);
      return parseBlob(data, describe(route, parameters), options.maxBytes ?? api.limits.blobMaxBytes);
    },
  };
}
