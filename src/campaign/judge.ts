/**
 * A repository's configuration files judged in memory, as the gate judges a checkout: every
 * folder holding a configuration file is a configuration (a local module elsewhere in the
 * repository is read where it is, and fixed there), each call of the modules named is judged
 * against their versions, and the gate's one edit (gate/edit/) is computed for each deprecated or
 * revoked version in use. The registry is asked once per module for the whole campaign (the
 * cache below), and never about a module the campaign does not name.
 */
import path from 'node:path';
import type { ModuleAddress, Revocation, Deprecation } from '../model.ts';
import { inspectConfigurations, type GateFindings, type GateRegistry } from '../gate/inspect.ts';
import { memoryTree } from '../gate/read/tree.ts';
import { GateError } from '../gate/read/hcl-shared.ts';
import type { ConfigDirectory } from '../gate/read/scan.ts';
import type { DeprecatedUse, Finding } from '../gate/judge/judge.ts';
import { editFindings, type CallEdit, type FileEdit } from '../gate/edit/edits.ts';
import type { SuggestedVersion } from '../versions/suggestion.ts';
import type { Wording } from '../model.ts';
import { errorMessage } from '../text.ts';
import { patternMatcher, type ModulePattern } from '../module-pattern.ts';
import type { RepositoryFiles } from './discover.ts';
import { moduleName } from '../address.ts';

/** Where a repository's files are held in memory: any absolute folder; paths shown are relative to it. */
const ROOT = path.resolve('/', 'repository');

/** A deprecated or revoked version of a module in use in a repository. */
export interface VersionInUse {
  readonly version: string;
  readonly state: 'deprecated' | 'revoked';
  readonly deprecation: Deprecation;
  readonly revocation?: Revocation;
  readonly suggestion?: SuggestedVersion;
}

/** One call on such a version, once however many configurations reach it. */
export interface CallFix {
  readonly file: string;
  readonly line: number | undefined;
  /** The version in use, and the one the edit moves to (where there is one). */
  readonly version: string;
  readonly to?: string;
  /** The `version` argument as written and as rewritten, for a rewrite. */
  readonly from?: string;
  readonly written?: string;
  readonly kind: CallEdit['kind'];
  /** Why a person must change it (by-hand). */
  readonly why?: string;
}

/** What a repository needs for one module: its versions in use, each call's fix, each file's edit. */
export interface ModuleFix {
  /** `host/namespace/name/provider`, as the gate names it. */
  readonly address: string;
  readonly module: ModuleAddress;
  readonly versions: readonly VersionInUse[];
  readonly calls: readonly CallFix[];
  readonly files: readonly FileEdit[];
}

export interface Judgement {
  /** Calls of the modules named, on any version. */
  readonly calls: number;
  /** The modules named that a call uses on a deprecated or revoked version, by address. */
  readonly modules: readonly ModuleFix[];
  /** Configurations the gate could not read (their calls are not judged), with why. */
  readonly unread: ReadonlyArray<{ readonly directory: string; readonly why: string }>;
}

/** Thrown for a module the campaign does not name: its calls are not the campaign's business. */
class NotNamed extends Error {}

/**
 * The registry as a campaign asks it: each module's versions and revocations once for every
 * repository, and nothing about a module the pattern does not name.
 */
export function campaignRegistry(registry: GateRegistry, pattern: ModulePattern): GateRegistry {
  const named = patternMatcher(pattern);
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let found = memo.get(key) as Promise<T> | undefined;
    if (found === undefined) {
      found = read();
      memo.set(key, found);
    }
    return found;
  };
  const id = (m: ModuleAddress): string => moduleName(m).toLowerCase();
  const guard = (m: ModuleAddress): void => {
    if (!named(m)) throw new NotNamed('not a module the campaign names');
  };
  const readRevoked = registry.readRevokedVersions?.bind(registry);
  const readRevocation = registry.readRevocation?.bind(registry);
  return {
    listVersions: async (m) => (guard(m), once(`list ${id(m)}`, () => registry.listVersions(m))),
    ...(readRevoked !== undefined && {
      readRevokedVersions: async (m) => (guard(m), once(`revoked ${id(m)}`, () => readRevoked(m))),
    }),
    ...(readRevocation !== undefined && {
      readRevocation: async (organization, m, version) => (
        guard(m),
        once(`revocation ${id(m)} ${version}`, () => readRevocation(organization, m, version))
      ),
    }),
  };
}

const QUIET = { group: <T>(_: string, body: () => Promise<T>) => body(), info: () => {} };

/** The module of a gate address (`host/namespace/name/provider`). */
const moduleOf = (address: string): ModuleAddress => {
  const [namespace = '', name = '', provider = ''] = address.split('/').slice(-3);
  return { namespace, name, provider };
};

