/**
 * Loads the bundle's chunks with V8's code cache written after a run, not before it.
 *
 * Node's compile cache (module.enableCompileCache) saves a file's code right after compiling it,
 * before it runs; V8 compiles a function's body only when it is first called, so that cache holds
 * each chunk's top-level code and every run compiles again the functions it goes through (most of a
 * deprecation's own CPU time, docs/performance.md#startup). Here a chunk is compiled as a script,
 * from a cache kept beside Node's, and the cache is written as the process exits, with every
 * function the run compiled. A run that loaded a chunk with no usable cache rewrites the cache of
 * each chunk it loaded, so the caches gather what every kind of run needs, and a run like an
 * earlier one writes nothing.
 *
 * A chunk that is not in the shape this expects (ncc's `export const id/ids/modules`, nothing
 * else exported, no `import.meta`: a script that has either does not compile) is loaded as before,
 * with import(). (webpack turns every import() of our code into a chunk load; one it left would go
 * through Node's own loader, with an experimental warning.) A cache is neither read nor written
 * where its folder is not the user's own: a planted cache is code, run as theirs.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';

type ChunkId = string | number;
type ChunkHandler = (chunkId: ChunkId, promises: Array<Promise<unknown>>) => void;

/** What of webpack's runtime (`__webpack_require__` in the bundle) loading a chunk touches. */
export interface ChunkRuntime {
  /** Chunk loading handlers by kind: `j` imports a chunk's file (ncc's ESM output). */
  f: Record<string, ChunkHandler | undefined>;
  /** The bundle's module factories by id; a loaded chunk adds its own. */
  m: Record<string, unknown>;
  /** A chunk's file name. */
  u: (chunkId: ChunkId) => string;
  /** The bundle's folder, with a trailing separator (ncc's asset base). */
  ab: string;
}

/** The chunk's own exports, as ncc writes them at its top: a chunk with anything else is imported. */
const HEADER = /^export const id = \d+;\nexport const ids = \[[\d,]+\];\nexport const modules = /;
/**
 * What a chunk is compiled in. Its start goes on the file's first line, so that a stack trace's line
 * numbers are the file's. Both parts name the cache with the chunk's bytes: V8 checks only a
 * source's length against a cache, and another release may wrap a chunk otherwise.
 */
const WRAPPER = { start: '(function () {"use strict";', end: '\nreturn { ids, modules };\n})' } as const;

interface Loaded {
  script: vm.Script;
  cacheFile: string;
}

export interface ChunkCache {
  /** Writes each loaded chunk's code cache, if a chunk was loaded without one. Never throws. */
  save(): void;
}

/** The bundle's runtime (webpack's own name for it, which ncc renames); absent when run from the sources. */
declare const __webpack_require__: ChunkRuntime | undefined;

/**
 * For the bundle's entry points: Node's compile cache on (it keeps the compiled bundle in the
 * temporary folder, so that a job's later steps, a runner's later jobs and a laptop's next run
 * start faster), and the chunks' cache beside it. NODE_DISABLE_COMPILE_CACHE=1 turns both off.
 */
export function keepCompiledCode(): void {
  module.enableCompileCache?.();
  if (typeof __webpack_require__ === 'undefined') return;
  const chunks = cacheCompiledChunks(__webpack_require__, module.getCompileCacheDir?.());
  process.once('exit', () => chunks.save());
}

/** The script a chunk is compiled as: undefined for a file not in ncc's shape. */
export function chunkScript(text: string): string | undefined {
  const header = HEADER.exec(text)?.[0];
  if (header === undefined) return undefined;
  return `${WRAPPER.start}${header.replaceAll('export const ', 'const ')}${text.slice(header.length)}${WRAPPER.end}`;
}

/** The name of a chunk's cache, from its bytes and the wrapper it is compiled in. */
export function cacheName(bytes: Buffer): string {
  const digest = createHash('sha256').update(WRAPPER.start).update(WRAPPER.end).update(bytes).digest('hex');
  return `${digest.slice(0, 32)}.cache`;
}

/**
 * Puts a cached loader in front of the runtime's chunk loading. `cacheRoot` is Node's compile cache
 * folder for this Node (module.getCompileCacheDir(): undefined when it is off, and then so is this).
 */
