/**
 * Reads a module's whole state: the versions list (deprecation), the v2 module read (revoked versions), then the
 * one-version read of the revoked versions whose message matters. Used to plan, and again to verify.
 */
import {
  REVOCATION_EDITION_HINT,
  type ModuleAddress,
  type ReadOptions,
  type ModuleRegistry,
  type Usage,
  type UsageLookup,
  type VersionReader,
  type VersionState,
} from '../model.ts';
import { mapConcurrent } from '../concurrency.ts';

export interface ModuleState {
  readonly versions: readonly VersionState[];
  /** Whether the service showed revocation; without it no version is marked revoked. */
  readonly revocationKnown: boolean;
}

/** What a mode plans from: the module's versions (with the revocation details asked for) and who uses them. */
interface ModuleRead extends ModuleState {
  /** Undefined where usage was not read (not asked, or not readable under `usage: auto`). */
  readonly usage?: Usage;
}

/** Which module to read, and what the mode needs of the read. */
interface ModuleReadRequest {
  readonly organization: string;
  readonly module: ModuleAddress;
  /** The run revokes or unrevokes: a service without revocation fails it before anything is sent. */
  readonly needsRevocation: boolean;
  /** The revoked versions whose message and link the plan compares (a revoke); a failed read fails the module's. */
  readonly compared?: (versions: readonly VersionState[]) => ReadonlySet<string>;
  /** The revoked versions whose message and link are only shown (a check; a policy's unrevoke): best effort. */
  readonly shown?: (versions: readonly VersionState[]) => ReadonlySet<string>;
  /** Usage decides what is revoked: a failure to read it fails the read even under `usage: auto`. */
  readonly usageRequired: boolean;
}

/** Where a mode shows the state and usage reads in its log (single: a group each). */
export interface ReadProgress {
  state(read: () => Promise<ModuleState>): Promise<ModuleState>;
  usage(read: () => Promise<Usage | undefined>): Promise<Usage | undefined>;
}

const QUIET: ReadProgress = { state: (read) => read(), usage: (read) => read() };

/**
 * The read every writing mode starts with: versions and revocation, the refusal when the service has no revocation,
 * who uses each version (when `usage` allows), then the details of the revoked versions asked for.
 */
export async function readModule(
  request: ModuleReadRequest,
  deps: { readonly registry: ModuleRegistry; readonly usage?: UsageLookup; readonly concurrency: number },
  progress: ReadProgress = QUIET,
): Promise<ModuleRead> {
  const { registry, usage: lookup, concurrency } = deps;
  const { organization, module } = request;
  const state = await progress.state(() => readModuleState(registry, module, { revocation: true }));
  // Nothing is sent: revoking would deprecate first and then fail on every version.
  if (request.needsRevocation && !state.revocationKnown) throw new NoRevocationError();
  const usage =
    lookup !== undefined && lookup.enabled
      ? await progress.usage(() => lookup.read(organization, module, request.usageRequired))
      : undefined;
  const compared = request.compared?.(state.versions) ?? new Set<string>();
  const shown = request.shown?.(state.versions) ?? new Set<string>();
  const details = (versions: readonly VersionState[], wanted: (v: string) => boolean, bestEffort: boolean) =>
    withRevocationDetails(registry, organization, module, versions, wanted, concurrency, { bestEffort });
  const versions = await details(
    await details(state.versions, (v) => compared.has(v), false),
    (v) => shown.has(v) && !compared.has(v),
    true,
  );
  return { versions, revocationKnown: state.revocationKnown, ...(usage !== undefined && { usage }) };
}

/** Both reads; `revocation: false` reads the versions list alone. */
export async function readModuleState(
  registry: VersionReader,
  module: ModuleAddress,
  options: { readonly revocation: boolean } & ReadOptions,
): Promise<ModuleState> {
  // One after the other: when the first read fails (a bad token, a proxy in the way), the step
  // stops with one error and no second request left retrying behind it.
  const versions = await registry.listVersions(module, options);
  const revoked = options.revocation ? await registry.readRevokedVersions?.(module, options) : undefined;
  if (revoked === undefined) return { versions, revocationKnown: false };
  return { versions: versions.map((v) => ({ ...v, revoked: revoked.has(v.version) })), revocationKnown: true };
}

/**
 * The versions with their revocation's message and link, one read per revoked version `wanted`. With `bestEffort`
 * (details only shown), a version whose read fails stays revoked without them; otherwise the failure is the step's.
 */
export async function withRevocationDetails(
  registry: Pick<ModuleRegistry, 'readRevocation'>,
  organization: string,
  module: ModuleAddress,
  versions: readonly VersionState[],
  wanted: (version: string) => boolean,
  concurrency: number,
  options: { readonly bestEffort?: boolean } & ReadOptions = {},
): Promise<VersionState[]> {
  const toRead = versions.filter((v) => v.revoked === true && wanted(v.version));
  if (toRead.length === 0) return [...versions];
  const read = new Map(
    await mapConcurrent(toRead, concurrency, async (v) => {
      try {
        return [v.version, await registry.readRevocation(organization, module, v.version, options)] as const;
      } catch (error) {
        if (options.bestEffort !== true) throw error;
        return [v.version, undefined] as const;
      }
    }),
  );
  return versions.map((v) => {
    const revocation = read.get(v.version);
    return revocation === undefined || revocation === null ? v : { ...v, revocation };
  });
}

/** The service showed no revocation when the module was read, so no revoke or unrevoke was sent. */
class NoRevocationError extends Error {
  override name = 'NoRevocationError';
  /** The `failure-reason` a step that met it reports. */
  readonly failureReason = 'revocation-unavailable';
  constructor() {
    super(
      `This service has no module revocation (its module read lists no \`revoked-versions\`), so nothing was sent. ${REVOCATION_EDITION_HINT}`,
    );
  }
}