export async function judgeRepository(
  files: RepositoryFiles,
  settings: {
    readonly host: string;
    readonly organization: string;
    readonly pattern: ModulePattern;
    readonly fixMajor: boolean;
    readonly words: Wording;
  },
  registry: GateRegistry,
): Promise<Judgement> {
  const texts = new Map([...files.files].map(([file, f]) => [path.join(ROOT, file), f.text]));
  const tree = memoryTree(texts);
  const folders = [...new Set([...files.files.keys()].map((file) => path.posix.dirname(file)))].sort();
  const directories: ConfigDirectory[] = folders.map((folder) => ({ path: path.join(ROOT, folder), display: folder }));
  const inspect = (dirs: readonly ConfigDirectory[]): Promise<GateFindings> =>
    inspectConfigurations(
      {
        configurations: {
          directories: dirs,
          workspace: ROOT,
          dataDir: '.terraform',
          organization: settings.organization,
        },
        service: { host: settings.host },
      },
      { registry, log: QUIET, concurrency: 4, tree },
    );
  const unread: Array<{ directory: string; why: string }> = [];
  let found: Array<{ findings: readonly Finding[]; deprecated: readonly DeprecatedUse[] }>;
  try {
    found = directories.length === 0 ? [] : [await inspect(directories)];
  } catch (error) {
    if (!(error instanceof GateError)) throw error;
    // One configuration the gate cannot read leaves the others to judge, each on its own.
    found = [];
    for (const directory of directories) {
      try {
        found.push(await inspect([directory]));
      } catch (inner) {
        if (!(inner instanceof GateError)) throw inner;
        unread.push({ directory: directory.display, why: errorMessage(inner) });
      }
    }
  }
  const named = patternMatcher(settings.pattern);
  const ofNamed = (address: string | undefined): boolean => address !== undefined && named(moduleOf(address));
  const findings = found.flatMap((f) => f.findings).filter((f) => 'address' in f.verdict && ofNamed(f.verdict.address));
  // A call that could not be judged (its module's versions unread, a version that resolves to none)
  // may be on a deprecated version: the repository is then not judged whole.
  for (const f of findings) {
    if (f.verdict.status === 'error') unread.push({ directory: f.call.directory, why: f.verdict.error });
  }
  const uses = found.flatMap((f) => f.deprecated).filter((u) => ofNamed(u.address));
  const addresses = [...new Set(uses.map((u) => u.address))].sort();
  const modules: ModuleFix[] = [];
  for (const address of addresses) {
    const mine = findings.filter((f) => f.verdict.status === 'deprecated' && f.verdict.address === address);
    const edits = await editFindings(mine, (file) => files.files.get(file)?.text ?? { why: 'the file was not read' }, {
      fixMajor: settings.fixMajor,
      words: settings.words,
    });
    modules.push({
      address,
      module: moduleOf(address),
      versions: versionsInUse(uses.filter((u) => u.address === address)),
      calls: distinctCalls(edits.calls),
      files: [...edits.files].sort((a, b) => a.file.localeCompare(b.file)),
    });
  }
  const calls = new Set(findings.map((f) => `${f.call.location.file}:${f.call.location.line ?? ''}`)).size;
  return { calls, modules, unread };
}

function versionsInUse(uses: readonly DeprecatedUse[]): VersionInUse[] {
  const byVersion = new Map<string, VersionInUse>();
  for (const use of uses) {
    if (byVersion.has(use.version)) continue;
    byVersion.set(use.version, {
      version: use.version,
      state: use.revoked === true ? 'revoked' : 'deprecated',
      deprecation: use.deprecation,
      ...(use.revocation !== undefined && { revocation: use.revocation }),
      ...(use.suggestion !== undefined && { suggestion: use.suggestion }),
    });
  }
  return [...byVersion.values()];
}

/** Each call once, by its file and line, though several configurations reach it (a shared local module). */
function distinctCalls(edits: readonly CallEdit[]): CallFix[] {
  const seen = new Map<string, CallFix>();
  for (const edit of edits) {
    const { location } = edit.finding.call;
    const file = edit.kind === 'rewrite' ? edit.file : location.file;
    // A rewrite is shown at its version's line; the same block reached from another configuration is the same call.
    const line = edit.kind === 'rewrite' ? edit.line : location.line;
    const key = `${location.file}:${location.line ?? ''}`;
    if (seen.has(key)) continue;
    const version = edit.finding.verdict.status === 'deprecated' ? edit.finding.verdict.version : '';
    seen.set(key, {
      file,
      line,
      version,
      kind: edit.kind,
      ...(edit.version !== undefined && { to: edit.version }),
      ...(edit.kind === 'rewrite' && { from: edit.from, written: edit.to }),
      ...(edit.kind === 'by-hand' && { why: edit.why }),
    });
  }
  return [...seen.values()].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
