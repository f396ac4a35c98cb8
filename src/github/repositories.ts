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
        return;
      } catch (error) {
        if (listed || !(error instanceof GithubError) || error.failure !== 'not-found') throw error;
      }
      // A user, not an organization: GitHub lists a user's public repositories only, so an installation
      // token's own list (the private ones it was given too) comes first, where the token is one and holds any.
      const ownedBy = (r: Repository): boolean => r.fullName.split('/')[0]?.toLowerCase() === owner.toLowerCase();
      let installation: Repository[] | undefined = [];
      try {
        for await (const page of list('GET /installation/repositories', {}, 'repositories'))
          installation.push(...page.filter(ownedBy));
      } catch (error) {
        if (!(error instanceof GithubError) || (error.failure !== 'forbidden' && error.failure !== 'bad-credentials'))
          throw error;
        installation = undefined;
      }
      if (installation !== undefined && installation.length > 0) {
        yield installation;
        return;
      }
      yield* list('GET /users/{username}/repos', { username: owner, type: 'owner', sort: 'full_name' });
    },
    listForInstallation: () => list('GET /installation/repositories', {}, 'repositories'),
    async get({ owner, name }) {
      const { data } = await api.call('GET /repos/{owner}/{repo}', { owner, repo: name });
      return parseRepository(data, `GET /repos/${owner}/${name}`);
    },
  };
}
