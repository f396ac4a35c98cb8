/**
 * The service's answer to a request: authentication first, then the handler of its route
 * (paths.ts tells which): registry-routes.ts, lifecycle-routes.ts, and Explorer here, its paging
 * in explorer.ts.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { ServiceView } from './api.ts';
import { bulkAction, changeRequest, featureSets, listChangeRequests } from './change-requests.ts';
import { explorerCsv, explorerPage } from './explorer.ts';
import { patchVersion } from './lifecycle-routes.ts';
import { listModules } from './module-list.ts';
import { matchRoute } from './paths.ts';
import { readModule, readRegistry } from './registry-routes.ts';
import type { Auth, RecordedRequest } from './request-log.ts';
import { jsonApi, jsonApiError, notFound, type Reply } from './replies.ts';
import type { TokenAccess } from './state.ts';

/** The service's answer to a request that met no fault: authentication, then its route. */
export function answer(service: ServiceView, record: RecordedRequest, auth: Auth): Reply {
  const path = record.path;
  if (auth.kind !== 'bearer') {
    const detail =
      auth.kind === 'missing'
        ? 'An Authorization header with a bearer token is required.'
        : 'The Authorization header must be "Bearer <token>".';
    return jsonApiError(path, { status: '401', title: 'unauthorized', detail });
  }
  const access = service.state.tokenAccess(auth.token);
  if (access === undefined) {
    // Never echo the token: clients may print error details.
    return jsonApiError(path, {
      status: '401',
      title: 'unauthorized',
      detail: 'The token is invalid or has been revoked.',
    });
  }

  const route = matchRoute(record.method, path);
  switch (route.kind) {
    case 'unknown':
      return notFound(path);
    case 'list-versions':
    case 'read-version':
      return readRegistry(service, access, route);
    case 'read-module':
    case 'read-module-version':
      return readModule(service, access, route, path);
    case 'explorer':
      return explorer(service, path, access, route.org, route.csv);
    case 'list-modules':
      return listModules(service, path, access, route.org);
    case 'patch-version':
      return patchVersion(service, access, route, record);
    case 'feature-sets':
      return featureSets(service, path, access, route.org);
    case 'bulk-action':
      return bulkAction(service, record, access, route.org);
    case 'list-change-requests':
      return listChangeRequests(service, path, access, route.workspace);
    case 'change-request':
      return changeRequest(service, record, access, route.id);
  }
}

/** A project's id (`prj-…`), stable and derived from its name. */
const projectId = (org: string, project: string): string =>
  `prj-${createHash('sha256').update(`${org}/${project}`).digest('hex').slice(0, 16)}`;

/**
 * GET /api/v2/organizations/:org/explorer?type=modules|workspaces (paged, filtered, sorted) and
 * .../explorer/export/csv?type=… (the same rows, unpaged, as CSV): one access rule for both.
 */
function explorer(service: ServiceView, path: string, access: TokenAccess, org: string, csv: boolean): Reply {
  if (
    !access.organizations.includes(org) ||
    !service.state.hasOrganization(org) ||
    !(service.options.explorer ?? true)
  ) {
    return notFound(path);
  }
  if (!access.canReadExplorer) {
    if ((service.options.explorerDeniedStatus ?? 403) === 404) return notFound(path);
    return jsonApiError(path, {
      status: '403',
      title: 'forbidden',
      detail:
        'Explorer is available to the owners team, teams that may read all workspaces or projects, and the organization token.',
    });
  }
  const exportStatus = service.options.explorerExportStatus;
  if (csv && exportStatus !== undefined) {
    return jsonApiError(path, { status: String(exportStatus), title: STATUS_CODES[exportStatus] ?? 'error' });
  }
  const params = new URLSearchParams(path.split('?')[1] ?? '');
  const view = {
    rows: service.state.usageRows(org),
    workspaces: [...service.changeRequests.workspaces(org)].map(([name, id]) => {
      const project = service.state.workspaceProject(org, name);
      const repository = service.state.workspaceRepository(org, name);
      return { name, id, project, projectId: projectId(org, project), repository };
    }),
    form: service.options.explorerSourceForm ?? 'host',
    host: service.host,
    url: service.url,
    org,
    maxPageSize: service.options.explorerMaxPageSize ?? 100,
    ...(service.options.explorerPagingFault !== undefined && { pagingFault: service.options.explorerPagingFault }),
  };
  if (csv) {
    const answer = explorerCsv(params, view);
    if ('error' in answer) return jsonApiError(path, { status: '400', title: 'bad request', detail: answer.error });
    return { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' }, body: answer.csv };
  }
  const answer = explorerPage(params, view);
  if ('error' in answer) return jsonApiError(path, { status: '400', title: 'bad request', detail: answer.error });
  return jsonApi(200, answer.document);
}
