/**
 * The service's module-version deprecation API and registry read API, as typed calls. Knows
 * HTTP and JSON:API; knows nothing of GitHub Actions, so other front ends can reuse it.
 */
import type {
  Deprecation,
  DesiredState,
  ModuleAddress,
  ModuleRegistry,
  ServiceAddress,
  SetDeprecationResult,
  VersionState,
} from '../model.ts';
import { show } from '../validation.ts';
import { RegistryError, ResponseShapeError, printable } from './errors.ts';
import type { Transport } from './transport.ts';

const seg = (value: string): string => encodeURIComponent(value);
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export class RegistryClient implements ModuleRegistry {
  private readonly service: ServiceAddress;
  private readonly transport: Transport;

  constructor(service: ServiceAddress, transport: Transport) {
    this.service = service;
    this.transport = transport;
  }

  private registryPath(module: ModuleAddress): string {
    return `${this.service.baseUrl}/api/registry/v1/modules/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
  }

  /** Every version of a module with its deprecation, in one request. */
  async listVersions(module: ModuleAddress): Promise<VersionState[]> {
    const { body } = await this.transport.send('read versions', 'GET', `${this.registryPath(module)}/versions`);
    const document = parseJson(body, 'the versions list');
    const modules = (document as { modules?: unknown }).modules;
    if (!Array.isArray(modules)) {
      throw new ResponseShapeError(
        'the versions list has no `modules` array; is the hostname an HCP Terraform or Terraform Enterprise host?',
      );
    }
    return checkVersionsList(modules, module, this.service);
  }

  /**
   * The module's revoked versions, from the v2 module read (`revoked-versions`), one request per
   * module: the registry read API does not show revocation. Undefined when the service has no
   * revocation: the key is absent, or the read itself is not found (older releases).
   */
  async readRevokedVersions(module: ModuleAddress): Promise<ReadonlySet<string> | undefined> {
    // A private module's namespace is its organization.
    const url = `${this.service.baseUrl}/api/v2/organizations/${seg(module.namespace)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
    let body: string;
    try {
      ({ body } = await this.transport.send('read revocations', 'GET', url));
    } catch (error) {
      if (error instanceof RegistryError && error.status === 404) return undefined;
      throw error;
    }
    const attributes = (parseJson(body, 'the module read') as { data?: { attributes?: Record<string, unknown> } }).data
      ?.attributes;
    const revoked = attributes?.['revoked-versions'];
    if (revoked === undefined || revoked === null) return undefined;
    if (!Array.isArray(revoked) || !revoked.every((v) => typeof v === 'string' && isRegistryVersion(v))) {
      throw new ResponseShapeError('the module read lists `revoked-versions` that are not versions');
    }
    return new Set(revoked as string[]);
  }

  /**
   * Deprecates a version or reverts its deprecation. Both are the same PATCH, told apart by the
   * body; a revert sends the status alone, exactly as the API reference shows.
   */
  async setDeprecation(
    organization: string,
    module: ModuleAddress,
    version: string,
    desired: DesiredState,
  ): Promise<SetDeprecationResult> {
    const url = `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}/${seg(version)}`;
    const deprecation = desired.deprecated
      ? { 'deprecated-status': 'Deprecated', reason: desired.reason, link: desired.link }
      : { 'deprecated-status': 'Undeprecated' };
    const { body } = await this.transport.send(desired.deprecated ? 'deprecate' : 'revert', 'PATCH', url, {
      data: { type: 'module-versions', attributes: { deprecation } },
    });
    return parseSetDeprecation(body);
  }
}

function parseJson(body: string, what: string): object {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) return parsed;
  } catch {
    // fall through
  }
  const preview = body.trim().slice(0, 60).replace(/\s+/g, ' ');
  throw new ResponseShapeError(
    `${what} answer is not JSON (starts with ${JSON.stringify(preview)}); a proxy or the wrong hostname may be in the way`,
  );
}

function parseDeprecation(value: unknown): Deprecation | null {
  // An older service without deprecation support has no key at all: read that as "not deprecated".
  if (value === null || value === undefined || typeof value !== 'object') return null;
  const d = value as { reason?: unknown; link?: unknown };
  return {
    reason: typeof d.reason === 'string' ? d.reason : '',
    link: typeof d.link === 'string' ? d.link : '',
  };
}

/**
 * A version as the registry stores it: MAJOR.MINOR.PATCH with optional pre-release and build
 * parts, by semver 2.0's grammar (the private registry only publishes such tags). It becomes a
 * path segment of a PATCH, so anything else (`..`, `1.0.0/../x`) is refused, never sent.
 */
const NUMBER = '(?:0|[1-9][0-9]*)';
const PRE_PART = '(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)';
const BUILD_PART = '[0-9A-Za-z-]+';
const VERSION_PATTERN = new RegExp(
  `^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-${PRE_PART}(?:\\.${PRE_PART})*)?(?:\\+${BUILD_PART}(?:\\.${BUILD_PART})*)?$`,
);
const MAX_VERSION_LENGTH = 128;

