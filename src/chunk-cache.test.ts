import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheCompiledChunks, chunkScript, ownFolder, type ChunkRuntime } from './chunk-cache.ts';

let dist: string;
let cacheRoot: string;
const folder = (): string => path.join(cacheRoot, 'tfe-module-lifecycle');

/** A chunk as ncc writes it: its ids and module factories as the file's only exports. */
const chunk = (id: number, body: string): string =>
  `export const id = ${id};\nexport const ids = [${id}];\nexport const modules = {\n\n/***/ ${id}0:\n/***/ ((module) => {\n${body}\n/***/ })\n\n};\n`;

function writeChunk(id: number, text: string): void {
  writeFileSync(path.join(dist, `${id}.index.js`), text);
}
const writeModule = (id: number, body: string): void => writeChunk(id, chunk(id, body));

/** A runtime as the bundle's, with import() (`f.j`) a spy: what the cache leaves to it is seen there. */
function runtime(): ChunkRuntime & { imported: ReturnType<typeof vi.fn> } {
  const imported = vi.fn();
  return { f: { j: imported }, m: {}, u: (id) => `${id}.index.js`, ab: `${dist}/`, imported };
}

/** Loads chunks as the runtime's `.e()` does, then requires a module of the last one. */
function load(rt: ChunkRuntime, ...ids: number[]): unknown {
  const promises: Array<Promise<unknown>> = [];
  for (const id of ids) rt.f.j?.(id, promises);
  expect(promises).toEqual([]);
  const module = { exports: {} as unknown };
  (rt.m[`${ids.at(-1)}0`] as (m: typeof module) => void)(module);
  return module.exports;
}

/** Runs an ES module's `code` in a process of its own; what it printed. */
function inChild(code: string): string {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  expect(child.stderr).toBe('');
  return child.stdout;
}

/**
 * One run in a process of its own, as each run of the bundle is: V8 consumes a code cache only for
 * a script this process has not compiled yet. It loads the chunks and saves as the bundle's entry
 * does, at exit; unless `call` is false, it calls the last one's module and returns what it exported.
 */
function runInChild(ids: number[], call = true): unknown {
  const out = inChild(`
    import { cacheCompiledChunks } from ${JSON.stringify(path.join(import.meta.dirname, 'chunk-cache.ts'))};
    const rt = { f: { j: () => { throw new Error('imported'); } }, m: {}, u: (id) => id + '.index.js', ab: ${JSON.stringify(`${dist}/`)} };
    const cache = cacheCompiledChunks(rt, ${JSON.stringify(cacheRoot)});
    process.once('exit', () => cache.save());
    for (const id of ${JSON.stringify(ids)}) rt.f.j(id, []);
    if (${String(call)}) {
      const module = { exports: {} };
      rt.m['${ids.at(-1)}0'](module);
      process.stdout.write(JSON.stringify(module.exports.double?.(21) ?? module.exports));
    }
  `);
  return call ? JSON.parse(out) : undefined;
}
const run = (...ids: number[]): unknown => runInChild(ids);
/** Loads chunk `id` in a process of its own, and saves at exit, without calling anything in it. */
const loadOnly = (id: number): unknown => runInChild([id], false);

/**
 * A code cache made, in a process of its own, from chunk 1 written with `body` instead, after
 * calling its `double`: what someone who could write in the cache's folder could leave there.
 */
function forgedCache(body: string, file: string): void {
  inChild(`
    import vm from 'node:vm';
    import { writeFileSync } from 'node:fs';
    const script = new vm.Script(${JSON.stringify(chunkScript(chunk(1, body)))});
    const module = { exports: {} };
    script.runInThisContext()().modules['10'](module);
    module.exports.double(1);
    writeFileSync(${JSON.stringify(file)}, script.createCachedData());
  `);
}

const cacheFiles = (): string[] => readdirSync(folder()).sort();
const inode = (name: string): number => statSync(path.join(folder(), name)).ino;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'chunk-cache-dist-'));
  cacheRoot = mkdtempSync(path.join(tmpdir(), 'chunk-cache-root-'));
  writeModule(1, 'module.exports = { double: (x) => x * 2 };');
  writeModule(2, 'module.exports = { strict: (function () { return this === undefined; })() };');
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(cacheRoot, { recursive: true, force: true });
});

