/**
 * Code search, as a filter of candidates and never an inventory: GitHub searches the default
 * branch only, files under 384 KB, lets at most 1,000 hits be read, and may answer before it
 * searched everything. `complete` says whether every hit it counts was read from a finished search.
 */
import { parseCodeSearch } from './answers.ts';
import type { GithubRequests } from './requests.ts';
import type { CodeHit, CodeSearchResult } from './types.ts';

export interface CodeSearch {
  /** The hits of a query in GitHub's legacy syntax (`org:`, `path:`, `extension:`, `filename:`, words), up to `maxResults` (1,000). */
  code(query: string, options?: { readonly maxResults?: number }): Promise<CodeSearchResult>;
}

export function codeSearch(api: GithubRequests): CodeSearch {
  return {
    async code(query, options = {}) {
      const most = Math.min(1000, options.maxResults ?? 1000);
      const hits: CodeHit[] = [];
      let total = 0;
      let finished = true;
      const route = 'GET /search/code';
      for await (const page of api.pages(route, { q: query }, (data, request) => {
        const result = parseCodeSearch(data, request);
        total = result.total;
        finished &&= result.complete;
        return result.hits;
      })) {
        hits.push(...(page as CodeHit[]));
        if (hits.length >= most) break;
      }
      const read = hits.slice(0, most);
      return { hits: read, total, complete: finished && read.length >= total };
    },
  };
}
