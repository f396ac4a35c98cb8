/**
 * The gate short of reporting: find each directory's module calls, read the versions of each
 * private-registry module they use (once per module: version-reads.ts), and judge every call.
 */
import { mapConcurrent } from '../concurrency.ts';
import type { ModuleRegistry, Revocation, ServiceAddress, VersionReader } from '../model.ts';
import {
  filesRead,
  logBase,
  logBaseScan,
  logScan,
  readFailed,
  revocationRead,
  revocationsRead,
  versionsRead,
  type GateLog,
} from './log.ts';
import type { ModuleCall } from './read/calls.ts';
import {
  judge,
  targetKey,
  targetOf,
  type DeprecatedUse,
  type Finding,
  type Scope,
  type Target,
  type VersionList,
} from './judge/judge.ts';
import { VersionReads } from './judge/version-reads.ts';
import { ScanCache, scanDirectory, type DirectoryScan } from './read/scan.ts';
import type { ConfigurationTree } from './read/tree.ts';
import { baseCallsToJudge, markOnBase, scanBase, type BaseTree } from './judge/baseline.ts';
import type { Configurations } from './inputs.ts';
import { errorMessage, plural } from '../text.ts';
import { loadIdnaFor } from '../address.ts';

export interface GateFindings {
  readonly scans: readonly DirectoryScan[];
  readonly findings: readonly Finding[];
  readonly deprecated: readonly DeprecatedUse[];
  readonly modulesRead: number;
  /**
   * With `onlyNew` on a pull request: how many deprecated or revoked calls the base already
   * made (marked `onBase`), or why the base could not be read (every call is then judged).
   */
  readonly baseline?: { readonly onBase: number } | { readonly unreadable: string };
}

/** The reads the gate makes: versions, revoked versions, and a revoked version's message. */
export type GateRegistry = VersionReader & Partial<Pick<ModuleRegistry, 'readRevocation'>>;

/** The mode's deps, narrowed to the gate's reads. */
interface GateDeps {
  readonly registry: GateRegistry;
  readonly log: GateLog;
  readonly concurrency: number;
  /** Where the configurations' files are: the disk unless given (a tree in memory, read from GitHub's API). */
  readonly tree?: ConfigurationTree;
}

const DIRECTORIES_AT_ONCE = 2;

