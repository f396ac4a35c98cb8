/**
 * What the gate reads of each module it checks: its version list (the registry read API), as soon
 * as a call of it is found; and its revoked versions (the v2 module read), only where a called
 * version is deprecated or missing from the list. The service revokes only deprecated versions (and
 * unrevoking leaves a version deprecated), so a version listed as not deprecated is not revoked.
 * Where both reads disagree, the stricter state wins.
 */
import type { ModuleCall } from '../read/calls.ts';
import { resolveVersion, targetKey, type JudgedVersion, type Target, type VersionList } from './judge.ts';
import type { VersionReader, VersionState } from '../../model.ts';
import { sortNewestFirst } from '../../versions/selection.ts';
import { errorMessage } from '../../text.ts';

/** The part of a call that picks its version. */
type CalledVersion = Pick<ModuleCall, 'exact' | 'constraint'>;

/** What the module read answered: the revoked versions, none shown (a service without revocation), or its failure. */
type RevokedRead = ReadonlySet<string> | undefined | { readonly error: string };

interface ModuleReads {
  readonly target: Target;
  /** The version list, and the module read once some call has asked for it. */
  readonly list: Promise<readonly VersionState[] | { readonly error: string }>;
  revoked?: Promise<RevokedRead>;
  /** The list as the calls are resolved against it, once it is in. */
  listed?: {
    readonly versions: readonly string[];
    readonly newestFirst: readonly string[];
    readonly deprecated: ReadonlySet<string>;
  };
  /** Distinct calls (by exact version and constraint) seen so far, and those waiting for the list. */
  readonly seen: Set<string>;
  readonly pending: CalledVersion[];
}

/** A module's versions as the gate judges them, and whether its revocations were read. */
interface ModuleVersions {
  readonly target: Target;
  readonly versions: VersionList;
  /** The module read was made (the versions' `revoked` is then the service's, where it shows revocation). */
  readonly revocationRead: boolean;
}

/**
 * The reads of a run: at most `concurrency` in flight (the transport's rate limiter paces them
 * further), each read once per module. A read that fails is the module's error, never the run's.
 */
export class VersionReads {
  private readonly modules = new Map<string, ModuleReads>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  private readonly registry: VersionReader;
  private readonly concurrency: number;

  constructor(registry: VersionReader, concurrency: number) {
    this.registry = registry;
    this.concurrency = Math.max(1, concurrency);
  }

  /** A call of `target` found: the module's list is read (once), and its revocations if this call's version needs them. */
  called(target: Target, call: CalledVersion): void {
    const module = this.moduleOf(target);
    const key = `${call.exact ?? '\u0001'}\u0000${call.constraint ?? '\u0001'}`;
    if (module.seen.has(key)) return;
    module.seen.add(key);
    if (module.listed !== undefined) this.consider(module, call);
    else module.pending.push(call);
  }

  /** The modules read, in the order their first call was found. */
  targets(): Target[] {
    return [...this.modules.values()].map((m) => m.target);
  }

  /** Every module's versions, once all reads are in, in the order found. */
  async results(): Promise<ModuleVersions[]> {
    const reads = await Promise.all(
      [...this.modules.values()].map(async (m) => {
        // The list first: resolving the calls against it is what starts the module read.
        const list = await m.list;
        return { target: m.target, list, revoked: m.revoked === undefined ? ('not-read' as const) : await m.revoked };
      }),
    );
    // Where any module read shows no revocation, the service has none: nothing is known revoked or not.
    const noRevocation = reads.some((r) => r.revoked === undefined);
    return reads.map(({ target, list, revoked }): ModuleVersions => {
      const revocationRead = revoked !== 'not-read';
      if ('error' in list) return { target, versions: list, revocationRead };
      if (revoked !== undefined && typeof revoked === 'object' && 'error' in revoked) {
        // A revoked version could hide behind a read that failed: the module is not judged without it.
        return { target, versions: revoked, revocationRead };
      }
      return { target, versions: withRevocation(list, revoked, noRevocation), revocationRead };
    });
  }

  private moduleOf(target: Target): ModuleReads {
    const key = targetKey(target.address);
    const found = this.modules.get(key);
    if (found !== undefined) return found;
    const pending: CalledVersion[] = [];
    const module: ModuleReads = {
      target,
      seen: new Set(),
      pending,
      list: this.slot(() => this.registry.listVersions(target.module)).then(
        (states) => {
          const versions = states.map((s) => s.version);
          module.listed = {
            versions,
            newestFirst: sortNewestFirst(versions),
            deprecated: new Set(states.filter((s) => s.deprecation !== null).map((s) => s.version)),
          };
          for (const call of pending.splice(0)) this.consider(module, call);
          return states;
        },
        (error: unknown) => ({ error: errorMessage(error) }),
      ),
    };
    this.modules.set(key, module);
    return module;
  }

  /** Starts the module read when the version `call` uses is deprecated in the list, or missing from it. */
  private consider(module: ModuleReads, call: CalledVersion): void {
    const listed = module.listed;
    if (module.revoked !== undefined || listed === undefined || this.registry.readRevokedVersions === undefined) return;
    const resolved = resolveVersion(listed.versions, call, listed.newestFirst);
    // A constraint no version satisfies calls no version; an installed version the list lacks may be revoked.
    const needed = 'error' in resolved ? call.exact !== undefined : listed.deprecated.has(resolved.version);
    if (!needed) return;
    const read = this.registry.readRevokedVersions.bind(this.registry);
    module.revoked = this.slot(() => read(module.target.module)).catch((error: unknown) => ({
      error: errorMessage(error),
    }));
  }

  private async slot<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next one waiting.
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next !== undefined) next();
      else this.running--;
    }
  }
}

/**
 * The list with what the module read adds: each version revoked or not, and a revoked version the
 * list lacks (a lagging or filtered list), for a call of exactly that version. Without a module
 * read, a version the list shows as not deprecated is not revoked, on a service with revocation.
 */
function withRevocation(
  list: readonly VersionState[],
  revoked: ReadonlySet<string> | undefined | 'not-read',
  noRevocation: boolean,
): JudgedVersion[] {
  if (revoked === undefined || (revoked === 'not-read' && noRevocation)) return [...list];
  if (revoked === 'not-read') return list.map((v) => (v.deprecation === null ? { ...v, revoked: false } : v));
  const listed = new Set(list.map((v) => v.version));
  const unlisted = [...revoked]
    .filter((version) => !listed.has(version))
    .map((version): JudgedVersion => ({ version, deprecation: null, revoked: true, unlisted: true }));
  return [...list.map((v) => ({ ...v, revoked: revoked.has(v.version) })), ...unlisted];
}
