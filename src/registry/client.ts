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
import { ResponseShapeError } from './errors.ts';
import type { Transport } from './transport.ts';

export type { Deprecation, DesiredState, SetDeprecationResult, VersionState } from '../model.ts';

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
    // The list holds one entry for the module asked for; an empty list means no versions.
    const versions = modules.flatMap((m: unknown) => {
      const list = (m as { versions?: unknown } | null)?.versions;
      return Array.isArray(list) ? (list as unknown[]) : [];
    });
    return versions.map((v) => parseVersionState(v, 'the versions list'));
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

function parseVersionState(value: unknown, what: string): VersionState {
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version !== 'string') throw new ResponseShapeError(`${what} has an entry without a version`);
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
