/**
 * The shared vocabulary: addresses, a version's state, the state wanted, and the narrow interfaces the modes depend on.
 * Imports nothing but the settings' types, so pure modules use it without the HTTP client or the runner.
 */
import type { SettingKey, Settings } from './settings/table.ts';
import type { CommandName } from './settings/commands.ts';

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
export type Status = 'deprecated' | 'undeprecated' | 'revoked' | 'unrevoked' | 'check';

export interface Deprecation {
  readonly reason: string;
  readonly link: string;
}

/** A version's revocation: new workspaces that use it cannot run. */
export interface Revocation {
  readonly message: string;
  readonly link: string;
}

/** Where a version is in its life: active → deprecated → revoked. */
export type Lifecycle = 'active' | 'deprecated' | 'revoked';

/** One version as the registry read APIs show it. */
export interface VersionState {
  readonly version: string;
  readonly deprecation: Deprecation | null;
  /** Revoked, from the v2 module read; undefined where revocation was not read or the service has none. */
  readonly revoked?: boolean;
  /** The revocation's message and link, where they were read (one request per version). */
  readonly revocation?: Revocation;
}

/** What a deprecation PATCH asks for. */
export type DesiredState =
  { readonly deprecated: true; readonly reason: string; readonly link: string } | { readonly deprecated: false };

/** What a revocation PATCH asks for; unrevoking lands the version in deprecated. */
export type DesiredRevocation =
  { readonly revoked: true; readonly message: string; readonly link: string } | { readonly revoked: false };

/** What revocation needs, for every message that says the service has none. */
export const REVOCATION_EDITION_HINT =
  'Revocation needs the HCP Terraform Premium edition, or a Terraform Enterprise release that has module revocation; deprecation works without it.';

/**
 * Where a step takes each version it selects:
 * - `deprecated`: with this reason and link; a revoked version stays revoked, since only `unrevoked` and `active`
 *   take a version out of revocation (or `unrevoke`, which a policy with `prune` sets for a revocation no rule asks
 *   for);
 * - `revoked`: deprecated first if active, then revoked with the reason as its message;
 * - `unrevoked`: a revoked version back to deprecated; other versions as they are;
 * - `active`: neither deprecated nor revoked (unrevoke, then undeprecate). With `keepReasons`, a version already
 *   there keeps its reason (or message) and link.
 */
export type Target =
  | {
      readonly to: 'deprecated';
      readonly reason: string;
      readonly link: string;
      readonly unrevoke?: boolean;
      readonly keepReasons?: boolean;
    }
  | { readonly to: 'revoked'; readonly reason: string; readonly link: string; readonly keepReasons?: boolean }
  | { readonly to: 'unrevoked' }
  | { readonly to: 'active' };

/** What the service answered to a revoke or unrevoke; each part only when it could be read. */
export interface SetRevocationResult {
  readonly moduleVersionId?: string;
  /** The echoed status, compared without case (`Revoked` in answers, `revoked` in reads). */
  readonly status?: 'revoked' | 'unrevoked';
  readonly message?: string;
  readonly link?: string;
}

export interface SetDeprecationResult {
  readonly moduleVersionId?: string;
  /** Only a deprecate request returns one. */
  readonly deprecationId?: string;
  /** As the service echoed it back; it may append wording of its own. */
  readonly reason?: string;
  readonly link?: string;
}

export interface ReadOptions {
  /**
   * Epoch milliseconds past which a failed read is not tried again (verification's deadline plus a short grace), so a
   * read overruns `verifyTimeout` by seconds, not by a whole retry budget.
   */
  readonly deadline?: number;
}

/** Reads a module's versions: all the gate and a check need of the registry. */

export interface VersionReader {
  listVersions(module: ModuleAddress, options?: ReadOptions): Promise<VersionState[]>;
  /** The module's revoked versions (v2 read); undefined when the service has no revocation. */
  readRevokedVersions?(module: ModuleAddress, options?: ReadOptions): Promise<ReadonlySet<string> | undefined>;
}

export interface ModuleLister {
  /** Read whole: a list that does not add up fails. */
  listModules(organization: string): Promise<ModuleAddress[]>;
}

