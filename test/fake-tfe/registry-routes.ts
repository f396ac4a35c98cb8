/**
 * The read routes of modules and their versions: the registry read API (versions list, one
 * version, each with its deprecation) and the v2 module reads (with `revoked-versions`, and one
 * version's revocation), all showing changes after the read lag.
 */
import type { ServiceView } from './api.ts';
import { jsonApi, jsonApiError, moduleId, notFound, registryJson, registryNotFound, type Reply } from './replies.ts';
import type { Route } from './paths.ts';
import type { FakeTfeState, TokenAccess, VersionRecord } from './state.ts';

type Module = NonNullable<ReturnType<FakeTfeState['module']>>;

/** GET /api/registry/v1/modules/:namespace/:name/:provider/(versions|:version) */
export function readRegistry(
  service: ServiceView,
  access: TokenAccess,
  route: Extract<Route, { kind: 'list-versions' | 'read-version' }>,
): Reply {
  const module = service.state.module(route.namespace, route.name, route.provider);
  if (module === undefined || !access.organizations.includes(route.namespace)) return registryNotFound();
  const lag = service.options.readLagMs ?? 0;
  const visible = (record: VersionRecord) => {
    const d = service.state.visibleDeprecation(record, lag);
    return d === null ? null : { reason: d.reason, link: d.link };
  };
  if (route.kind === 'list-versions') {
    const versions = [...module.versions.values()].map((v) => ({
      version: v.version,
      submodules: [],
      root: { dependencies: [], providers: [{ name: module.provider, version: '' }] },
      deprecation: visible(v),
    }));
    return registryJson({
      modules: [{ source: `${module.namespace}/${module.name}/${module.provider}`, versions }],
    });
  }
  const v = module.versions.get(route.version);
  if (v === undefined) return registryNotFound();
  return registryJson({
    id: `${module.namespace}/${module.name}/${module.provider}/${v.version}`,
    owner: '',
    namespace: module.namespace,
    name: module.name,
    version: v.version,
    provider: module.provider,
    description: module.description,
    source: '',
    published_at: v.publishedAt,
    downloads: 0,
    verified: false,
    deprecation: visible(v),
  });
}

/** GET /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider[/version] */
export function readModule(
  service: ServiceView,
  access: TokenAccess,
  route: Extract<Route, { kind: 'read-module' | 'read-module-version' }>,
  path: string,
): Reply {
  const module = service.state.module(route.namespace, route.name, route.provider);
  if (module === undefined || !access.organizations.includes(route.org) || route.org !== route.namespace) {
    return notFound(path);
  }
  const lag = service.options.readLagMs ?? 0;
  const knowsRevocation = service.options.revocation ?? true;
  if (route.kind === 'read-module-version') return readModuleVersion(service, path, module, lag, knowsRevocation);
  const versions = [...module.versions.values()];
  const attributes: Record<string, unknown> = {
    name: module.name,
    namespace: module.namespace,
    provider: module.provider,
    'registry-name': 'private',
    status: 'setup_complete',
    'version-statuses': versions.map((v) => ({ version: v.version, status: 'ok' })),
    'created-at': versions[0]?.publishedAt ?? '',
    'updated-at': versions[versions.length - 1]?.publishedAt ?? '',
    'no-code': false,
    permissions: { 'can-delete': access.canManagePrivateRegistry, 'can-resync': access.canManagePrivateRegistry },
  };
  if (knowsRevocation) {
    attributes['revoked-versions'] = versions
      .filter((v) => service.state.visible(v, lag).revocation !== null)
      .map((v) => v.version);
  }
  return jsonApi(200, {
    data: { id: moduleId(module.namespace, module.name), type: 'registry-modules', attributes },
  });
}

/** GET .../:provider/version?module_version=X: one version, its revocation in read casing (lowercase). */
function readModuleVersion(
  service: ServiceView,
  path: string,
  module: Module,
  lag: number,
  knowsRevocation: boolean,
): Reply {
  const wanted = new URLSearchParams(path.split('?')[1] ?? '').get('module_version');
  if (wanted === null || wanted === '') {
    return jsonApiError(path, {
      status: '400',
      title: 'bad request',
      detail: 'The query parameter module_version is required.',
    });
  }
  const v = module.versions.get(wanted);
  if (v === undefined) return notFound(path);
  const attributes: Record<string, unknown> = {
    version: v.version,
    status: 'ok',
    source: 'tfe-api',
    'created-at': v.publishedAt,
    'updated-at': v.publishedAt,
  };
  if (knowsRevocation) {
    const r = service.state.visible(v, lag).revocation;
    attributes.revocation = r === null ? null : { status: 'revoked', message: r.message, link: r.link };
  }
  return jsonApi(200, {
    data: {
      id: v.id,
      type: 'registry-module-versions',
      attributes,
      relationships: {
        'registry-module': { data: { id: moduleId(module.namespace, module.name), type: 'registry-modules' } },
      },
    },
  });
}
