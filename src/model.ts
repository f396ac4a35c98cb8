/**
 * The shared vocabulary of the action: addresses, a version's state, the state wanted, and the
 * narrow interfaces the modes depend on (and one sentence they all say). Imports nothing but the
 * settings table's types (which import nothing), so pure modules can use it without pulling in the
 * HTTP client or the runner.
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
  /**
   * Revoked (new workspaces that use it cannot run), from the v2 module read; undefined where
   * revocation was not read or the service has none.
   */
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
 * - `deprecated`: deprecated with this reason and link; a revoked version is left as it is, since
 *   only `unrevoked` and `active` take a version out of revocation (or `unrevoke`, which a policy
 *   with `prune` sets for a revocation no rule asks for);
 * - `revoked`: deprecated first if active, then revoked with the reason as its message;
 * - `unrevoked`: a revoked version back to deprecated; other versions as they are;
 * - `active`: neither deprecated nor revoked (unrevoke, then undeprecate).
 *
 * With `keepReasons`, a version already deprecated keeps its reason and link, and
 * one already revoked its message and link: only versions not there yet are changed.
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
/** How long a read may go on retrying. */
export interface ReadOptions {
  /**
   * Epoch milliseconds past which a failed read is not tried again (verification's deadline, plus
   * a short grace): a read then overruns `verifyTimeout` by seconds, not by a whole retry budget.
   */
  readonly deadline?: number;
}

export interface VersionReader {
  listVersions(module: ModuleAddress, options?: ReadOptions): Promise<VersionState[]>;
  /**
   * The module's revoked versions, from its v2 read; undefined when the service has no
   * revocation (an older Terraform Enterprise, or an edition without it).
   */
  readRevokedVersions?(module: ModuleAddress, options?: ReadOptions): Promise<ReadonlySet<string> | undefined>;
}

/** Lists an organization's private modules: what a policy pattern or an organization's report reads. */
export interface ModuleLister {
  /** Every private module of the organization, read whole (a list that does not add up fails). */
  listModules(organization: string): Promise<ModuleAddress[]>;
}

/** Reads and changes a module's versions: what the write pipeline needs of the registry. */
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

/** Who uses one version, from HCP Terraform's Explorer: its workspaces only. */
export interface VersionUsage {
  /** At least `names.length`: the service may list fewer names than it counts. */
  readonly count: number;
  /** Workspace names, sorted. */
  readonly names: readonly string[];
}

/** Usage per version; a version no row names has no users. */
export type Usage = ReadonlyMap<string, VersionUsage>;

/** Reads which workspaces use each version of a module (one query, plus one per extra page). */
export interface UsageReader {
  listUsage(organization: string, module: ModuleAddress): Promise<Usage>;
}

/** Usage per module of an organization, keyed `namespace/name/provider` as the module list spells it. */
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
   * For a reader that only reports: a row naming a workspace that is not a workspace name (or a
   * count that is not a count) is kept as far as it can be, and said in `problems`, instead of
   * refusing the whole answer as a decision that writes must.
   */
  readonly tolerant?: boolean;
  /** Also read each workspace's project, from Explorer's workspace view (a report, for owners by team). */
  readonly projects?: boolean;
}

/** Reads who uses every version of an organization's modules in one go (an organization's report). */
export interface OrganizationUsageReader {
  /** Usage of each of `modules`; rows of other modules (public ones, other hosts) are left out. */
  listOrganizationUsage(
    organization: string,
    modules: readonly ModuleAddress[],
    options?: OrganizationUsageOptions,
  ): Promise<OrganizationUsage>;
}

/**
 * Which repository each workspace is connected to, from Explorer's workspace view
 * (`vcs-repo-identifier`): what tells the repositories HCP Terraform already sees (a change
 * request reaches them) from those only a pull request reaches.
 */
export interface WorkspaceRepositoryReader {
  /** Workspace names by repository identifier (`owner/name`, lower case), for every workspace connected to one. */
  listWorkspaceRepositories(organization: string): Promise<ReadonlyMap<string, readonly string[]>>;
}

/** A change request as a workspace's list shows it: open until someone archives it. */
export interface ChangeRequest {
  readonly id: string;
  readonly subject: string;
  readonly archived: boolean;
}

/** What one bulk action opens: a change request on each workspace named. */
export interface ChangeRequestBatch {
  /** The documented spellings differ (`change_request`, `change_requests`): the one to send. */
  readonly actionType: string;
  readonly subject: string;
  /** Markdown. */
  readonly message: string;
  /** Workspace names, selected by an Explorer query over workspaces. */
  readonly workspaces: readonly string[];
}

/** Change requests on workspaces, through Explorer's experimental bulk action. */
export interface ChangeRequestService {
  /** A workspace's change requests, every page. */
  listChangeRequests(workspace: string): Promise<readonly ChangeRequest[]>;
  /** One bulk action; its id where the answer gives one. */
  openChangeRequests(organization: string, batch: ChangeRequestBatch): Promise<{ readonly id?: string }>;
}

