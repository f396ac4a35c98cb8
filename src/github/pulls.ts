/**
 * Pull requests: those from a branch (listed as `owner:branch`: GitHub ignores a bare branch name
 * there and lists every pull request), one read, opened from the bare branch name (as GitHub
 * documents for a branch of the same repository; a second for the same branch is the
 * `already-exists` cause), and edited or closed.
 */
import { parsePull, rows } from './answers.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { PullRequest, RepositoryRef } from './types.ts';

export interface PullQuery {
  /** A branch of the repository's own owner. */
  readonly head?: string;
  readonly base?: string;
  /** `all` unless given. */
  readonly state?: 'open' | 'closed' | 'all';
}

export interface NewPull {
  readonly title: string;
  readonly body: string;
  /** A branch of the repository's own owner. */
  readonly head: string;
  readonly base: string;
  readonly draft?: boolean;
}

export interface Pulls {
  /** Every pull request the query selects, newest first. */
  list(repository: RepositoryRef, query?: PullQuery): Promise<PullRequest[]>;
  get(repository: RepositoryRef, number: number): Promise<PullRequest>;
  create(repository: RepositoryRef, pull: NewPull): Promise<PullRequest>;
  update(
    repository: RepositoryRef,
    number: number,
    change: { readonly title?: string; readonly body?: string; readonly state?: 'open' | 'closed' },
  ): Promise<PullRequest>;
}

export function pulls(api: GithubRequests): Pulls {
  return {
    async list({ owner, name }, query = {}) {
      const route = 'GET /repos/{owner}/{repo}/pulls';
      const parameters = {
        owner,
        repo: name,
        state: query.state ?? 'all',
        ...(query.head !== undefined && { head: `${owner}:${query.head}` }),
        ...(query.base !== undefined && { base: query.base }),
      };
      const found: PullRequest[] = [];
      for await (const page of api.pages(route, parameters, (data, request) => rows(data, request))) {
        found.push(...page.map((row) => parsePull(row, describe(route, parameters))));
      }
      return found;
    },
    async get({ owner, name }, number) {
      const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}';
      const parameters = { owner, repo: name, pull_number: number };
      return parsePull((await api.call(route, parameters)).data, describe(route, parameters));
    },
    async create({ owner, name }, pull) {
      const route = 'POST /repos/{owner}/{repo}/pulls';
      const { data } = await api.call(route, {
        owner,
        repo: name,
        title: pull.title,
        body: pull.body,
        // GitHub documents the bare branch for a pull request within one repository; `owner:branch` is for forks.
        head: pull.head,
        base: pull.base,
        draft: pull.draft === true,
      });
      return parsePull(data, describe(route, { owner, repo: name }));
    },
    async update({ owner, name }, number, change) {
      const route = 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}';
      const parameters = { owner, repo: name, pull_number: number };
      return parsePull((await api.call(route, { ...parameters, ...change })).data, describe(route, parameters));
    },
  };
}
