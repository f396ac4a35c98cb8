/**
 * The bundle keeps its chunks' code cache beside Node's compile cache, with every function a run
 * compiled (src/chunk-cache.ts, issue 33: start-up). Runs of dist/index.js, each in its own
 * process as on a runner, with the compile cache in a folder of the test's: what a run leaves
 * there, that a later run gives the same results from it, and that a cache spoiled or planted
 * changes nothing but time.
 */
import { chmod, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { fakeService, scratchFolder } from '../support/fake-service.ts';
import { runAction } from './harness.ts';

const TOKEN = 'chunk-cache-token.atlasv1.s3cr3t-CACHE-1a2b3c';
let tfe: FakeTfe;
let dir: string;

beforeAll(async () => {
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0'] });
  dir = await scratchFolder('chunk-cache');
});

/** A deprecation of `version` with the compile cache in `cache`. */
async function deprecate(version: string, cache: string) {
  const run = await runAction(deprecateInputs(tfe.url, TOKEN, { version, usage: 'false' }), {
    env: { NODE_COMPILE_CACHE: cache },
  });
  expect(run.exitCode, run.stdout).toBe(0);
  expect(run.outputs['changed-versions']).toBe(version);
  return run;
}

/** The chunks' caches in a compile cache folder, with the inode of each (a rewrite is a new one). */
async function caches(cache: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const file of await readdir(cache, { recursive: true })) {
    if (file.endsWith('.cache')) found.set(file, (await stat(path.join(cache, file))).ino);
  }
  return found;
}

describe("the chunks' code cache", () => {
  it('is written by a first run, read by the next, which writes nothing', async () => {
    const cache = path.join(dir, 'shared');
    await deprecate('1.0.0', cache);
    const first = await caches(cache);
    // The start-up's chunks and a deprecation's: the registry client, the change, its report.
    expect(first.size).toBeGreaterThanOrEqual(5);
    for (const file of first.keys()) {
      expect((await stat(path.join(cache, file))).mode & 0o777).toBe(0o600);
      expect(file).toContain(`${path.sep}tfe-module-lifecycle${path.sep}`);
    }
    const second = await deprecate('1.1.0', cache);
    expect(await caches(cache)).toEqual(first);
    expect(second.summary).toContain('1.1.0');

    // A run that fails at its first input loads only chunks the cache has: nothing written.
    const failed = await runAction({ status: 'deprecate-everything' }, { env: { NODE_COMPILE_CACHE: cache } });
    expect(failed.outputs['failure-reason']).toBe('invalid-input');
    expect(await caches(cache)).toEqual(first);
  });

  it('is refused by V8 when spoiled, and the run is the same, then rewritten', async () => {
    const cache = path.join(dir, 'spoiled');
    await deprecate('1.2.0', cache);
    const written = await caches(cache);
    for (const file of written.keys()) await writeFile(path.join(cache, file), 'not a code cache');
    const run = await deprecate('1.3.0', cache);
    expect(run.summary).toContain('1.3.0');
    for (const file of written.keys()) expect((await stat(path.join(cache, file))).size).toBeGreaterThan(100);
  });

  it('is neither read nor written where others may write in its folder', async () => {
    const cache = path.join(dir, 'open');
    await deprecate('2.0.0', cache);
    const written = await caches(cache);
    const [file] = [...written.keys()];
    await chmod(path.dirname(path.join(cache, file as string)), 0o777);
    for (const name of written.keys()) await writeFile(path.join(cache, name), 'planted');
    // The version is deprecated already: the run reads it, changes nothing, and succeeds.
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { version: '2.0.0', usage: 'false' }), {
      env: { NODE_COMPILE_CACHE: cache },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    for (const name of written.keys()) expect((await stat(path.join(cache, name))).size).toBe('planted'.length);
  });

  it('is off with NODE_DISABLE_COMPILE_CACHE=1, as Node’s own is', async () => {
    const run = await runAction(deprecateInputs(tfe.url, TOKEN, { version: '1.0.0', usage: 'false' }), {
      env: { NODE_DISABLE_COMPILE_CACHE: '1', NODE_COMPILE_CACHE: path.join(dir, 'never') },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    await expect(readdir(path.join(dir, 'never'))).rejects.toThrow(/ENOENT/);
  });
});
