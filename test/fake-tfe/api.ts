/**
 * The fake's public API: its options and the `FakeTfe` handle the tests drive it with.
 */
import type { BulkActionView, ChangeRequestStore, ChangeRequestView, FeatureSetOption } from './change-requests.ts';
import type { ExplorerPagingFault } from './explorer.ts';
import type { FaultRule } from './faults.ts';
import type { RecordedRequest } from './request-log.ts';
import type {
  DeprecationView,
  FakeTfeState,
  RevocationView,
  SeedModule,
  SeedUsageRow,
  SourceForm,
  TokenGrant,
} from './state.ts';

export interface FakeTfeOptions {
  /** Added to every response (default 0). */
  latencyMs?: number;
  /** Requests per second per token; above it answer 429 (default: none). */
  rateLimit?: number;
  /**
   * Every read (the registry read API's deprecation, the v2 module and version reads' revocation)
   * shows changes only this long after they were made (default 0).
   */
  readLagMs?: number;
  /** The deprecate response appends ' Applies will be blocked in 15 days.' to the reason (default true). */
  appendReasonSuffix?: boolean;
  /** Serve HTTPS with this key and certificate (PEM) instead of HTTP; fixed when the server starts. */
  tls?: { key: string; cert: string };
  /**
   * The service knows revocation (default true): the v2 module read lists `revoked-versions`.
   * False plays an older Terraform Enterprise or an edition without it: the key is absent, the
   * one-version read has no `revocation`, and a revocation PATCH answers `revocationUnsupportedStatus`.
   */
  revocation?: boolean;
  /** What a service without revocation answers a revocation PATCH (default 404; 422 is the other case seen). */
  revocationUnsupportedStatus?: 404 | 422;
  /**
   * What revoking a version that is not deprecated answers (default 422, with a JSON:API error);
   * the status is not documented, so tests can try 400 or 409 too.
   */
  revokeNotDeprecatedStatus?: 400 | 409 | 422;
  /**
   * What undeprecating a revoked version does, which is not documented: `refuse` (default) answers
   * 422 and changes nothing, so a client must unrevoke first; `to-active` clears both at once.
   */
  undeprecateRevoked?: 'refuse' | 'to-active';
  /** The organization has Explorer (default true); false answers 404 to every Explorer query. */
  explorer?: boolean;
  /** What a token without Explorer access gets (default 403; some setups answer 404). */
  explorerDeniedStatus?: 403 | 404;
  /**
   * How a private module's Explorer row spells `source` unless the row says otherwise:
   * `host` (default) `HOST/acme/vpc/aws` with this server's host, `private` `private/acme/vpc/aws`.
   */
  explorerSourceForm?: SourceForm;
  /** The largest `page[size]` Explorer honours (default 100); larger asks get this many. */
  explorerMaxPageSize?: number;
  /** Explorer's paged query lies about its paging this way (default: it does not); see explorer.ts. */
  explorerPagingFault?: ExplorerPagingFault;
  /**
   * The CSV export answers this status (with a JSON:API error) instead of the rows: 404 plays a
   * service without the export, 403 one that refuses it. Default: the export is served.
   */
  explorerExportStatus?: number;
  /** The largest `page[size]` the module list honours (default 100). */
  moduleListMaxPageSize?: number;
  /** The module list lies about its paging this way, as Explorer can (default: it does not). */
  moduleListPagingFault?: ExplorerPagingFault;
  /** The service has change requests and Explorer's bulk action (default true); false answers 404. */
  changeRequests?: boolean;
  /** The action types the bulk action accepts (default both spellings the documentation gives). */
  bulkActionTypes?: string[];
  /**
   * The organization's current feature set, as HCP Terraform lists it; absent (the default), the
   * endpoint answers 404, as on Terraform Enterprise.
   */
  featureSets?: FeatureSetOption;
}

export interface FakeTfe {
  /** `http://127.0.0.1:PORT`, or `https://` with the `tls` option. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  addOrganization(name: string): void;
  /**
   * A token and what it may do. An organization token is `{canManagePrivateRegistry: false}`
   * (it may read Explorer, and gets 404 on a registry PATCH); a member's token without
   * "Read all workspaces" is `{canReadExplorer: false}`.
   */
  addToken(token: string, access: TokenGrant): void;
  addModule(module: SeedModule): void;
  deprecate(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    d: { reason: string; link: string },
  ): void;
  getDeprecation(namespace: string, name: string, provider: string, version: string): DeprecationView | null;
  /** Seeds a revocation; the version must be deprecated first, as the service requires. */
  revoke(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    r: { message: string; link: string },
  ): void;
  /** The true current revocation, or null. */
  getRevocation(namespace: string, name: string, provider: string, version: string): RevocationView | null;
  /**
   * Seeds Explorer: `workspaces` use this version of a private module (replacing what was seeded
   * for it in the same source form; an empty list removes the row). `sourceForm` spells this row's
   * `source` its own way; by default the server's `explorerSourceForm`.
   */
  setUsage(
    namespace: string,
    name: string,
    provider: string,
    version: string,
    workspaces: readonly string[],
    options?: { sourceForm?: SourceForm },
  ): void;
  /** Seeds an Explorer row as given (a public module, a foreign host, an odd `source`). */
  addUsageRow(organization: string, row: SeedUsageRow): void;
  /** A workspace beside those Explorer's rows name; returns its id (stable: `workspaceId`). */
  addWorkspace(organization: string, name: string): string;
  /**
   * Puts a workspace in a project, as Explorer's workspace view shows it; a workspace not put
   * anywhere is in `Default Project`.
   */
  setWorkspaceProject(organization: string, workspace: string, project: string): void;
  /**
   * Connects a workspace to a VCS repository (`owner/name`), as the workspace view's
   * `vcs-repo-identifier` shows it (adding the workspace where Explorer's rows do not name it).
   */
  setWorkspaceRepository(organization: string, workspace: string, repository: string): void;
  /** The id of a workspace (`ws-…`), derived from its name. */
  workspaceId(organization: string, name: string): string;
  /** Seeds a change request on a workspace (archived with `archived: true`); returns its id. */
  addChangeRequest(
    organization: string,
    workspace: string,
    cr: { subject: string; message: string; archived?: boolean },
  ): string;
  /** A workspace's change requests, oldest first. */
  changeRequestsOf(organization: string, workspace: string): ChangeRequestView[];
  /** Every bulk action accepted, in order. */
  readonly bulkActions: readonly BulkActionView[];
  injectFault(rule: FaultRule): void;
  clearFaults(): void;
  setOptions(options: Partial<FakeTfeOptions>): void;
  resetRequests(): void;
  close(): Promise<void>;
}

/** What a route handler reads: the state, the options now in force, and where the fake listens. */
export interface ServiceView {
  readonly state: FakeTfeState;
  readonly changeRequests: ChangeRequestStore;
  readonly options: FakeTfeOptions;
  readonly host: string;
  readonly url: string;
}
