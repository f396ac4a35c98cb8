/**
 * Repositories: every one an owner has that the token sees (an organization's, else a user's),
 * every one an installation token sees, and one by name; a page at a time, so a caller can start
 * on the first while the next is read.
 */
import { parseRepository, rows } from './answers.ts';
import { GithubError } from './errors.ts';
import type { GithubRequests } from './requests.ts';
import type { Repository, RepositoryRef } from './types.ts';

export interface Repositories {
  /** Every repository of `owner` the token sees: an organization's, else (GitHub answers 404) a user's. */
  listForOwner(owner: string): AsyncGenerator<readonly Repository[]>;
  /** Every repository an installation token sees (`GET /installation/repositories`). */
  listForInstallation(): AsyncGenerator<readonly Repository[]>;
  get(repository: RepositoryRef): Promise<Repository>;
}

export function repositories(api: GithubRequests): Repositories {
  async function* list(route: string, parameters: Record<string, unknown>, key?: string) {
    for await (const page of api.pages(route, parameters, (data, request) => rows(data, request, key))) {
      yield page.map((row) => parseRepository(row, route));
    }
  }
  return {
    async *listForOwner(owner) {
      let listed = false;
      try {
        for await (const page of list('GET /orgs/{org}/repos', { org: owner, type: 'all', sort: 'full_name' })) {
          listed = true;
          yield page;
        }
      } catch (error) {
        if (listed || !(error instanceof GithubError) || error.failure !== 'not-found') throw error;
        yield* list('GET /users/{username}/repos', { username: owner, type: 'owner', sort: 'full_name' });
      }
    },
    listForInstallation: () => list('GET /installation/repositories', {}, 'repositories'),
    async get({ owner, name }) {
      const { data } = await api.call('GET /repos/{owner}/{repo}', { owner, repo: name });
      return parseRepository(data, `GET /repos/${owner}/${name}`);
    },
  };
}