export function isRegistryVersion(text: string): boolean {
  return text.length <= MAX_VERSION_LENGTH && VERSION_PATTERN.test(text);
}

/**
 * The versions of `modules`, checked before anything acts on them: each entry is the module asked
 * for, each version is a version, and a version listed twice is one version. Two entries for one
 * version that disagree about its deprecation are refused: there is no telling which is current,
 * and acting on the wrong one would deprecate, revert or skip the wrong way; a re-run once the
 * service answers consistently is safe.
 */
export function checkVersionsList(
  modules: readonly unknown[],
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
): VersionState[] {
  const what = 'the versions list';
  const asked = `${module.namespace}/${module.name}/${module.provider}`;
  const byVersion = new Map<string, VersionState>();
  for (const entry of modules) {
    const source = (entry as { source?: unknown } | null)?.source;
    if (source !== undefined && !(typeof source === 'string' && sameModule(source, module, service))) {
      throw new ResponseShapeError(
        `${what} is for ${typeof source === 'string' ? printable(show(source)) : `a \`source\` of type ${typeof source}`}, not the module asked for (${asked}); nothing was changed. Check that \`hostname\` names the service itself, not a proxy or mirror that answers for other modules.`,
      );
    }
    const list = (entry as { versions?: unknown } | null)?.versions;
    for (const value of Array.isArray(list) ? (list as unknown[]) : []) {
      const state = parseVersionState(value, what);
      const seen = byVersion.get(state.version);
      if (seen === undefined) byVersion.set(state.version, state);
      else if (!sameDeprecation(seen.deprecation, state.deprecation)) {
        throw new ResponseShapeError(
          `${what} has version ${state.version} twice, once ${describeDeprecation(seen.deprecation)} and once ${describeDeprecation(state.deprecation)}; nothing was changed, since either could be stale. Run the step again later; if it persists, report it to the service's administrators.`,
        );
      }
    }
  }
  return [...byVersion.values()];
}

/** `namespace/name/provider`, or with this service's host in front; names compare without case. */
function sameModule(
  source: string,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
): boolean {
  const parts = source.toLowerCase().split('/');
  if (parts.length === 4) {
    const host = parts.shift();
    if (host !== service.host.toLowerCase() && host !== service.hostname.toLowerCase()) return false;
  }
  return (
    parts.length === 3 &&
    parts[0] === module.namespace.toLowerCase() &&
    parts[1] === module.name.toLowerCase() &&
    parts[2] === module.provider.toLowerCase()
  );
}

function sameDeprecation(a: Deprecation | null, b: Deprecation | null): boolean {
  return a === null || b === null ? a === b : a.reason === b.reason && a.link === b.link;
}

function describeDeprecation(d: Deprecation | null): string {
  return d === null ? 'not deprecated' : `deprecated (reason ${printable(show(d.reason))})`;
}

function parseVersionState(value: unknown, what: string): VersionState {
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version !== 'string') throw new ResponseShapeError(`${what} has an entry without a version`);
  if (!isRegistryVersion(version)) {
    throw new ResponseShapeError(
      `${what} has an entry whose version, ${printable(show(version))}, is not a version (MAJOR.MINOR.PATCH such as 1.2.0); nothing was changed. Check that \`hostname\` names an HCP Terraform or Terraform Enterprise host.`,
    );
  }
  return { version, deprecation: parseDeprecation((value as { deprecation?: unknown }).deprecation) };
}

function parseSetDeprecation(body: string): SetDeprecationResult {
  // A 200 is what matters; the body only adds ids, so a body we cannot read is not a failure.
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return {};
  }
  const data = (document as { data?: Record<string, unknown> } | null)?.data;
  const relation = (data?.relationships as { deprecation?: { data?: { id?: unknown } } } | undefined)?.deprecation
    ?.data;
  // Ids look like `dep-9CmCnXPxFuNJE9W5`; anything else is not printed or passed on.
  const deprecationId = typeof relation?.id === 'string' && ID_PATTERN.test(relation.id) ? relation.id : undefined;
  const included = (document as { included?: unknown }).included;
  const resource = Array.isArray(included)
    ? (included as Array<{ type?: unknown; id?: unknown; attributes?: Record<string, unknown> }>).find(
        (r) => r?.type === 'deprecations' && (deprecationId === undefined || r.id === deprecationId),
      )
    : undefined;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  return {
    ...(typeof data?.id === 'string' && { moduleVersionId: data.id }),
    ...(deprecationId !== undefined && { deprecationId }),
    ...(text(resource?.attributes?.reason) !== undefined && { reason: text(resource?.attributes?.reason) }),
    ...(text(resource?.attributes?.link) !== undefined && { link: text(resource?.attributes?.link) }),
  };
}
