/** An issue's or pull request's comments: every one (through every page), one made, one edited. */
import { parseComment, rows } from './answers.ts';
import { describe, type GithubRequests } from './requests.ts';
import type { IssueComment, RepositoryRef } from './types.ts';

export interface IssueComments {
  list(repository: RepositoryRef, issue: number): Promise<IssueComment[]>;
  create(repository: RepositoryRef, issue: number, body: string): Promise<IssueComment>;
  update(repository: RepositoryRef, id: number, body: string): Promise<IssueComment>;
}

export function issueComments(api: GithubRequests): IssueComments {
  return {
    async list({ owner, name }, issue) {
      const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
      const parameters = { owner, repo: name, issue_number: issue };
      const found: IssueComment[] = [];
      for await (const page of api.pages(route, parameters, (data, request) => rows(data, request))) {
        found.push(...page.map((row) => parseComment(row, describe(route, parameters))));
      }
      return found;
    },
    async create({ owner, name }, issue, body) {
      const route = 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments';
      const parameters = { owner, repo: name, issue_number: issue };
      return parseComment((await api.call(route, { ...parameters, body })).data, describe(route, parameters));
    },
    async update({ owner, name }, id, body) {
      const route = 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}';
      const parameters = { owner, repo: name, comment_id: id };
      return parseComment((await api.call(route, { ...parameters, body })).data, describe(route, parameters));
    },
  };
}
