/**
 * GET /api/v2/organizations/:org/registry-modules: the organization's registry modules, paged as
 * the registry modules API pages them (`page[number]`, `page[size]`, `meta.pagination`, `links`),
 * with `filter[registry_name]` honoured. `moduleListPagingFault` makes it lie about its paging the
 * ways Explorer can (explorer.ts): repeat page 1, leave out `links`, miscount.
 */
import type { ServiceView } from './api.ts';
import { jsonApi, jsonApiError, notFound, type Reply } from './replies.ts';
import type { TokenAccess } from './state.ts';

export function listModules(service: ServiceView, path: string, access: TokenAccess, org: string): Reply {
  if (!access.organizations.includes(org) || !service.state.hasOrganization(org)) return notFound(path);
  const params = new URLSearchParams(path.split('?')[1] ?? '');
  const fault = service.options.moduleListPagingFault;
  const number = fault === 'repeat-first-page' ? 1 : pageParam(params.get('page[number]'), 1);
  const asked = pageParam(params.get('page[size]'), 20);
  if (number === undefined || asked === undefined) {
    return jsonApiError(path, {
      status: '400',
      title: 'bad request',
      detail: 'page[number] and page[size] must be positive integers.',
    });
  }
  const registry = params.get('filter[registry_name]');
  // Every module of this fake is private: a filter for the public registry lists none.
  const modules = registry === null || registry === 'private' ? service.state.modulesOf(org) : [];
  const size = Math.min(asked, service.options.moduleListMaxPageSize ?? 100);
  const totalPages = Math.max(1, Math.ceil(modules.length / size));
  const link = (page: number): string => {
    const linked = new URLSearchParams(params);
    linked.set('page[number]', String(page));
    linked.set('page[size]', String(size));
    return `${service.url}/api/v2/organizations/${encodeURIComponent(org)}/registry-modules?${linked.toString()}`;
  };
  const prev = number > 1 ? Math.min(number - 1, totalPages) : null;
  const next = number < totalPages ? number + 1 : null;
  const links = {
    self: link(number),
    first: link(1),
    prev: prev === null ? null : link(prev),
    next: next === null ? null : link(next),
    last: link(totalPages),
  };
  return jsonApi(200, {
    data: modules.slice((number - 1) * size, number * size).map((m) => ({
      id: `mod-${m.namespace}-${m.name}-${m.provider}`,
      type: 'registry-modules',
      attributes: {
        name: m.name,
        namespace: m.namespace,
        provider: m.provider,
        'registry-name': 'private',
        status: 'setup_complete',
        'version-statuses': [...m.versions.keys()].map((version) => ({ version, status: 'ok' })),
      },
    })),
    ...(fault !== 'omit-links' && { links }),
    meta: {
      pagination: {
        'current-page': number,
        'page-size': size,
        'prev-page': prev,
        'next-page': next,
        'total-pages': totalPages,
        'total-count': modules.length + (fault === 'wrong-count' ? 1 : 0),
      },
    },
  });
}

function pageParam(value: string | null, fallback: number): number | undefined {
  if (value === null) return fallback;
  return /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined;
}