describe('cacheCompiledChunks', () => {
  it('loads a chunk itself, in strict mode as a module is, and keeps its cache when saved', () => {
    const rt = runtime();
    const cache = cacheCompiledChunks(rt, cacheRoot);
    expect((load(rt, 1) as { double: (x: number) => number }).double(21)).toBe(42);
    expect(load(rt, 2)).toEqual({ strict: true });
    expect(rt.imported).not.toHaveBeenCalled();
    cache.save();
    expect(cacheFiles()).toHaveLength(2);
    expect(statSync(folder()).mode & 0o777).toBe(0o700);
    for (const name of cacheFiles()) expect(statSync(path.join(folder(), name)).mode & 0o777).toBe(0o600);
  });

  it('loads a chunk once, whatever the number of asks', () => {
    const rt = runtime();
    cacheCompiledChunks(rt, cacheRoot);
    load(rt, 1);
    rt.m = {};
    rt.f.j?.(1, []);
    expect(rt.m).toEqual({});
  });

  it('writes nothing when every chunk a run loaded came from the cache', () => {
    expect(run(1)).toBe(42);
    const [name] = cacheFiles();
    const ino = inode(name as string);
    expect(run(1)).toBe(42);
    expect(inode(name as string)).toBe(ino);
  });

  it("rewrites every loaded chunk's cache when one had none, so that the caches gather every kind of run", () => {
    run(1);
    const [name] = cacheFiles();
    const ino = inode(name as string);
    expect(run(1, 2)).toEqual({ strict: true });
    expect(cacheFiles()).toHaveLength(2);
    expect(inode(name as string)).not.toBe(ino);
  });

  it('compiles afresh from a cache V8 refuses, and replaces it', () => {
    run(1);
    const [name] = cacheFiles();
    writeFileSync(path.join(folder(), name as string), 'not a code cache');
    expect(run(1)).toBe(42);
    expect(statSync(path.join(folder(), name as string)).size).toBeGreaterThan('not a code cache'.length);
  });

  it("names a cache by the chunk's content: a changed chunk does not run an old cache", () => {
    run(1);
    writeModule(1, 'module.exports = { double: (x) => x * 3 };'); // the same length, other code
    expect(run(1)).toBe(63);
    expect(cacheFiles()).toHaveLength(2);
  });

  it('writes the cache as the run ends, with the functions the run compiled', () => {
    loadOnly(1);
    const [name] = cacheFiles();
    const loadedOnly = statSync(path.join(folder(), name as string)).size;
    rmSync(folder(), { recursive: true });
    expect(run(1)).toBe(42); // calls double()
    expect(statSync(path.join(folder(), name as string)).size).toBeGreaterThan(loadedOnly);
  });

  it("removes, when it writes, caches no run has written for 30 days and a dead process's temporary files", () => {
    mkdirSync(folder(), { mode: 0o700, recursive: true });
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    const hours = new Date(Date.now() - 2 * 3600 * 1000);
    const at = (name: string, time: Date): string => {
      const file = path.join(folder(), name);
      writeFileSync(file, 'x');
      utimesSync(file, time, time);
      return name;
    };
    const lastRelease = at('0123456789abcdef0123456789abcdef.cache', old);
    const lastWeek = at('fedcba9876543210fedcba9876543210.cache', hours);
    const deadWriter = at('fedcba9876543210fedcba9876543210.cache.a1b2c3d4e5f6', hours);
    const rt = runtime();
    const cache = cacheCompiledChunks(rt, cacheRoot);
    load(rt, 1);
    cache.save();
    const left = cacheFiles();
    expect(left).toContain(lastWeek);
    expect(left).not.toContain(lastRelease);
    expect(left).not.toContain(deadWriter);
    expect(left).toHaveLength(2); // last week's, and chunk 1's just written
  });

  it('never throws as the process exits, whatever is in the way', () => {
    writeFileSync(path.join(cacheRoot, 'tfe-module-lifecycle'), 'a file where the folder goes');
    const rt = runtime();
    const cache = cacheCompiledChunks(rt, cacheRoot);
    load(rt, 1);
    expect(() => cache.save()).not.toThrow();
  });

  it("keeps a stack trace's lines those of the chunk's file", () => {
    writeModule(3, 'module.exports = { fail: () => {\n  throw new Error("here");\n} };');
    const rt = runtime();
    cacheCompiledChunks(rt, cacheRoot);
    const { fail } = load(rt, 3) as { fail: () => never };
    expect(() => fail()).toThrow(expect.objectContaining({ stack: expect.stringContaining(`${dist}/3.index.js:8:`) }));
  });

  it.each([
    ['a chunk that imports', (id: number) => `import fs from 'node:fs';\n${chunk(id, 'module.exports = fs;')}`],
    ['a chunk that reads import.meta', (id: number) => chunk(id, 'module.exports = import.meta.url;')],
    ['a chunk that exports more', (id: number) => `${chunk(id, 'module.exports = 1;')}export const runtime = 1;\n`],
    ['a file of another shape', () => 'module.exports = 1;\n'],
  ])('leaves %s to import()', (_, text) => {
    writeChunk(4, text(4));
    const rt = runtime();
    const cache = cacheCompiledChunks(rt, cacheRoot);
    const promises: Array<Promise<unknown>> = [];
    rt.f.j?.(4, promises);
    expect(rt.imported).toHaveBeenCalledWith(4, promises);
    expect(rt.m).toEqual({});
    cache.save();
    expect(() => cacheFiles()).toThrow(/ENOENT/);
  });

  it("changes nothing when Node's compile cache is off", () => {
    const rt = runtime();
    const before = rt.f.j;
    cacheCompiledChunks(rt, undefined).save();
    expect(rt.f.j).toBe(before);
  });
});

