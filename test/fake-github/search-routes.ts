/**
 * Code search as its legacy REST endpoint behaves (a candidate filter, never an inventory): the
 * qualifiers `org:`, `user:`, `repo:`, `path:`, `extension:`, `filename:` and `fork:`, words
 * matched with punctuation ignored, the default branch only, files under 384 KB, forks left out,
 * at most 1,000 results; and `GET /rate_limit`, which costs nothing.
 */
import type { FakeLimits } from './limits.ts';
import type { Repository } from './state.ts';
import { page, type Route, type RouteContext } from './replies.ts';

interface CodeQuery {
  readonly qualifiers: ReadonlyMap<string, readonly string[]>;
  readonly words: readonly string[];
}

const QUALIFIERS = new Set(['org', 'user', 'repo', 'path', 'extension', 'filename', 'fork', 'in', 'language']);

/** Words as code search sees them: runs of letters and digits, without case. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];

export function parseCodeQuery(q: string): CodeQuery {
  const qualifiers = new Map<string, string[]>();
  const words: string[] = [];
  for (const token of q.match(/"[^"]*"|\S+/g) ?? []) {
    const qualifier = /^([a-z]+):(.+)$/.exec(token);
    if (qualifier !== null && QUALIFIERS.has(qualifier[1] as string)) {
      const key = qualifier[1] as string;
      qualifiers.set(key, [...(qualifiers.get(key) ?? []), (qualifier[2] as string).replace(/^"|"$/g, '')]);
    } else {
      words.push(...wordsOf(token));
    }
  }
  return { qualifiers, words };
}

function inPath(path: string, wanted: string): boolean {
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const clean = wanted.replace(/^\/+|\/+$/g, '');
  return clean === '' ? folder === '' : folder === clean || folder.startsWith(`${clean}/`);
}

function matches(query: CodeQuery, repository: Repository, path: string, text: string): boolean {
  const q = (key: string): readonly string[] => query.qualifiers.get(key) ?? [];
  const name = path.slice(path.lastIndexOf('/') + 1);
  const lower = (list: readonly string[]) => list.map((v) => v.toLowerCase());
  const owners = lower([...q('org'), ...q('user')]);
  if (owners.length > 0 && !owners.includes(repository.owner.toLowerCase())) return false;
  if (q('repo').length > 0 && !lower(q('repo')).includes(repository.fullName.toLowerCase())) return false;
  if (q('path').length > 0 && !q('path').some((p) => inPath(path, p))) return false;
  if (q('extension').length > 0 && !q('extension').some((e) => name.endsWith(`.${e.replace(/^\./, '')}`))) return false;
  if (q('filename').length > 0 && !q('filename').some((f) => name === f || name.replace(/\.[^.]*$/, '') === f)) {
    return false;
  }
  if (query.words.length === 0) return true;
  const present = new Set(wordsOf(text));
  return query.words.every((w) => present.has(w));
}

export function searchRoutes(limits: FakeLimits): readonly Route[] {
  return [
    {
      method: 'GET',
      path: /^\/search\/code$/,
      handle(c) {
        const q = c.query.get('q') ?? '';
        if (q.trim() === '') {
          return c.send(422, {
            message: 'Validation Failed',
            errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
            status: '422',
          });
        }
        const perPage = Math.min(100, Number(c.query.get('per_page') ?? c.state.options.defaultPerPage ?? 30));
        if ((Number(c.query.get('page') ?? 1) - 1) * perPage >= 1000) {
          return c.send(422, { message: 'Only the first 1000 search results are available', status: '422' });
        }
        const query = parseCodeQuery(q);
        const fork = query.qualifiers.get('fork')?.[0];
        const found: Array<Record<string, unknown>> = [];
        for (const repository of c.state.repositories.values()) {
          if (c.state.accessOf(c.token, c.identity, repository.fullName) === 'none') continue;
          if (fork === 'only' ? !repository.fork : repository.fork && fork !== 'true') continue;
          const head = repository.refs.get(`refs/heads/${repository.defaultBranch}`);
          const tree = head === undefined ? undefined : c.state.objects.commits.get(head)?.tree;
          if (head === undefined || tree === undefined) continue;
          for (const entry of c.state.objects.list(tree, true)) {
            if (entry.type !== 'blob' || entry.mode === '120000' || (entry.size ?? 0) >= 384 * 1024) continue;
            const text = (c.state.objects.blobs.get(entry.sha) ?? Buffer.alloc(0)).toString('utf8');
            if (!matches(query, repository, entry.path, text)) continue;
            found.push({
              name: entry.path.slice(entry.path.lastIndexOf('/') + 1),
              path: entry.path,
              sha: entry.sha,
              url: `${c.api}/repos/${repository.fullName}/contents/${entry.path}?ref=${head}`,
              git_url: `${c.api}/repos/${repository.fullName}/git/blobs/${entry.sha}`,
              html_url: `https://github.com/${repository.fullName}/blob/${head}/${entry.path}`,
              repository: {
                id: repository.id,
                name: repository.name,
                full_name: repository.fullName,
                owner: { login: repository.owner },
                private: repository.private,
                fork: repository.fork,
              },
              score: 1,
            });
          }
        }
        const { items, headers } = page(c, found.slice(0, 1000));
        c.send(
          200,
          { total_count: found.length, incomplete_results: c.state.options.searchIncomplete === true, items },
          headers,
        );
      },
    },
    {
      method: 'GET',
      path: /^\/rate_limit$/,
      handle(c: RouteContext) {
        const core = limits.status(c.token, 'core');
        const search = limits.status(c.token, 'code_search');
        c.send(200, { resources: { core, search, code_search: search }, rate: core });
      },
    },
  ];
}
