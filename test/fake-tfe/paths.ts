/**
 * Which route a request is for, from its method and its decoded path segments.
 */

export type Route =
  | { kind: 'patch-version'; org: string; namespace: string; name: string; provider: string; version: string }
  | { kind: 'list-versions'; namespace: string; name: string; provider: string }
  | { kind: 'read-version'; namespace: string; name: string; provider: string; version: string }
  | { kind: 'read-module'; org: string; namespace: string; name: string; provider: string }
  | { kind: 'read-module-version'; org: string; namespace: string; name: string; provider: string }
  | { kind: 'explorer'; org: string; csv: boolean }
  | { kind: 'list-modules'; org: string }
  | { kind: 'feature-sets'; org: string }
  | { kind: 'bulk-action'; org: string }
  | { kind: 'list-change-requests'; workspace: string }
  | { kind: 'change-request'; id: string }
  | { kind: 'unknown' };

/** Decoded path segments, or null when one is empty, undecodable, or holds '/' or '..'. */
export function pathSegments(rawPath: string): string[] | null {
  const pathname = rawPath.split('?')[0] ?? '';
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.includes('/') || segment.includes('..')) return null;
    segments.push(segment);
  }
  return segments;
}

export function matchRoute(method: string, rawPath: string): Route {
  const s = pathSegments(rawPath);
  if (s === null) return { kind: 'unknown' };
  const [a, b, c, d, e, f, g, h, i, j] = s as Array<string | undefined>;
  // PATCH /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider/:version
  if (method === 'PATCH' && s.length === 10 && a === 'api' && b === 'v2' && c === 'organizations') {
    if (e === 'registry-modules' && f === 'private') {
      return { kind: 'patch-version', org: d!, namespace: g!, name: h!, provider: i!, version: j! };
    }
  }
  // GET /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider/version?module_version=X
  if (method === 'GET' && s.length === 10 && a === 'api' && b === 'v2' && c === 'organizations' && j === 'version') {
    if (e === 'registry-modules' && f === 'private') {
      return { kind: 'read-module-version', org: d!, namespace: g!, name: h!, provider: i! };
    }
  }
  // GET /api/v2/organizations/:org/registry-modules
  if (method === 'GET' && s.length === 5 && a === 'api' && b === 'v2' && c === 'organizations') {
    if (e === 'registry-modules') return { kind: 'list-modules', org: d! };
  }
  // GET /api/v2/organizations/:org/explorer
  if (method === 'GET' && s.length === 5 && a === 'api' && b === 'v2' && c === 'organizations' && e === 'explorer') {
    return { kind: 'explorer', org: d!, csv: false };
  }
  // GET /api/v2/organizations/:org/explorer/export/csv
  if (method === 'GET' && s.length === 7 && a === 'api' && b === 'v2' && c === 'organizations' && e === 'explorer') {
    if (f === 'export' && g === 'csv') return { kind: 'explorer', org: d!, csv: true };
  }
  // GET /api/v2/organizations/:org/feature-sets
  if (
    method === 'GET' &&
    s.length === 5 &&
    a === 'api' &&
    b === 'v2' &&
    c === 'organizations' &&
    e === 'feature-sets'
  ) {
    return { kind: 'feature-sets', org: d! };
  }
  // POST /api/v2/organizations/:org/explorer/bulk-actions
  if (method === 'POST' && s.length === 6 && a === 'api' && b === 'v2' && c === 'organizations' && e === 'explorer') {
    if (f === 'bulk-actions') return { kind: 'bulk-action', org: d! };
  }
  // GET, POST or PATCH /api/v2/workspaces/change-requests/:id; GET /api/v2/change-requests/:id
  if (
    s.length === 5 &&
    a === 'api' &&
    b === 'v2' &&
    c === 'workspaces' &&
    d === 'change-requests' &&
    /^wscr-/.test(e!)
  ) {
    if (['GET', 'POST', 'PATCH'].includes(method)) return { kind: 'change-request', id: e! };
  }
  if (method === 'GET' && s.length === 4 && a === 'api' && b === 'v2' && c === 'change-requests') {
    return { kind: 'change-request', id: d! };
  }
  // GET /api/v2/workspaces/:workspace_name/change-requests
  if (
    method === 'GET' &&
    s.length === 5 &&
    a === 'api' &&
    b === 'v2' &&
    c === 'workspaces' &&
    e === 'change-requests'
  ) {
    return { kind: 'list-change-requests', workspace: d! };
  }
  // GET /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider
  if (method === 'GET' && s.length === 9 && a === 'api' && b === 'v2' && c === 'organizations') {
    if (e === 'registry-modules' && f === 'private') {
      return { kind: 'read-module', org: d!, namespace: g!, name: h!, provider: i! };
    }
  }
  // GET /api/registry/v1/modules/:namespace/:name/:provider/(versions|:version)
  if (method === 'GET' && s.length === 8 && a === 'api' && b === 'registry' && c === 'v1' && d === 'modules') {
    if (h === 'versions') return { kind: 'list-versions', namespace: e!, name: f!, provider: g! };
    return { kind: 'read-version', namespace: e!, name: f!, provider: g!, version: h! };
  }
  return { kind: 'unknown' };
}