/**
 * What the organization's current feature set (its HCP Terraform plan) says it has; a feature the
 * answer leaves out is undefined (unknown).
 */
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

/**
 * What reading Explorer needs and where to give it (`usage` names the runner's place for it:
 * its words for `usageToken`), said once in every message that says usage was not
 * read (the registry's error for a refusal carries it).
 */
export const usageAccessHint = (usage: string): string =>
  `Reading workspace usage needs a token of the owners team, of a team with "Read all workspaces" or "Read all projects", or the organization token (which may read Explorer but not manage the registry): give one as ${usage}.`;

/** Where progress goes: the runner's log in the action, a buffer or nothing elsewhere. */
export interface Log {
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
  info(message: string): void;
  warning(message: string): void;
}

/**
 * How a runner names what a person sets and where a run's report is, so that every message speaks
 * its words: the action's inputs ("input `version`", "`usage: false`", "the step summary") or the
 * command line's flags and variables ("--version", "--usage false", TFE_USAGE_TOKEN, "the
 * summary"). The runner supplies it (Runner.words); src/wording.ts holds the action's.
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
  /** The commit the run checked out, as a base for links to its files: `SERVER/OWNER/REPO/blob/SHA`. */
  readonly blobUrl?: string;
}

/** What every report is written for: the run's links, and how its runner names settings and its report. */
export interface RunContext extends RunLinks {
  readonly words: Wording;
}

/** Usage for a run, read when the `usage` input allows (see src/usage/source.ts). */
export interface UsageLookup {
  /** Whether usage is read at all in this run. */
  readonly enabled: boolean;
  /**
   * A module's usage, undefined when not read. `required` (a safe revoke) makes a failure an
   * error even under `usage: auto`.
   */
  read(organization: string, module: ModuleAddress, required?: boolean): Promise<Usage | undefined>;
  /**
   * Reads the usage of many modules of one organization at once (one Explorer read), so that
   * `read` of any of them asks nothing more; where it fails, each is read on its own as before.
   */
  preload?(organization: string, modules: readonly ModuleAddress[], reader: OrganizationUsageReader): Promise<void>;
}

/** What every mode's `run` is given besides its request. */
export interface ModeDeps {
  readonly registry: ModuleRegistry;
  readonly log: Log;
  readonly context: RunContext;
  /** Requests in flight at once; the transport's rate limiter paces them further. */
  readonly concurrency: number;
  /** Who uses each version; absent where usage is not read (the gate, and tests without it). */
  readonly usage?: UsageLookup;
  /** The organization's private modules, for a policy's patterns and an organization's report; absent in tests without it. */
  readonly moduleList?: ModuleLister;
  /** Who uses every module of an organization, in one read (with `usageToken` where given). */
  readonly organizationUsage?: OrganizationUsageReader;
  /** Change requests on workspaces (the organization report's `changeRequests`). */
  readonly changeRequests?: ChangeRequestService;
  /** The organization's plan, read before the first write on HCP Terraform. */
  readonly featureSets?: FeatureSetReader;
  /** Each workspace's VCS repository (the campaign, with `usage-token` where given). */
  readonly workspaceRepositories?: WorkspaceRepositoryReader;
}

/**
 * What every mode's `parse` reads its request from: the inputs, the environment, the run's event,
 * and files (a policy file), each given by the runner adapter.
 */
/** A run's command, its settings read (src/settings/read.ts): what every mode's parser starts from. */
export interface Command {
  readonly name: CommandName;
  readonly settings: Settings;
  /** Whether a setting was given at all, rather than left to its default (the row's or the command's). */
  given(key: SettingKey): boolean;
  /** What reading found wrong, each naming its setting; reported with the mode's own problems. */
  readonly problems: readonly string[];
}

export interface ModeInputs {
  readonly command: Command;
  /** Where the files the settings name may be written (the runner's roots: files/safe-write.ts). */
  readonly roots: readonly { readonly path: string; readonly name: string; readonly anywhere?: true }[];
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The directory relative paths start from when the workspace is not named. */
  readonly cwd: string;
  /**
   * The repository's top level, where the runner knows it apart from the workspace (the command
   * line run in a subdirectory): what SARIF locations are relative to. Found only when asked.
   */
  readonly repositoryRoot?: () => string;
  /** The event that started the run; read only by the mode that needs it. */
  event(): RunEvent;
  /** A file's bytes, refused past `maxBytes` (a file others may have written). */
  readFile(file: string, maxBytes: number): Uint8Array;
  /** How the runner names inputs, for every problem the parser finds. */
  readonly words: Wording;
}

/** The event that started the workflow, as the runner recorded it. */
export interface RunEvent {
  readonly name: string;
  readonly payload: unknown;
  /**
   * The commit a change is compared with (`onlyNew`) where the runner was told it rather than
   * finding it in the payload (the command line's `--base`), or why none is known.
   */
  readonly base?: BaseCommit;
}

/** A change's base commit (a SHA, or a name git resolves such as origin/main), or why none is known. */
export type BaseCommit = { readonly base: string } | { readonly unreadable: string };
