/**
 * The PATCH of a module version: deprecate, undeprecate, revoke or unrevoke, with the rules the
 * reference leaves open decided here and switchable by options (see README.md).
 */
import type { ServiceView } from './api.ts';
import { changeLifecycle } from './lifecycle-rules.ts';
import { parsePatchBody } from './patch-body.ts';
import type { RecordedRequest } from './request-log.ts';
import {
  JSON_API,
  POINTER,
  REVOCATION_POINTER,
  jsonApi,
  jsonApiError,
  mediaType,
  notFound,
  type Reply,
} from './replies.ts';
import type { Route } from './paths.ts';
import type { DeprecationView, TokenAccess, VersionRecord } from './state.ts';

export const REASON_SUFFIX = ' Applies will be blocked in 15 days.';

/** PATCH /api/v2/organizations/:org/registry-modules/private/:namespace/:name/:provider/:version */
export function patchVersion(
  service: ServiceView,
  access: TokenAccess,
  route: Extract<Route, { kind: 'patch-version' }>,
  record: RecordedRequest,
): Reply {
  const path = record.path;
  // Existence is hidden from anyone who may not act on it: all of these are the same 404.
  if (
    !access.organizations.includes(route.org) ||
    !service.state.hasOrganization(route.org) ||
    route.org !== route.namespace ||
    !access.canManagePrivateRegistry
  ) {
    return notFound(path);
  }
  const version = service.state.version(route.namespace, route.name, route.provider, route.version);
  if (version === undefined) return notFound(path);
  if (mediaType(record.headers['content-type']) !== JSON_API) {
    return jsonApiError(path, {
      status: '415',
      title: 'unsupported media type',
      detail: `Content-Type must be ${JSON_API}.`,
    });
  }
  const parsed = parsePatchBody(record.body);
  if ('errors' in parsed) return { status: 422, headers: { 'content-type': JSON_API }, body: JSON.stringify(parsed) };
  if (parsed.status === 'Revoked' || parsed.status === 'Unrevoked')
    return patchRevocation(service, path, version, parsed);
  if (parsed.status === 'Undeprecated') {
    const outcome = changeLifecycle(service.state, version, { to: 'undeprecated' }, service.options);
    if (outcome.refused !== undefined) {
      return jsonApiError(path, {
        status: '422',
        title: 'invalid attribute',
        detail: 'A revoked module version cannot be undeprecated; unrevoke it first.',
        source: { pointer: `${POINTER}/deprecated-status` },
      });
    }
    return jsonApi(200, { data: { id: version.id, type: 'module-versions' } });
  }
  const outcome = changeLifecycle(service.state, version, {
    to: 'deprecated',
    reason: parsed.reason,
    link: parsed.link,
  });
  const d = outcome.deprecation as DeprecationView;
  const suffix = (service.options.appendReasonSuffix ?? true) ? REASON_SUFFIX : '';
  return jsonApi(200, {
    data: {
      id: version.id,
      type: 'module-versions',
      relationships: { deprecation: { data: { id: d.id, type: 'deprecations' } } },
    },
    included: [{ id: d.id, type: 'deprecations', attributes: { link: d.link, reason: d.reason + suffix } }],
  });
}

/** Revoke or unrevoke: the answer echoes `attributes.revocation` in PATCH casing (`Revoked`). */
function patchRevocation(
  service: ServiceView,
  path: string,
  version: VersionRecord,
  parsed: { status: 'Revoked'; message: string; link: string } | { status: 'Unrevoked' },
): Reply {
  if (!(service.options.revocation ?? true)) {
    if ((service.options.revocationUnsupportedStatus ?? 404) === 404) return notFound(path);
    return jsonApiError(path, {
      status: '422',
      title: 'invalid attribute',
      detail: 'Unknown attribute "revocation".',
      source: { pointer: REVOCATION_POINTER },
    });
  }
  const outcome = changeLifecycle(
    service.state,
    version,
    parsed.status === 'Revoked' ? { to: 'revoked', message: parsed.message, link: parsed.link } : { to: 'unrevoked' },
  );
  if (outcome.refused !== undefined) {
    const status = service.options.revokeNotDeprecatedStatus ?? 422;
    return jsonApiError(path, {
      status: String(status),
      title: status === 409 ? 'conflict' : status === 400 ? 'bad request' : 'invalid attribute',
      detail: 'A module version must be deprecated before it can be revoked.',
      source: { pointer: `${REVOCATION_POINTER}/status` },
    });
  }
  const echo =
    parsed.status === 'Revoked'
      ? { status: 'Revoked', message: parsed.message, link: parsed.link }
      : { status: 'Unrevoked', message: null, link: null };
  return jsonApi(200, {
    data: {
      id: version.id,
      type: 'registry-module-versions',
      attributes: { version: version.version, status: 'ok', revocation: echo },
    },
  });
}
