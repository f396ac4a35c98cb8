/**
 * The gate from end to end, short of reporting: find the module calls of each configuration
 * directory, read the versions of each private-registry module they use (one read per module,
 * several at once, under the transport's rate limiter), and judge every call.
 */
import { mapConcurrent } from '../changes/concurrency.ts';
import type { Log, ModuleRegistry, Revocation, VersionReader } from '../model.ts';
import { errorMessage, plural } from '../report.ts';
import type { ModuleCall } from './calls.ts';
import {
  judge,
  modulesToRead,
  targetKey,
  type DeprecatedUse,
  type Finding,
  type Scope,
  type Target,
  type VersionList,
} from './judge.ts';
import { ScanCache, scanDirectory, type ConfigDirectory, type DirectoryScan } from './scan.ts';

export interface GateRequest {
  readonly directories: readonly ConfigDirectory[];
  /** Paths in annotations are relative to this. */
  readonly workspace: string;
  /** Terraform's data directory, relative to each configuration (TF_DATA_DIR, else `.terraform`). */
  readonly dataDir: string;
  /** Only this organization's modules are checked; all of the host's when undefined. */
  readonly organization?: string;
}

export interface GateResult {
  readonly scans: readonly DirectoryScan[];
  readonly findings: readonly Finding[];
  readonly deprecated: readonly DeprecatedUse[];
  /** Modules whose versions were read. */
  readonly modulesRead: number;
}

/** The reads the gate makes: versions, revoked versions, and a revoked version's message. */
export type GateRegistry = VersionReader & Partial<Pick<ModuleRegistry, 'readRevocation'>>;

/** Progress for the log; the mode passes the runner's. */
export type GateLog = Pick<Log, 'group' | 'info'>;

export async function checkConfigurations(
  request: GateRequest,
  host: string,
  registry: GateRegistry,
  log: GateLog,
  concurrency: number,
): Promise<GateResult> {
  const scope: Scope = { host, ...(request.organization !== undefined && { organization: request.organization }) };
  // One cache for the whole run: a local module shared by many stacks is read and parsed once.
  const cache = new ScanCache();
  const scans = await log.group('Find module calls', async () => {
    const found: DirectoryScan[] = [];
    for (const directory of request.directories) {
      const scan = await scanDirectory(directory, { workspace: request.workspace, dataDir: request.dataDir, cache });
      log.info(
        `${scan.directory}: ${scan.calls.length} module call${scan.calls.length === 1 ? '' : 's'}, from ${scan.from === 'modules.json' ? `${scan.manifest} (exact versions from terraform init)` : 'the .tf files (versions resolved from the constraints; run terraform init first for exact versions and nested calls)'}`,
      );
      if (scan.stale > 0) {
        log.info(
          `  ${scan.manifest} lacks ${plural(scan.stale, 'call')} of the files: it predates them, so their versions are resolved from the constraints; run terraform init again`,
        );
      }
      if (scan.ignored > 0) {
        log.info(
          `  ${plural(scan.ignored, 'entry', 'entries')} of ${scan.manifest} ${scan.ignored === 1 ? 'is' : 'are'} no call of the files (removed calls, terraform test modules): ignored`,
        );
      }
      found.push(scan);
    }
    log.info(`Read ${plural(cache.files.read, 'configuration file')} in all.`);
    return found;
  });
  const calls: ModuleCall[] = scans.flatMap((s) => s.calls);
  const targets = modulesToRead(calls, scope);

  const lists = new Map<string, VersionList>();
  if (targets.length > 0) {
    await log.group(`Read the versions of ${targets.length} module${targets.length === 1 ? '' : 's'}`, async () => {
      await mapConcurrent(targets, concurrency, async (target) => {
        try {
          // Revocation shows only in the v2 module read: one request more per module.
          const [listed, revoked] = await Promise.all([
            registry.listVersions(target.module),
            registry.readRevokedVersions?.(target.module),
          ]);
          // Where the service shows revocation, every version is revoked or not; elsewhere unknown.
          const versions = listed.map((v) => (revoked === undefined ? v : { ...v, revoked: revoked.has(v.version) }));
          lists.set(targetKey(target.address), versions);
          log.info(`  ${target.address}: ${versions.length} version${versions.length === 1 ? '' : 's'}`);
        } catch (error) {
          const message = errorMessage(error);
          lists.set(targetKey(target.address), { error: message });
          log.info(`  ${target.address}: ${message}`);
        }
      });
    });
  }
  const judged = judge(calls, scope, lists);
  const revocations = await readRevocations(judged.deprecated, targets, registry, log, concurrency);
  const withRevocation = <T extends { address: string; version: string }>(item: T): T => {
    const revocation = revocations.get(useKey(item.address, item.version));
    return revocation === undefined ? item : { ...item, revocation };
  };
  const findings = judged.findings.map((f) =>
    f.verdict.status === 'deprecated' ? { ...f, verdict: withRevocation(f.verdict) } : f,
  );
  const deprecated = judged.deprecated.map(withRevocation);
  return { scans, findings, deprecated, modulesRead: targets.length };
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
      } catch (error) {
        log.info(`  ${use.address} ${use.version}: ${errorMessage(error)}`);
      }
    });
  });
  return found;
}