export interface ModuleRegistry extends VersionReader {
  setDeprecation(
    organization: string,
    module: ModuleAddress,
    version: string,
    desired: DesiredState,
  ): Promise<SetDeprecationResult>;
  setRevocation(
    organization: string,
    module: ModuleAddress,
    version: string,
    desired: DesiredRevocation,
  ): Promise<SetRevocationResult>;
  /** One version's revocation (message and link), null when it is not revoked. */
  readRevocation(
    organization: string,
    module: ModuleAddress,
    version: string,
    options?: ReadOptions,
  ): Promise<Revocation | null>;
}

/** Who uses one version, from Explorer: its workspaces only. */
export interface VersionUsage {
  /** At least `names.length`: the service may list fewer names than it counts. */
  readonly count: number;
  /** Sorted. */
  readonly names: readonly string[];
}

/** Usage per version; a version no row names has no users. */
export type Usage = ReadonlyMap<string, VersionUsage>;

export interface UsageReader {
  listUsage(organization: string, module: ModuleAddress): Promise<Usage>;
}

/** Keyed `namespace/name/provider` as the module list spells it. */
export interface OrganizationUsage {
  readonly modules: ReadonlyMap<string, Usage>;
  /** Where it came from: the unpaged export (one request) or the paged query (its fallback). */
  readonly via: 'export' | 'pages';
  /** With `tolerant`: what was wrong in rows that were kept as text or left out. */
  readonly problems?: readonly string[];
  /** With `projects`: each workspace's project, by workspace name; absent where it was not read. */
  readonly projects?: ReadonlyMap<string, string>;
  /** With `projects`, why they were not read, when they were not. */
  readonly projectsProblem?: string;
}

export interface OrganizationUsageOptions {
  /**
   * For a reader that only reports: a bad row is kept as far as it can be and said in `problems`, instead of refusing
   * the whole answer as a decision that writes must.
   */
  readonly tolerant?: boolean;
  /** Also read each workspace's project (Explorer's workspace view), for owners by team. */
  /** Also read each workspace's project, from Explorer's workspace view (a report, for owners by team). */
  readonly projects?: boolean;
}

export interface OrganizationUsageReader {
  /** Rows of other modules (public ones, other hosts) are left out. */
  listOrganizationUsage(
    organization: string,
    modules: readonly ModuleAddress[],
    options?: OrganizationUsageOptions,
  ): Promise<OrganizationUsage>;
}

/**
 * Explorer's workspace view (`vcs-repo-identifier`): tells the repositories a change request reaches from those only a
 * pull request reaches.
 */
export interface WorkspaceRepositoryReader {
  /** Workspace names by repository (`owner/name`, lower case). */
  listWorkspaceRepositories(organization: string): Promise<ReadonlyMap<string, readonly string[]>>;
}

/** A change request as a workspace's list shows it: open until someone archives it. */
export interface ChangeRequest {
  readonly id: string;
  readonly subject: string;
  readonly archived: boolean;
}

export interface ChangeRequestBatch {
  /** The documented spellings differ (`change_request`, `change_requests`): the one to send. */
  readonly actionType: string;
  readonly subject: string;
  readonly message: string;
  /** Selected by an Explorer query over workspaces. */
  readonly workspaces: readonly string[];
}

/** Through Explorer's experimental bulk action. */
export interface ChangeRequestService {
  listChangeRequests(workspace: string): Promise<readonly ChangeRequest[]>;
  openChangeRequests(organization: string, batch: ChangeRequestBatch): Promise<{ readonly id?: string }>;
}

/** The organization's current feature set (its HCP Terraform plan); a feature the answer leaves out is unknown. */
export interface FeatureSet {
  readonly name?: string;
  readonly moduleDeprecations?: boolean;
  readonly moduleRevocations?: boolean;
  readonly changeRequests?: boolean;
}

export interface FeatureSetReader {
  /** The current feature set; undefined where the service has no such endpoint (Terraform Enterprise). */
  readFeatureSet(organization: string): Promise<FeatureSet | undefined>;
}

/** Whether to read usage: `auto` when the token may, `required` or it fails, `off` never. */
export type UsageMode = 'auto' | 'required' | 'off';

/** What reading Explorer needs and where to give it (`usage`: the runner's words for `usageToken`). */
export const usageAccessHint = (usage: string): string =>
  `Reading workspace usage needs a token of the owners team, of a team with "Read all workspaces" or "Read all projects", or the organization token (which may read Explorer but not manage the registry): give one as ${usage}.`;

export interface Log {
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
  info(message: string): void;
  warning(message: string): void;
}

