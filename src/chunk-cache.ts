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
 * with import(). A cache is neither read nor written where its folder is not the user's own: a
 * planted cache would be code run as theirs.
 */
import { hash } from 'node:crypto';
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

interface Loaded {
  script: vm.Script;
  cacheFile: string;
}

export interface ChunkCache {
  /** Writes each loaded chunk's code cache, if a chunk was loaded without one. Never throws. */
  save(): void;
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
  let stale = false;
  let trusted: boolean | undefined;

  const load = (chunkId: ChunkId): boolean => {
    const file = runtime.ab + runtime.u(chunkId);
    const bytes = readFileSync(file);
    const text = bytes.toString();
    const header = HEADER.exec(text)?.[0];
    if (header === undefined) return false;
    // Named by the chunk's content: V8 checks only a source's length against its cache.
    const cacheFile = path.join(folder, `${hash('sha256', bytes, 'hex').slice(0, 32)}.cache`);
    trusted ??= ownFolder(folder) ?? false;
    let cachedData: Buffer | undefined;
    if (trusted) {
      try {
        cachedData = readFileSync(cacheFile);
      } catch {
        // none yet
      }
    }
    // The wrapper's start on the file's first line, so that a stack trace's line numbers are the file's.
    const source = `(function () {"use strict";${header.replaceAll('export const ', 'const ')}${text.slice(header.length)}\nreturn { ids, modules };\n})`;
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
    try {
      done = load(chunkId);
    } catch {
      // Whatever went wrong (a file unreadable, a shape not expected), import() still loads it.
    }
    if (!done) importChunk(chunkId, promises);
  };

  return {
    save() {
      if (!stale) return;
      try {
        mkdirSync(folder, { recursive: true, mode: 0o700 });
        if (ownFolder(folder) !== true) return;
        for (const { script, cacheFile } of loaded) {
          const part = `${cacheFile}.${process.pid}`;
          writeFileSync(part, script.createCachedData(), { mode: 0o600, flag: 'wx' });
          renameSync(part, cacheFile);
        }
      } catch {
        // A cache not written costs the next run time, never its result.
        for (const { cacheFile } of loaded) rmSync(`${cacheFile}.${process.pid}`, { force: true });
      }
    },
  };
}

/**
 * Whether the cache's folder is the user's own and no one else may write in it, and the two above
 * it (Node's folder for this version, and Node's cache folder) are the user's or the system's, with
 * no one else writing in them but in a shared temporary folder's way (its sticky bit: none may move
 * another's entry). Undefined when the folder is not there yet. On Windows, without such owners,
 * the temporary folder is the user's.
 */
export function ownFolder(folder: string): boolean | undefined {
  const uid = process.getuid?.();
  if (uid === undefined) return true;
  try {
    for (const dir of [folder, path.dirname(folder), path.dirname(path.dirname(folder))]) {
      const stat = lstatSync(dir);
      const mine = dir === folder;
      const owner = stat.uid === uid || (!mine && stat.uid === 0);
      const othersWrite = (stat.mode & 0o022) !== 0 && (mine || (stat.mode & 0o1000) === 0);
      if (!stat.isDirectory() || !owner || othersWrite) return false;
    }
    return true;
  } catch {
    return undefined;
  }
}