describe("a cache folder not the user's own is neither read nor written", () => {
  it('refuses a folder others may write in, and a link where the folder should be', () => {
    mkdirSync(folder(), { mode: 0o700 });
    expect(ownFolder(folder())).toBe(true);
    chmodSync(folder(), 0o777);
    expect(ownFolder(folder())).toBe(false);
    chmodSync(folder(), 0o1777); // ours must be ours alone, sticky or not
    expect(ownFolder(folder())).toBe(false);
    chmodSync(folder(), 0o700);
    chmodSync(cacheRoot, 0o777); // Node's folder: anyone could move ours away
    expect(ownFolder(folder())).toBe(false);
    chmodSync(cacheRoot, 0o1777); // a shared temporary folder's way: none may move another's entry
    expect(ownFolder(folder())).toBe(true);
    chmodSync(cacheRoot, 0o700);
    rmSync(folder(), { recursive: true });
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'chunk-cache-elsewhere-'));
    symlinkSync(elsewhere, folder());
    expect(ownFolder(folder())).toBe(false);
    const rt = runtime();
    const cache = cacheCompiledChunks(rt, cacheRoot);
    load(rt, 1);
    cache.save();
    expect(readdirSync(elsewhere)).toEqual([]);
    rmSync(elsewhere, { recursive: true });
  });

  it('runs no cache planted where others may write, though V8 would take it for the chunk', () => {
    expect(run(1)).toBe(42);
    const [name] = cacheFiles();
    const cacheFile = path.join(folder(), name as string);
    // The same length as the chunk, other code: V8 checks only a source's length.
    forgedCache('module.exports = { double: (x) => x * 7 };', cacheFile);
    expect(run(1)).toBe(147); // what a cache is: code, run as the user, whatever source it came from
    chmodSync(folder(), 0o777);
    expect(run(1)).toBe(42);
    chmodSync(folder(), 0o700);
    chmodSync(cacheRoot, 0o777); // the folder above: anyone could have swapped ours
    expect(run(1)).toBe(42);
  });

  it('neither reads nor writes a cache in a folder others may write in', () => {
    run(1);
    const [name] = cacheFiles();
    chmodSync(folder(), 0o777);
    writeFileSync(path.join(folder(), name as string), 'planted');
    expect(run(1)).toBe(42);
    expect(statSync(path.join(folder(), name as string)).size).toBe('planted'.length);
  });

  it.skipIf(process.getuid?.() !== 0)("refuses another user's folder", () => {
    mkdirSync(folder(), { mode: 0o700 });
    chownSync(folder(), 4242, 4242);
    expect(ownFolder(folder())).toBe(false);
  });

  it('on Windows, where folders have no such owner, trusts only the temporary folder and the profile', () => {
    const getuid = vi.spyOn(process, 'getuid').mockReturnValue(undefined as unknown as number);
    try {
      expect(ownFolder(path.join(tmpdir(), 'node-compile-cache', 'tfe-module-lifecycle'))).toBe(true);
      expect(ownFolder(path.join(path.parse(tmpdir()).root, 'shared', 'cache', 'tfe-module-lifecycle'))).toBe(false);
    } finally {
      getuid.mockRestore();
    }
  });

  it('finds no folder before the first save', () => {
    expect(ownFolder(folder())).toBeUndefined();
  });
});
