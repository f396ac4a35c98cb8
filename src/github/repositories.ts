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
  const listForInstallation = () => list('GET /installation/repositories', {}, 'repositories');
  /** The installation's repositories of `owner`; none where the token is no installation's. */
  async function ownedInInstallation(owner: string): Promise<Repository[]> {
    const owned: Repository[] = [];
    try {
      for await (const page of listForInstallation())
        owned.push(...page.filter((r) => r.owner.toLowerCase() === owner.toLowerCase()));
    } catch (error) {
      if (error instanceof GithubError && (error.failure === 'forbidden' || error.failure === 'bad-credentials'))
        return [];
      throw error;
    }
    return owned;
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
      const owned = await ownedInInstallation(owner);
      if (owned.length > 0) {
        yield owned;
        return;
      }
      yield* list('GET /users/{username}/repos', { username: owner, type: 'owner', sort: 'full_name' });
    },
    listForInstallation,
    async get({ owner, name }) {
      const { data } = await api.call('GET /repos/{owner}/{repo}', { owner, repo: name });
      return parseRepository(data, `GET /repos/${owner}/${name}`);
    },
  };
}
