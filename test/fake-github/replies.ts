/**
 * What every route shares: the request as a route sees it, GitHub's error bodies in its own words,
 * paging with a Link header as GitHub writes it, and the access checks on a repository.
 */
import type { FakeIdentity } from './api.ts';
import { refusalReply } from './faults.ts';
import type { FakeGithubState, Repository } from './state.ts';

export interface RouteContext {
  readonly method: string;
  readonly url: URL;
  /** The API path (the prefix taken off), still percent-encoded. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly token: string;
  readonly identity: FakeIdentity;
  readonly state: FakeGithubState;
  /** The API base URL, prefix included, for the URLs answers carry. */
  readonly api: string;
  send(status: number, data?: unknown, headers?: Readonly<Record<string, string>>): void;
}

export interface Route {
  readonly method: string;
  /** Matched against the API path; its groups, decoded, are the handler's parameters. */
  readonly path: RegExp;
  handle(context: RouteContext, params: readonly string[]): void;
}

const DOCS = 'https://docs.github.com/rest';

export const notFound = (c: RouteContext): void =>
  c.send(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });

/** A 422 with GitHub's one-line message (`Reference already exists`, `Update is not a fast forward`). */
export const unprocessable = (c: RouteContext, message: string): void =>
  c.send(422, { message, documentation_url: DOCS, status: '422' });

/** A 422 `Validation Failed` with its errors, as GitHub answers a pull request it will not open. */
export const validationFailed = (c: RouteContext, errors: readonly unknown[]): void =>
  c.send(422, { message: 'Validation Failed', errors, documentation_url: DOCS, status: '422' });

/** What GitHub answers a token that may read a repository but not write it. */
export function writeDenied(c: RouteContext): void {
  const message =
    c.identity.kind === 'installation'
      ? 'Resource not accessible by integration'
      : 'Resource not accessible by personal access token';
  c.send(
    403,
    { message, documentation_url: DOCS, status: '403' },
    { 'x-accepted-github-permissions': 'contents=write; pull_requests=write; issues=write' },
  );
}

/**
 * The repository a route is about, if the token may do what it needs there; else the answer
 * GitHub gives is sent (404 for one it cannot see, 403 for a write it may not make) and undefined.
 */
export function repositoryFor(c: RouteContext, fullName: string, need: 'read' | 'write'): Repository | undefined {
  const repository = c.state.repository(fullName);
  const access = c.state.accessOf(c.token, c.identity, fullName);
  if (repository === undefined || access === 'none') {
    notFound(c);
    return undefined;
  }
  if (need === 'write' && access === 'read') {
    writeDenied(c);
    return undefined;
  }
  if (need === 'write' && repository.archived) {
    c.send(403, { message: 'Repository was archived so is read-only.', documentation_url: DOCS, status: '403' });
    return undefined;
  }
  return repository;
}

/** GitHub's answer for the git database of a repository with no commit yet. */
export const emptyRepository = (c: RouteContext): void =>
  c.send(409, { message: 'Git Repository is empty.', documentation_url: DOCS, status: '409' });

/**
 * One page of `all`, per `per_page` (default the fake's, at most 100) and `page`, with a Link
 * header naming the next, last, first and previous pages by their full URL, the query kept.
 */
export function page<T>(c: RouteContext, all: readonly T[]): { items: T[]; headers: Record<string, string> } {
  const asked = Number(c.query.get('per_page') ?? c.state.options.defaultPerPage ?? 30);
  const perPage = Math.min(100, Math.max(1, Number.isFinite(asked) ? Math.floor(asked) : 30));
  const number = Math.max(1, Math.floor(Number(c.query.get('page') ?? 1)) || 1);
  const last = Math.max(1, Math.ceil(all.length / perPage));
  const link = (p: number, rel: string): string => {
    const target = new URL(c.url.toString());
    target.searchParams.set('per_page', String(perPage));
    target.searchParams.set('page', String(p));
    return `<${target.toString()}>; rel="${rel}"`;
  };
  const links = [
    ...(number < last ? [link(number + 1, 'next'), link(last, 'last')] : []),
    ...(number > 1 ? [link(1, 'first'), link(number - 1, 'prev')] : []),
  ];
  return {
    items: all.slice((number - 1) * perPage, number * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
}

/** Base64 as GitHub sends a file's content: lines of 60 characters, each ended by a newline. */
export function base64Lines(bytes: Buffer): string {
  const text = bytes.toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += 60) lines.push(`${text.slice(i, i + 60)}\n`);
  return lines.join('');
}

/** A field of the request body, if it is an object. */
export const field = (body: unknown, name: string): unknown =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;

/** How the answers name a user or a bot. */
export const userOf = (login: string): { login: string; id: number; type: 'User' | 'Bot' } => ({
  login,
  id: 7,
  type: login.endsWith('[bot]') ? 'Bot' : 'User',
});

/** Whether writes are being refused (`refuseWrites`): then GitHub's 403 is sent. */
export function writesRefused(c: RouteContext): boolean {
  if (c.state.refusal === undefined) return false;
  const reply = refusalReply(c.state.refusal, c.state.now());
  c.send(reply.status, reply.body, reply.headers);
  return true;
}
