/**
 * Reads a module's whole state: the registry read API's versions list (deprecation) and the v2
 * module read (which versions are revoked); then, for the revoked versions whose
 * message matters, the one-version read. Used to plan, and again to verify.
 */
import {
  REVOCATION_EDITION_HINT,
  type ModuleAddress,
  type ReadOptions,
  type ModuleRegistry,
  type VersionReader,
  type VersionState,
} from '../model.ts';
import { mapConcurrent } from './concurrency.ts';

export interface ModuleState {
  readonly versions: readonly VersionState[];
  /** Whether the service showed revocation; without it no version is marked revoked. */
  readonly revocationKnown: boolean;
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
 * The given versions with the message and link of their revocation, one read per revoked
 * version among `wanted`, several at a time. With `bestEffort` (a check, which only shows them),
 * a version whose read fails stays revoked without them; otherwise the failure is the step's.
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
export class NoRevocationError extends Error {
  override name = 'NoRevocationError';
  /** The `failure-reason` a step that met it reports. */
  readonly failureReason = 'revocation-unavailable';
  constructor() {
    super(
      `This service has no module revocation (its module read lists no \`revoked-versions\`), so nothing was sent. ${REVOCATION_EDITION_HINT}`,
    );
  }
}
