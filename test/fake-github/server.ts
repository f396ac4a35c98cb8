/**
 * A fake GitHub REST API: a real HTTP server on 127.0.0.1 that keeps its state in memory and
 * records every request (method, path, token, body, time, status). It answers what the action
 * asks of GitHub with the documented shapes: who a token is, issue comments and reviews (the pull
 * request comment, `suggest`), and what a campaign across repositories needs: repositories listed
 * (paged), trees, blobs and contents, the git database written (trees, commits, refs), pull
 * requests, code search and the rate limit; with GitHub's limits (a primary budget, secondary
 * limits on writes) and faults injected on demand, optionally under a path prefix as GitHub
 * Enterprise Server serves `/api/v3`. README.md describes it; the rest of this folder holds the
 * parts, one concern each.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeGithub, FakeGithubOptions, FakeGithubRequest } from './api.ts';
import { COMMENT_ROUTES, graphql } from './comment-routes.ts';
import { faultReply, FaultQueue } from './faults.ts';
import { GIT_READ_ROUTES } from './git-read-routes.ts';
import { GIT_WRITE_ROUTES } from './git-write-routes.ts';
import { FakeLimits } from './limits.ts';
import { PULL_ROUTES } from './pull-routes.ts';
import { notFound, type RouteContext } from './replies.ts';
import { REPOSITORY_ROUTES } from './repository-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { FakeGithubState } from './state.ts';

export type * from './api.ts';
export { generateOrganization } from './generate.ts';

export async function startFakeGithub(options: FakeGithubOptions): Promise<FakeGithub> {
  const now = options.now ?? Date.now;
  const state = new FakeGithubState(options, now);
  const limits = new FakeLimits(options.limits ?? {}, now);
  const faults = new FaultQueue();
  const requests: FakeGithubRequest[] = [];
  const prefix = (options.pathPrefix ?? '').replace(/\/+$/, '');
  // GitHub Enterprise Server serves GraphQL beside the REST prefix: /api/graphql, not /api/v3/graphql.
  const graphqlPath = prefix.endsWith('/v3') ? `${prefix.slice(0, -3)}/graphql` : `${prefix}/graphql`;
  const routes = [
    ...COMMENT_ROUTES,
    ...REPOSITORY_ROUTES,
    ...GIT_READ_ROUTES,
    ...GIT_WRITE_ROUTES,
    ...PULL_ROUTES,
    ...searchRoutes(limits),
  ];
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? '';
    const url = new URL(req.url ?? '/', origin);
    const scheme = options.bearerOnly === true ? /^bearer (.+)$/i : /^(?:token|bearer) (.+)$/i;
    const token = scheme.exec(req.headers.authorization ?? '')?.[1];
    let body: unknown;
    let unreadable = false;
    try {
      body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      unreadable = true;
      body = raw;
    }
    const record: FakeGithubRequest = {
      method,
      path: `${url.pathname}${url.search}`,
      ...(token && { token }),
      ...(body !== undefined && { body }),
      time: now(),
    };
    requests.push(record);
    const send = (status: number, data: unknown, headers: Readonly<Record<string, string>> = {}): void => {
      record.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(status === 204 || data === undefined ? undefined : JSON.stringify(data));
    };

    const isGraphql = url.pathname === graphqlPath;
    if (!isGraphql && prefix !== '' && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
      return send(404, { message: 'Not Found', status: '404' });
    }
    const apiPath = isGraphql ? '/graphql' : url.pathname.slice(prefix.length) || '/';
    const fault = faults.take(method, `${apiPath}${url.search}`);
    if (fault?.kind === 'reset') {
      record.status = 0;
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'silent') return;
    const replaced = fault === undefined ? undefined : faultReply(fault, now());
    if (replaced !== undefined) return send(replaced.status, replaced.body, replaced.headers);

    const identity = state.identify(token);
    if (token === undefined || identity === undefined) {
      return send(401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    }
    if (unreadable) return send(400, { message: 'Problems parsing JSON', status: '400' });
    const resource = apiPath === '/search/code' ? 'code_search' : 'core';
    const query = isGraphql && typeof body === 'object' ? String((body as { query?: unknown }).query ?? '') : '';
    const contentCreating = method !== 'GET' && method !== 'HEAD' && !(isGraphql && !/^\s*mutation\b/.test(query));
    if (apiPath !== '/rate_limit') {
      const refusal = limits.take(token, resource, contentCreating, identity.kind === 'installation');
      if (refusal !== undefined) return send(refusal.status, refusal.body, refusal.headers);
    }
    const answerHeaders = { ...limits.headers(token, resource), ...(fault?.kind === 'headers' ? fault.headers : {}) };
    const context: RouteContext = {
      method,
      url,
      path: apiPath,
      query: url.searchParams,
      body,
      token,
      identity,
      state,
      api: `${origin}${prefix}`,
      send: (status, data, headers = {}) =>
        send(status, fault?.kind === 'rewrite' ? fault.rewrite(data) : data, { ...answerHeaders, ...headers }),
    };
    if (isGraphql) return method === 'POST' ? graphql(context) : notFound(context);
    for (const route of routes) {
      if (route.method !== method) continue;
      const match = route.path.exec(apiPath);
      if (match === null) continue;
      let params: string[];
      try {
        params = match
          .slice(1)
          .map((p) => (p === undefined ? '' : options.rawPaths === true ? p : decodeURIComponent(p)));
      } catch {
        return notFound(context);
      }
      return route.handle(context, params);
    }
    notFound(context);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${prefix}`,
    origin,
    comments: state.comments,
    reviews: state.reviews,
    reviewComments: state.reviewComments,
    requests,
    pulls: state.pulls,
    setDiff(repository, pull, lines) {
      state.diffs.set(`${repository}#${pull}`, lines);
    },
    seed(repository, issue, bodies, author = { user: 'someone', userType: 'User' }) {
      for (const text of bodies) state.comments.push({ id: state.id(), body: text, issue, repository, ...author });
    },
    refuseWrites(kind) {
      state.refusal = kind;
    },
    addRepository: (seed) => void state.addRepository(seed),
    branch: (repository, branch) => state.mustGet(repository).refs.get(`refs/heads/${branch}`),
    files: (repository, refOrSha) => state.files(repository, refOrSha),
    commit: (sha) => state.objects.commits.get(sha),
    pushCommit: (repository, branch, push) => state.pushCommit(repository, branch, push),
    closePull: (repository, number, closing = {}) => state.closePull(repository, number, closing.merge === true),
    injectFault: (rule) => faults.inject(rule),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