export function cacheCompiledChunks(runtime: ChunkRuntime, cacheRoot: string | undefined): ChunkCache {
  const importChunk = runtime.f.j;
  if (cacheRoot === undefined || importChunk === undefined) return { save: () => {} };
  // Node's folder is its version's, flags' and user's own, as a V8 cache must be (two Node versions
  // on one machine, the action's and the command line's, keep theirs apart).
  const folder = path.join(cacheRoot, 'tfe-module-lifecycle');
  const loaded: Loaded[] = [];
  const installed = new Set<ChunkId>();
  /** Chunks left to import(): asked again (or while they load), they go there again. */
  const imported = new Set<ChunkId>();
  let stale = false;
  let trusted: boolean | undefined;

  const load = (chunkId: ChunkId): boolean => {
    const file = runtime.ab + runtime.u(chunkId);
    const bytes = readFileSync(file);
    const source = chunkScript(bytes.toString());
    if (source === undefined) return false;
    const cacheFile = path.join(folder, cacheName(bytes));
    trusted ??= ownFolder(folder) ?? false;
    let cachedData: Buffer | undefined;
    if (trusted) {
      try {
        cachedData = readFileSync(cacheFile);
      } catch {
        // none yet
      }
    }
    const script = new vm.Script(source, {
      filename: file,
      cachedData,
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const chunk = (script.runInThisContext() as () => { ids: ChunkId[]; modules: Record<string, unknown> })();
    for (const [id, factory] of Object.entries(chunk.modules)) runtime.m[id] = factory;
    for (const id of chunk.ids) installed.add(id);
    if (cachedData === undefined || script.cachedDataRejected === true) stale = true;
    loaded.push({ script, cacheFile });
    return true;
  };

  runtime.f.j = (chunkId, promises) => {
    if (installed.has(chunkId)) return;
    let done = false;
    if (!imported.has(chunkId)) {
      try {
        done = load(chunkId);
      } catch {
        // Whatever went wrong (a file unreadable, a shape not expected), import() still loads it.
      }
    }
    if (!done) {
      imported.add(chunkId);
      importChunk(chunkId, promises);
    }
  };

  return {
    save() {
      // At exit: a cache not written costs the next run time, never its result, so nothing throws.
      if (!stale) return;
      let part: string | undefined;
      try {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        if (ownFolder(folder) !== true) return;
        for (const { script, cacheFile } of loaded) {
          // A name no other process (another container's pid 1 among them) writes.
          part = `${cacheFile}.${randomBytes(6).toString('hex')}`;
          writeFileSync(part, script.createCachedData(), { mode: 0o600, flag: 'wx' });
          renameSync(part, cacheFile);
          part = undefined;
        }
        pruneOld(folder, new Set(loaded.map(({ cacheFile }) => cacheFile)));
      } catch {
        try {
          if (part !== undefined) rmSync(part, { force: true });
        } catch {
          // left for no one to read: it is never named as a cache
        }
      }
    },
  };
}

/** A cache unwritten this long is removed when a run writes (another release's, as a rule). */
const KEEP_CACHE_MS = 30 * 24 * 3600 * 1000;
/** A temporary file this old was left by a process that ended while writing it. */
const KEEP_PART_MS = 3600 * 1000;

/**
 * Removes what no run has written for a while, so that a machine that updates the action or the
 * command line does not keep every release's caches: a cache still in use costs one run's compiling.
 */
function pruneOld(folder: string, written: Set<string>): void {
  const now = Date.now();
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (written.has(file)) continue;
    const keep = name.endsWith('.cache') ? KEEP_CACHE_MS : KEEP_PART_MS;
    if (now - lstatSync(file).mtimeMs > keep) rmSync(file, { force: true });
  }
}

/**
 * Whether the cache's folder is the user's own, a folder (not a link) that no one else may write
 * in, and no one but the user or the system could move it or anything above it: every folder up to
 * the root, along the path as named and as it resolves, is theirs or the system's, and others may
 * not write in it but in a shared temporary folder's way (its sticky bit: none may move another's
 * entry). Undefined when the folder is not there yet. On Windows, without such owners, only a
 * folder in the user's temporary folder or profile (Node's default is the first).
 */
export function ownFolder(folder: string): boolean | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) {
    return [os.tmpdir(), os.homedir()].some((home) => {
      const inside = path.relative(home, folder);
      return !inside.startsWith('..') && !path.isAbsolute(inside);
    });
  }
  try {
    const stat = lstatSync(folder);
    if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0) return false;
    const above = path.dirname(folder);
    return safeUpToRoot(above, uid) && safeUpToRoot(realpathSync(above), uid);
  } catch {
    return undefined;
  }
}

function safeUpToRoot(start: string, uid: number): boolean {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const stat = lstatSync(dir);
    if (stat.uid !== uid && stat.uid !== 0) return false;
    // A link's own mode means nothing; where it points is checked along the resolved path.
    if (!stat.isSymbolicLink() && (!stat.isDirectory() || ((stat.mode & 0o022) !== 0 && (stat.mode & 0o1000) === 0)))
      return false;
    if (path.dirname(dir) === dir) return true;
  }
}
