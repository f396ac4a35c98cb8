/**
 * The service's module-version deprecation API and registry read API, as typed calls. Knows
 * HTTP and JSON:API; knows nothing of GitHub Actions, so other front ends can reuse it.
 */
import type {
  Deprecation,
  DesiredRevocation,
  DesiredState,
  ReadOptions,
  Revocation,
  SetRevocationResult,
  Usage,
  UsageReader,
  VersionUsage,
  ModuleAddress,
  ModuleRegistry,
  ServiceAddress,
  SetDeprecationResult,
  VersionState,
} from '../model.ts';
import { RegistryError, ResponseShapeError, RevocationUnavailableError, UsageAccessError } from './errors.ts';
import { readModuleExport, readModulePages, type ExplorerAttributes } from './explorer.ts';
import { parseScrubbedJson, type Scrub } from './scrub.ts';
import type { Transport } from './transport.ts';
import { printable, show } from '../text.ts';

/** A workspace name as HCP Terraform allows it. */
const WORKSPACE_NAME = /^[A-Za-z0-9_-]{1,90}$/;
/** The generic host Terraform Enterprise accepts for its own private registry. */
const GENERIC_REGISTRY_HOST = 'localterraform.com';

const seg = (value: string): string => encodeURIComponent(value);
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export class RegistryClient implements ModuleRegistry, UsageReader {
  private readonly service: ServiceAddress;
  private readonly transport: Transport;
  /** Organizations whose Explorer has no export for this token: their pages are read instead. */
  private readonly noExport = new Set<string>();

  constructor(service: ServiceAddress, transport: Transport) {
    this.service = service;
    this.transport = transport;
  }

  private registryPath(module: ModuleAddress): string {
    return `${this.service.baseUrl}/api/registry/v1/modules/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
  }

  /** Every version of a module with its deprecation, in one request. */
  async listVersions(module: ModuleAddress, options: ReadOptions = {}): Promise<VersionState[]> {
    const url = `${this.registryPath(module)}/versions`;
    const { body } = await this.transport.send('read versions', 'GET', url, undefined, options);
    const document = parseJson(body, 'the versions list', this.transport.scrub);
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
  async readRevokedVersions(
    module: ModuleAddress,
    options: ReadOptions = {},
  ): Promise<ReadonlySet<string> | undefined> {
    // A private module's namespace is its organization.
    const url = `${this.service.baseUrl}/api/v2/organizations/${seg(module.namespace)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
    let body: string;
    try {
      ({ body } = await this.transport.send('read revocations', 'GET', url, undefined, options));
    } catch (error) {
      if (error instanceof RegistryError && error.status === 404) return undefined;
      throw error;
    }
    const attributes = (
      parseJson(body, 'the module read', this.transport.scrub) as { data?: { attributes?: Record<string, unknown> } }
    ).data?.attributes;
    const revoked = attributes?.['revoked-versions'];
    if (revoked === undefined || revoked === null) return undefined;
    if (!Array.isArray(revoked) || !revoked.every((v) => typeof v === 'string' && isRegistryVersion(v))) {
      throw new ResponseShapeError('the module read lists `revoked-versions` that are not versions');
    }
    return new Set(revoked as string[]);
  }

  /**
   * One version's revocation, from the v2 one-version read: its message and link, or null when
   * it is not revoked (or the service shows no revocation for it).
   */
  async readRevocation(
    organization: string,
    module: ModuleAddress,
    version: string,
    options: ReadOptions = {},
  ): Promise<Revocation | null> {
    const url = `${this.modulePath(organization, module)}/version?module_version=${encodeURIComponent(version)}`;
    const { body } = await this.transport.send('read version', 'GET', url, undefined, options);
    const attributes = (
      parseJson(body, 'the version read', this.transport.scrub) as { data?: { attributes?: Record<string, unknown> } }
    ).data?.attributes;
    const revocation = attributes?.['revocation'];
    if (revocation === undefined || revocation === null || typeof revocation !== 'object') return null;
    const r = revocation as { status?: unknown; message?: unknown; link?: unknown };
    // Reads spell the status in lower case and answers to a PATCH capitalised: compare without case.
    if (typeof r.status !== 'string' || r.status.toLowerCase() !== 'revoked') return null;
    return { message: typeof r.message === 'string' ? r.message : '', link: typeof r.link === 'string' ? r.link : '' };
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
    return parseSetDeprecation(body, this.transport.scrub);
  }

  /**
   * Revokes a version or unrevokes it (back to deprecated): the same PATCH as a deprecation, with
   * `revocation` in place of `deprecation`. When the service refuses (404 or 422, as one without
   * revocation does), one read of the module tells whether it has revocation at all: if not, a
   * RevocationUnavailableError says which edition it needs; otherwise the refusal is thrown as is.
   */
  async setRevocation(
    organization: string,
    module: ModuleAddress,
    version: string,
    desired: DesiredRevocation,
  ): Promise<SetRevocationResult> {
    if (!isRegistryVersion(version)) {
      throw new Error(`${printable(show(version))} is not a version; nothing was sent`);
    }
    const url = `${this.modulePath(organization, module)}/${seg(version)}`;
    const revocation = desired.revoked
      ? { status: 'Revoked', message: desired.message, link: desired.link }
      : { status: 'Unrevoked' };
    const operation = desired.revoked ? 'revoke' : 'unrevoke';
    let body: string;
    try {
      ({ body } = await this.transport.send(operation, 'PATCH', url, {
        data: { type: 'module-versions', attributes: { revocation } },
      }));
    } catch (error) {
      if (error instanceof RegistryError && (error.status === 404 || error.status === 422)) {
        if ((await this.hasRevocation(organization, module)) === false) throw new RevocationUnavailableError(error);
      }
      throw error;
    }
    return parseSetRevocation(body, this.transport.scrub);
  }

  /**
   * Workspace usage of each version of a module, from Explorer: the unpaged export filtered to
   * the module where the service has it, else the paged query, whose paging must add up (see
   * explorer.ts); a read that cannot be shown complete fails rather than undercount. Rows are
   * matched on namespace, name and provider whatever form their `source` takes
   * (`HOST/ns/name/provider`, `private/ns/name/provider`, either with the version after it). A
   * token Explorer refuses (401, 403, 404) gives a UsageAccessError.
   */
  async listUsage(organization: string, module: ModuleAddress): Promise<Usage> {
    const explorerUrl = `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/explorer`;
    // `contains` matches every known spelling of the source; rows are checked again below.
    const filters = [
      { field: 'source', operator: 'contains', value: `${module.namespace}/${module.name}/${module.provider}` },
    ];
    const key = organization.toLowerCase();
    let entries: ExplorerAttributes[] | undefined;
    try {
      if (!this.noExport.has(key)) {
        entries = await readModuleExport(this.transport, explorerUrl, filters);
        // Not asked again in this run: the answer would be the same for every module.
        if (entries === undefined) this.noExport.add(key);
      }
      entries ??= await readModulePages(this.transport, explorerUrl, filters);
    } catch (error) {
      if (error instanceof RegistryError && [401, 403, 404].includes(error.status)) {
        throw new UsageAccessError(error);
      }
      throw error;
    }
    const rows: UsageRow[] = [];
    for (const attributes of entries) {
      const row = parseUsageRow({ attributes }, module, this.service);
      if (row !== undefined) rows.push(row);
    }
    return mergeUsage(rows);
  }

  /**
   * Whether the service has revocation, from the module read: false when it lists no
   * `revoked-versions`, undefined when that cannot be told (the read failed too).
   */
  private async hasRevocation(organization: string, module: ModuleAddress): Promise<boolean | undefined> {
    try {
      const { body } = await this.transport.send('read revocations', 'GET', this.modulePath(organization, module));
      const attributes = (JSON.parse(body) as { data?: { attributes?: Record<string, unknown> } } | null)?.data
        ?.attributes;
      if (attributes === undefined || attributes === null || typeof attributes !== 'object') return undefined;
      return Array.isArray(attributes['revoked-versions']);
    } catch {
      return undefined;
    }
  }

  private modulePath(organization: string, module: ModuleAddress): string {
    return `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
  }
}

/**
 * An answer's JSON, with the run's secrets scrubbed from every string in it: everything the
 * service says enters here (or through `answerDocument`, or parseApiErrors for errors).
 */
function parseJson(body: string, what: string, scrub: Scrub): object {
  try {
    const parsed = parseScrubbedJson(body, scrub);
    if (typeof parsed === 'object' && parsed !== null) return parsed;
  } catch {
    // fall through
  }
  // Scrubbed before it is cut, so a token across the cut is still found whole.
  const preview = scrub(body.trim().slice(0, 4096)).slice(0, 60).replace(/\s+/g, ' ');
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

/** The answer to a PATCH, if it is JSON: a 200 is what matters, the body only adds detail. */
function answerDocument(body: string, scrub: Scrub): unknown {
  try {
    return parseScrubbedJson(body, scrub);
  } catch {
    return undefined;
  }
}

function parseSetDeprecation(body: string, scrub: Scrub): SetDeprecationResult {
  const document = answerDocument(body, scrub);
  if (document === undefined) return {};
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

function parseSetRevocation(body: string, scrub: Scrub): SetRevocationResult {
  const document = answerDocument(body, scrub);
  if (document === undefined) return {};
  const data = (document as { data?: Record<string, unknown> } | null)?.data;
  const attributes = data?.attributes as { revocation?: unknown } | undefined;
  const echo = attributes?.revocation as { status?: unknown; message?: unknown; link?: unknown } | null | undefined;
  const status = typeof echo?.status === 'string' ? echo.status.toLowerCase() : undefined;
  return {
    ...(typeof data?.id === 'string' && ID_PATTERN.test(data.id) && { moduleVersionId: data.id }),
    ...((status === 'revoked' || status === 'unrevoked') && { status }),
    ...(typeof echo?.message === 'string' && { message: echo.message }),
    ...(typeof echo?.link === 'string' && { link: echo.link }),
  };
}

/** One Explorer row of the module asked for: its version, the workspaces named, and the count. */
interface UsageRow {
  readonly key: string;
  readonly version: string;
  readonly count: number;
  readonly names: readonly string[];
}

/**
 * The row when it is a version of `module` on this service, else undefined (another module, a
 * public module of the same name). What is used from a matching row is checked: a version that is
 * not one, a count that is not a count, or a workspace name that is not one refuses the answer.
 */
export function parseUsageRow(
  entry: unknown,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
): UsageRow | undefined {
  const attributes = (entry as { attributes?: unknown } | null)?.attributes;
  if (typeof attributes !== 'object' || attributes === null) return undefined;
  const a = attributes as Record<string, unknown>;
  const { source, version } = a;
  if (typeof source !== 'string' || typeof version !== 'string') return undefined;
  if (!usageSourceMatches(source, a['registry-type'], version, module, service)) return undefined;
  const what = `the Explorer row for ${module.namespace}/${module.name}/${module.provider}`;
  if (!isRegistryVersion(version)) {
    throw new ResponseShapeError(`${what} has the version ${printable(show(version))}, which is not a version`);
  }
  const listed = a.workspaces;
  if (listed !== undefined && listed !== null && typeof listed !== 'string') {
    throw new ResponseShapeError(`${what} ${version} lists its workspaces as a ${typeof listed}, not a string`);
  }
  const names = [
    ...new Set(
      (listed ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
  for (const name of names) {
    if (!WORKSPACE_NAME.test(name)) {
      throw new ResponseShapeError(
        `${what} ${version} names a workspace ${printable(show(name))}, which is not a workspace name`,
      );
    }
  }
  const counted = a['workspace-count'];
  if (counted !== undefined && !(typeof counted === 'number' && Number.isSafeInteger(counted) && counted >= 0)) {
    throw new ResponseShapeError(`${what} ${version} has a workspace count that is not a count`);
  }
  return {
    key: `${source.toLowerCase()}@${version}`,
    version,
    count: Math.max(typeof counted === 'number' ? counted : 0, names.length),
    names,
  };
}

/**
 * Whether a row's `source` names `module` on this service. The form is not documented, so each
 * seen or plausible one is read: `HOST/ns/name/provider` with this service's host (or Terraform
 * Enterprise's generic `localterraform.com`), `private/ns/name/provider`, either followed by the
 * row's version, and a bare `ns/name/provider` only when the row says it is private (bare, it is
 * the public registry's), each possibly with a submodule path (`//modules/x`). Names compare
 * without case.
 */
export function usageSourceMatches(
  source: string,
  registryType: unknown,
  version: string,
  module: ModuleAddress,
  service: Pick<ServiceAddress, 'host' | 'hostname'>,
): boolean {
  const type = typeof registryType === 'string' ? registryType.toLowerCase() : undefined;
  if (type === 'public') return false;
  // A submodule (`…/aws//modules/x`) comes in the module's package: a workspace that uses it
  // uses the version, and a safe revoke must count it.
  const parts = source
    .toLowerCase()
    .replace(/\/\/.*$/, '')
    .split('/');
  if (parts.length === 5) {
    if (parts.pop() !== version.toLowerCase()) return false;
  }
  if (parts.length === 4) {
    const host = parts.shift();
    const ours = [service.host.toLowerCase(), service.hostname.toLowerCase(), 'private', GENERIC_REGISTRY_HOST];
    if (host === undefined || !ours.includes(host)) return false;
  } else if (parts.length !== 3 || type !== 'private') {
    return false;
  }
  return (
    parts[0] === module.namespace.toLowerCase() &&
    parts[1] === module.name.toLowerCase() &&
    parts[2] === module.provider.toLowerCase()
  );
}

/**
 * Usage per version. A row seen twice (on two pages) counts once. Rows of one version under two
 * spellings of its source are added up: exactly (the union of names) when each names all it
 * counts, else as the sum of their counts.
 */
function mergeUsage(rows: readonly UsageRow[]): Usage {
  const seen = new Set<string>();
  const byVersion = new Map<string, UsageRow[]>();
  for (const row of rows) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    byVersion.set(row.version, [...(byVersion.get(row.version) ?? []), row]);
  }
  const usage = new Map<string, VersionUsage>();
  for (const [version, parts] of byVersion) {
    const names = [...new Set(parts.flatMap((p) => p.names))].sort();
    const complete = parts.every((p) => p.names.length === p.count);
    const count = complete
      ? names.length
      : Math.max(
          names.length,
          parts.reduce((sum, p) => sum + p.count, 0),
        );
    if (count > 0) usage.set(version, { count, names });
  }
  return usage;
}
