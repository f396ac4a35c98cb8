/**
 * The shared vocabulary of the action: addresses, a version's state, the state wanted, and the
 * narrow interfaces the modes depend on. Imports nothing, so pure modules can use it without
 * pulling in the HTTP client or the runner.
 */

/** Where the service lives. `host` keeps the port (`tfe.example.com:8443`), `hostname` does not. */
export interface ServiceAddress {
  /** Origin to send requests to, e.g. `https://app.terraform.io`. No trailing slash. */
  readonly baseUrl: string;
  readonly host: string;
  readonly hostname: string;
}

/** A module in a registry: `HOST/NAMESPACE/NAME/PROVIDER`. */
export interface ModuleAddress {
  readonly namespace: string;
  readonly name: string;
  readonly provider: string;
}

/** What the `status` input asks of the versions selected. */
export type Status = 'deprecated' | 'undeprecated' | 'check';

export interface Deprecation {
  readonly reason: string;
  readonly link: string;
}

/** One version as the registry read API shows it. */
export interface VersionState {
  readonly version: string;
  readonly deprecation: Deprecation | null;
  /** Revoked (new workspaces that use it cannot run); read from the v2 module read, when known. */
  readonly revoked?: boolean;
}

export type DesiredState =
  { readonly deprecated: true; readonly reason: string; readonly link: string } | { readonly deprecated: false };

/** What the service answered to a change. */
export interface SetDeprecationResult {
  readonly moduleVersionId?: string;
  /** Id of the deprecation resource; only a deprecate request returns one. */
  readonly deprecationId?: string;
  /** Reason as the service echoed it back; it may append wording of its own. */
  readonly reason?: string;
  readonly link?: string;
}

/** Reads a module's versions: all the gate and a check need of the registry. */
export interface VersionReader {
  listVersions(module: ModuleAddress): Promise<VersionState[]>;
  /**
   * The module's revoked versions, from its v2 read; undefined when the service has no
   * revocation (an older Terraform Enterprise, or an edition without it).
   */
  readRevokedVersions?(module: ModuleAddress): Promise<ReadonlySet<string> | undefined>;
}

/** Reads and changes a module's versions: what the write pipeline needs of the registry. */
export interface ModuleRegistry extends VersionReader {
  setDeprecation(
    organization: string,
    module: ModuleAddress,
    version: string,
    desired: DesiredState,
  ): Promise<SetDeprecationResult>;
}

/** Where progress goes: the runner's log in the action, a buffer or nothing elsewhere. */
export interface Log {
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
  info(message: string): void;
  warning(message: string): void;
}

/** The workflow run, for links in summaries; empty outside a workflow. */
export interface RunContext {
  readonly runUrl?: string;
  readonly runLabel?: string;
}

/** What every mode's `run` is given besides its request. */
export interface ModeDeps {
  readonly registry: ModuleRegistry;
  readonly log: Log;
  readonly context: RunContext;
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
}

/** The event that started the workflow, as the runner recorded it. */
export interface RunEvent {
  readonly name: string;
  readonly payload: unknown;
}