/**
 * How a runner names what a person sets and where a run's report is, so that every message speaks its words: the
 * action's inputs ("input `version`", "the step summary") or the command line's flags ("--version", "the summary").
 */
export interface Wording {
  /** A setting as a sentence names it: "input `version`" / "--version". */
  input(key: SettingKey): string;
  /** A setting as a list or an aside names it: "`version`" / "--version". */
  name(key: SettingKey): string;
  /** Several settings as a sentence names them: "inputs `reason` and `link`" / "--reason and --link". */
  inputs(keys: readonly SettingKey[]): string;
  /** A setting given a value: "`usage: false`" / "--usage false", "`verify: false`" / "--no-verify". */
  setting(key: SettingKey, value: string): string;
  /** Whether a person can give the setting here at all (the command line takes no token as a flag). */
  takes(key: SettingKey): boolean;
  /** A status as a person asks for it: "`unrevoked`" / "`unrevoke`" (the command that sets it). */
  status(value: string): string;
  /** An output: "the `result` output" / "`result` (--json)". */
  output(name: string): string;
  /** Where the whole report is: "the step summary" / "the summary". */
  readonly summary: string;
  /** Where each finding is: "the annotations" / "the FILE:LINE lines". */
  readonly annotations: string;
  /** One run: "the step" / "the command". */
  readonly run: string;
  /** Where a person gives the settings: "the workflow" / "the command line". */
  readonly setup: string;
}

/** The workflow run, for links in summaries; empty outside a workflow. */
export interface RunLinks {
  readonly runUrl?: string;
  readonly runLabel?: string;
  /** A base for links to the run's files: `SERVER/OWNER/REPO/blob/SHA`. */
  readonly blobUrl?: string;
}

export interface RunContext extends RunLinks {
  readonly words: Wording;
}

/** Usage for a run, read when the `usage` input allows (src/usage/source.ts). */
export interface UsageLookup {
  readonly enabled: boolean;
  /** Undefined when not read; `required` (a safe revoke) makes a failure an error even under `usage: auto`. */
  read(organization: string, module: ModuleAddress, required?: boolean): Promise<Usage | undefined>;
  /** Reads many modules' usage in one Explorer read, so `read` asks nothing more; where that fails, each alone. */
  preload?(organization: string, modules: readonly ModuleAddress[], reader: OrganizationUsageReader): Promise<void>;
}

export interface ModeDeps {
  readonly registry: ModuleRegistry;
  readonly log: Log;
  readonly context: RunContext;
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
  /** Absent where usage is not read (the gate, and tests without it). */
  readonly usage?: UsageLookup;
  readonly moduleList?: ModuleLister;
  readonly organizationUsage?: OrganizationUsageReader;
  readonly changeRequests?: ChangeRequestService;
  /** Read before the first write on HCP Terraform. */
  readonly featureSets?: FeatureSetReader;
  readonly workspaceRepositories?: WorkspaceRepositoryReader;
}

/** A run's command, its settings read (src/settings/read.ts). */
export interface Command {
  readonly name: CommandName;
  readonly settings: Settings;
  /** Given at all, rather than left to its default. */
  given(key: SettingKey): boolean;
  /** What reading found wrong, each naming its setting. */
  readonly problems: readonly string[];
}

/** What every mode's `parse` reads its request from, each part given by the runner adapter. */
export interface ModeInputs {
  readonly command: Command;
  /** Where the files the settings name may be written (the runner's roots: files/safe-write.ts). */
  readonly roots: readonly { readonly path: string; readonly name: string; readonly anywhere?: true }[];
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where relative paths start when the workspace is not named. */
  readonly cwd: string;
  /** The repository's top level where the runner knows it apart from the workspace: SARIF locations' base. */
  readonly repositoryRoot?: () => string;
  event(): RunEvent;
  /** Refused past `maxBytes` (a file others may have written). */
  readFile(file: string, maxBytes: number): Uint8Array;
  readonly words: Wording;
}

export interface RunEvent {
  readonly name: string;
  readonly payload: unknown;
  /** The commit `onlyNew` compares with, where the runner was told it (the command line's `--base`), or why none. */
  readonly base?: BaseCommit;
}

/** A change's base commit (a SHA, or a name git resolves such as origin/main), or why none is known. */
export type BaseCommit = { readonly base: string } | { readonly unreadable: string };
