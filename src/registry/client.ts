/** The service's registry APIs as typed calls: HTTP and JSON:API, and nothing of GitHub Actions. */
import type {
  ChangeRequest,
  ChangeRequestBatch,
  ChangeRequestService,
  FeatureSet,
  FeatureSetReader,
  DesiredRevocation,
  DesiredState,
  ReadOptions,
  Revocation,
  SetRevocationResult,
  Usage,
  UsageReader,
  ModuleAddress,
  ModuleLister,
  ModuleRegistry,
  OrganizationUsage,
  OrganizationUsageOptions,
  OrganizationUsageReader,
  ServiceAddress,
  SetDeprecationResult,
  VersionState,
  WorkspaceRepositoryReader,
} from '../model.ts';
import {
  isRegistryVersion,
  parseHasRevocation,
  parseRevocation,
  parseRevokedVersions,
  parseSetDeprecation,
  parseSetRevocation,
  parseVersionsList,
} from './answers.ts';
import { mergeUsage, parseUsageRow, type UsageRow } from './usage-rows.ts';
import { RegistryError, RevocationUnavailableError, UsageAccessError } from './errors.ts';
import { readModuleExport, readModulePages, type ExplorerAttributes } from './explorer.ts';
import { readPrivateModules } from './module-list.ts';
import { readOrganizationUsage, readWorkspaceRepositories } from './organization-usage.ts';
import { listWorkspaceChangeRequests, openChangeRequests, readFeatureSet } from './workspace-changes.ts';
import type { Transport } from './transport.ts';
import { printable, show } from '../text.ts';

const seg = (value: string): string => encodeURIComponent(value);

export class RegistryClient
  implements
    ModuleRegistry,
    ModuleLister,
    UsageReader,
    OrganizationUsageReader,
    ChangeRequestService,
    FeatureSetReader,
    WorkspaceRepositoryReader
{
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

  async listModules(organization: string): Promise<ModuleAddress[]> {
    return readPrivateModules(this.transport, this.service.baseUrl, organization);
  }

  /** Every version of a module with its deprecation, in one request. */
  async listVersions(module: ModuleAddress, options: ReadOptions = {}): Promise<VersionState[]> {
    const url = `${this.registryPath(module)}/versions`;
    const { body } = await this.transport.send('read versions', 'GET', url, undefined, options);
    return parseVersionsList(body, module, this.service, this.transport.scrub, this.transport.words);
  }

  /**
   * From the v2 module read (the registry read API does not show revocation), one request per module. Undefined when
   * the service has no revocation: the key is absent, or the read is not found (older releases).
   */
  async readRevokedVersions(
    module: ModuleAddress,
    options: ReadOptions = {},
  ): Promise<ReadonlySet<string> | undefined> {
    // A private module's namespace is its organization.
    const url = this.modulePath(module.namespace, module);
    let body: string;
    try {
      ({ body } = await this.transport.send('read revocations', 'GET', url, undefined, options));
    } catch (error) {
      if (error instanceof RegistryError && error.status === 404) return undefined;
      throw error;
    }
    return parseRevokedVersions(body, this.transport.scrub);
  }

  /** From the v2 one-version read; null when not revoked (or the service shows no revocation for it). */
  async readRevocation(
    organization: string,
    module: ModuleAddress,
    version: string,
    options: ReadOptions = {},
  ): Promise<Revocation | null> {
    const url = `${this.modulePath(organization, module)}/version?module_version=${encodeURIComponent(version)}`;
    const { body } = await this.transport.send('read version', 'GET', url, undefined, options);
    return parseRevocation(body, this.transport.scrub);
  }

  /** Deprecates a version or reverts it: one PATCH, a revert sending the status alone, as the API reference shows. */
  async setDeprecation(
    organization: string,
    module: ModuleAddress,
    version: string,
    desired: DesiredState,
  ): Promise<SetDeprecationResult> {
    const url = `${this.modulePath(organization, module)}/${seg(version)}`;
    const deprecation = desired.deprecated
      ? { 'deprecated-status': 'Deprecated', reason: desired.reason, link: desired.link }
      : { 'deprecated-status': 'Undeprecated' };
    const { body } = await this.transport.send(desired.deprecated ? 'deprecate' : 'revert', 'PATCH', url, {
      data: { type: 'module-versions', attributes: { deprecation } },
    });
    return parseSetDeprecation(body, this.transport.scrub);
  }

  /**
   * Revokes a version or unrevokes it (back to deprecated): the deprecation's PATCH with `revocation`. When the service
   * refuses (404 or 422, as one without revocation does), one module read tells whether it has revocation at all: if
   * not, a RevocationUnavailableError says which edition it needs; otherwise the refusal is thrown as is.
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
   * Workspace usage of each version of a module, from Explorer: the unpaged export filtered to the module where the
   * service has it, else the paged query, whose paging must add up; a read that cannot be shown complete fails rather
   * than undercount. A token Explorer refuses (401, 403, 404) gives a UsageAccessError.
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

  /** From one unfiltered read of Explorer: the export, else the pages. */
  async listOrganizationUsage(
    organization: string,
    modules: readonly ModuleAddress[],
    options?: OrganizationUsageOptions,
  ): Promise<OrganizationUsage> {
    return readOrganizationUsage(this.transport, this.service, organization, modules, options);
  }

  async listWorkspaceRepositories(organization: string): Promise<ReadonlyMap<string, readonly string[]>> {
    return readWorkspaceRepositories(this.transport, this.service, organization);
  }

  async listChangeRequests(workspace: string): Promise<readonly ChangeRequest[]> {
    return listWorkspaceChangeRequests(this.transport, this.service.baseUrl, workspace);
  }

  async openChangeRequests(organization: string, batch: ChangeRequestBatch): Promise<{ readonly id?: string }> {
    return openChangeRequests(this.transport, this.service.baseUrl, organization, batch);
  }

  async readFeatureSet(organization: string): Promise<FeatureSet | undefined> {
    return readFeatureSet(this.transport, this.service.baseUrl, organization);
  }

  /** From the module read: false when it lists no `revoked-versions`, undefined when that cannot be told. */
  private async hasRevocation(organization: string, module: ModuleAddress): Promise<boolean | undefined> {
    try {
      const { body } = await this.transport.send('read revocations', 'GET', this.modulePath(organization, module));
      return parseHasRevocation(body);
    } catch {
      return undefined;
    }
  }

  private modulePath(organization: string, module: ModuleAddress): string {
    return `${this.service.baseUrl}/api/v2/organizations/${seg(organization)}/registry-modules/private/${seg(module.namespace)}/${seg(module.name)}/${seg(module.provider)}`;
  }
}