export async function inspectConfigurations(
  {
    configurations: request,
    service,
  }: { readonly configurations: Configurations; readonly service: Pick<ServiceAddress, 'host'> },
  { registry, log, concurrency, tree }: GateDeps,
  /** With `onlyNew`: the base commit's tree, or why it cannot be read (awaited once the head is read). */
  base?: BaseTree | { readonly unreadable: string } | Promise<BaseTree | { readonly unreadable: string }>,
  /** The base commit as the request names it, for the log. */
  baseName?: string,
): Promise<GateFindings> {
  const { host } = service;
  const scope: Scope = { host, ...(request.organization !== undefined && { organization: request.organization }) };
  // Hosts are compared through UTS #46, whose table is loaded only for a host beyond plain ASCII.
  await loadIdnaFor([host]);
  // One cache for the whole run: a local module shared by many stacks is read and parsed once.
  const cache = new ScanCache(undefined, tree);
  // Each module's list is read when its first call is found, while other directories are still read.
  const reader = new VersionReads(registry, concurrency);
  const scans = await log.group('Find module calls', async () => {
    // Several directories at once: one at a time left the process waiting on the disk more than it parsed.
    const settled = await mapConcurrent(request.directories, DIRECTORIES_AT_ONCE, async (directory) => {
      try {
        // The disk is read synchronously (tree.ts): let the version reads' timers and answers in between.
        await new Promise((resolve) => setImmediate(resolve));
        const scan = await scanDirectory(directory, {
          workspace: request.workspace,
          dataDir: request.dataDir,
          cache,
          ...(request.tool !== undefined && { tool: request.tool }),
        });
        await loadIdnaFor(scan.calls.map((call) => call.source));
        for (const call of scan.calls) {
          const target = targetOf(call, scope);
          if ('address' in target) reader.called(target, call);
        }
        return { scan };
      } catch (error) {
        return { error };
      }
    });
    // In the directories' order: the log, and the first directory that cannot be read stops the run.
    const found: DirectoryScan[] = [];
    for (const outcome of settled) {
      if ('error' in outcome) throw outcome.error;
      logScan(log, outcome.scan);
      found.push(outcome.scan);
    }
    filesRead(log, cache.files.read);
    return found;
  });
  const calls: ModuleCall[] = scans.flatMap((s) => s.calls);
  // The base's calls are judged with the head's reads: a module only the base calls cannot
  // match a head call, so it needs no read of its own.
  const targets = reader.targets();
  const baseTree = await base;
  if (baseTree !== undefined && baseName !== undefined) {
    await log.group('Read the base commit', async () => logBase(log, baseName, baseTree));
  }
  const baseScan =
    baseTree === undefined || 'unreadable' in baseTree
      ? baseTree
      : await log.group('Find the module calls of the base commit', async () => {
          const scanned = await scanBase(request.directories, request, baseTree, cache.parsed);
          logBaseScan(log, scanned);
          return scanned;
        });
  if (baseScan !== undefined && 'calls' in baseScan) await loadIdnaFor(baseScan.calls.map((call) => call.source));

  const lists = new Map<string, VersionList>();
  if (targets.length > 0) {
    // The reads' lines in one group, in the order the modules were found, once all are in.
    await log.group(`Read the versions of ${targets.length} module${targets.length === 1 ? '' : 's'}`, async () => {
      const read = await reader.results();
      for (const { target, versions, revocationRead: revocationsListed } of read) {
        lists.set(targetKey(target.address), versions);
        if ('error' in versions) readFailed(log, target.address, versions.error);
        else versionsRead(log, target.address, versions, revocationsListed);
      }
      revocationsRead(log, read.filter((r) => r.revocationRead).length, read.length);
    });
  }
  const judged = judge(calls, scope, lists);
  const revocations = await readRevocations(judged.deprecated, targets, registry, log, concurrency);
  const withRevocation = <T extends { address: string; version: string }>(item: T): T => {
    const revocation = revocations.get(useKey(item.address, item.version));
    return revocation === undefined ? item : { ...item, revocation };
  };
  const revoked = judged.findings.map((f) =>
    f.verdict.status === 'deprecated' ? { ...f, verdict: withRevocation(f.verdict) } : f,
  );
  const findings =
    baseScan !== undefined && 'calls' in baseScan
      ? markOnBase(revoked, judge(baseCallsToJudge(baseScan.calls, revoked), scope, lists).findings)
      : revoked;
  // The uses list the same findings, marked alike.
  const marked = new Map(findings.map((f) => [f.call, f]));
  const deprecated = judged.deprecated.map((use) =>
    withRevocation({ ...use, calls: use.calls.map((f) => marked.get(f.call) ?? f) }),
  );
  const baseline =
    baseScan === undefined
      ? undefined
      : 'unreadable' in baseScan
        ? baseScan
        : { onBase: findings.filter((f) => f.onBase === true).length };
  return { scans, findings, deprecated, modulesRead: targets.length, ...(baseline !== undefined && { baseline }) };
}

const useKey = (address: string, version: string): string => `${targetKey(address)}@${version}`;

/**
 * The message and link of each revoked version in use (what its consumers most need, often
 * "CVE-…: upgrade to 2.x"): one read per version, not per call. Best effort: a version whose
 * read fails is still reported revoked, without them.
 */
async function readRevocations(
  uses: readonly DeprecatedUse[],
  targets: readonly Target[],
  registry: GateRegistry,
  log: GateLog,
  concurrency: number,
): Promise<Map<string, Revocation>> {
  const revoked = uses.filter((u) => u.revoked === true);
  const found = new Map<string, Revocation>();
  const read = registry.readRevocation?.bind(registry);
  if (revoked.length === 0 || read === undefined) return found;
  const modules = new Map(targets.map((t) => [targetKey(t.address), t.module]));
  await log.group(`Read the revocation of ${plural(revoked.length, 'revoked version')} in use`, async () => {
    await mapConcurrent(revoked, concurrency, async (use) => {
      const module = modules.get(targetKey(use.address));
      if (module === undefined) return;
      try {
        // A private module's namespace is its organization.
        const revocation = await read(module.namespace, module, use.version);
        if (revocation !== null) found.set(useKey(use.address, use.version), revocation);
        revocationRead(log, `${use.address} ${use.version}`, revocation);
      } catch (error) {
        readFailed(log, `${use.address} ${use.version}`, errorMessage(error));
      }
    });
  });
  return found;
}
