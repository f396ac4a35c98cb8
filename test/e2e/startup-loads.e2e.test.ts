/**
 * The bundle loads a library only when a run needs it (issue 33: start-up). Each run below is
 * watched by a module hook (`--import`, through NODE_OPTIONS) that writes down every file of
 * dist/ the run imports, and given a compile cache folder of its own, where the chunks it loads
 * itself (src/chunk-cache.ts) leave one cache each, named by the chunk's content; the chunk that
 * holds a library is found by what it contains, whatever number ncc gave it. What is asserted is
 * which code ran, never how long it took.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeTfe } from '../fake-tfe/server.ts';
import { deprecateInputs } from '../support/acme-fake.ts';
import { fakeService } from '../support/fake-service.ts';
import { cacheName } from '../../src/chunk-cache.ts';
import { startFakeGithub } from '../fake-github/server.ts';
import { BUNDLE, NODE24, examplePayload, runAction } from './harness.ts';

const require = createRequire(import.meta.url);
const TOKEN = 'startup-token.atlasv1.s3cr3t-LOAD-5e6f7a';
const dist = path.dirname(BUNDLE);

/** What marks each library's chunks: text only that library's code holds (ncc may copy a module into several). */
const LIBRARIES = {
  'the UTS #46 table (tr46)': 'function toASCII(domainName',
  'the CSV parser (d3-dsv)': 'function parseRows(text, f)',
  "GitHub's API client (@actions/github)": 'getOctokitOptions',
  'the comment writer (src/comment/write.ts)': 'function withComment(',
  'the registry client (src/registry/)': 'function openRegistry(',
  'semver (its module builds ~100 regular expressions as it loads)': 'class SemVer',
  'the SARIF writer (src/sarif.ts)': 'function sarifLog(',
  // Only GitHub's API client sends through it (src/undici-on-use.cjs).
  'undici (a megabyte of modules)': 'class ProxyAgent extends DispatcherBase',
} as const;
type Library = keyof typeof LIBRARIES;

let dir: string;
let hook: string;
let chunksOf: Map<Library, string[]>;
/** The chunks of dist/ by the name of the cache a run that loads one leaves. */
let chunkByCache: Map<string, string>;
let tfe: FakeTfe;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'startup-loads-'));
  hook = path.join(dir, 'loads.mjs');
  // Synchronous hooks run in the run's own thread, so each load is written before the next.
  await writeFile(
    hook,
    [
      "import { appendFileSync } from 'node:fs';",
      "import module from 'node:module';",
      'module.registerHooks({',
      '  load(url, context, next) {',
      "    if (url.startsWith('file:')) appendFileSync(process.env.LOADS_FILE, `${url}\\n`);",
      '    return next(url, context);',
      '  },',
      '});',
      // undici sets its global dispatcher as it is evaluated: whether the run evaluated it.
      "process.on('exit', () => {",
      "  if (globalThis[Symbol.for('undici.globalDispatcher.1')] !== undefined) appendFileSync(process.env.LOADS_FILE, 'undici evaluated\\n');",
      '});',
      '',
    ].join('\n'),
  );
  chunksOf = new Map();
  chunkByCache = new Map();
  for (const name of (await readdir(dist)).filter((n) => n.endsWith('.js'))) {
    const bytes = await readFile(path.join(dist, name));
    const text = bytes.toString();
    chunkByCache.set(cacheName(bytes), name);
    for (const [library, marker] of Object.entries(LIBRARIES) as Array<[Library, string]>) {
      // The entry file holds no library, only ncc's loader and our entry point.
      if (name !== 'index.js' && text.includes(marker)) chunksOf.set(library, [...(chunksOf.get(library) ?? []), name]);
    }
  }
  tfe = await fakeService(TOKEN, { versions: ['1.0.0', '1.1.0', '2.0.0'] });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let runs = 0;
/** The dist/ files a run of the bundle loaded, by name, and the run. */
async function loadsOf(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  event?: { name: string; payload: unknown },
) {
  const loads = path.join(dir, `loads-${++runs}.txt`);
  await writeFile(loads, '');
  const cache = path.join(dir, `cache-${runs}`);
  const run = await runAction(inputs, {
    env: { NODE_OPTIONS: `--import ${hook}`, LOADS_FILE: loads, NODE_COMPILE_CACHE: cache, ...env },
    ...(event !== undefined && { event }),
  });
  const lines = (await readFile(loads, 'utf8')).split('\n').filter((u) => u !== '');
  const urls = lines.filter((u) => u.startsWith('file:'));
  const cached = (await readdir(cache, { recursive: true })).filter((f) => f.endsWith('.cache'));
  const files = [
    ...urls.map((u) => path.basename(new URL(u).pathname)),
    ...cached.map((f) => chunkByCache.get(path.basename(f)) ?? f),
  ];
  const loaded = (library: Library): boolean => (chunksOf.get(library) ?? []).some((chunk) => files.includes(chunk));
  return { run, files, loaded, undiciEvaluated: lines.includes('undici evaluated') };
}

describe('what a run loads', () => {
  it('sees undici evaluated where it is (the check the runs below rely on)', async () => {
    const script = path.join(dir, 'undici.cjs');
    await writeFile(script, `require(${JSON.stringify(require.resolve('undici'))});\n`);
    const loads = path.join(dir, 'undici-loads.txt');
    await writeFile(loads, '');
    const child = spawnSync(NODE24, ['--import', hook, script], { env: { ...process.env, LOADS_FILE: loads } });
    expect(child.status, String(child.stderr)).toBe(0);
    expect(await readFile(loads, 'utf8')).toContain('undici evaluated');
  });

  it('finds the chunk of each library in dist/', () => {
    expect([...chunksOf.keys()].sort()).toEqual(Object.keys(LIBRARIES).sort());
    // Each library in a chunk apart from the start-up's.
    expect(new Set([...chunksOf.values()].flat()).size).toBeGreaterThan(1);
  });

  it('loads none of them for a run that fails at its first input', async () => {
    const { run, files, loaded, undiciEvaluated } = await loadsOf({ status: 'deprecate-everything' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(files).toContain('index.js');
    for (const library of Object.keys(LIBRARIES) as Library[]) expect(loaded(library), library).toBe(false);
    expect(undiciEvaluated, 'undici (imported by @actions/http-client at its top)').toBe(false);
  });

  it('loads neither semver nor the SARIF writer for a run that fails at its inputs with versions given', async () => {
    // A version is checked without semver: semver is loaded only to compare versions.
    const { run, loaded } = await loadsOf({
      ...deprecateInputs(tfe.url, TOKEN),
      version: '1.0.0, v1.1.0',
      'verify-timeout': 'soon',
    });
    expect(run.exitCode).toBe(1);
    expect(run.outputs['failure-reason']).toBe('invalid-input');
    expect(loaded('semver (its module builds ~100 regular expressions as it loads)')).toBe(false);
    expect(loaded('the SARIF writer (src/sarif.ts)')).toBe(false);
    expect(loaded('the registry client (src/registry/)')).toBe(false);
  });

  it('loads the registry client but no UTS #46 table, CSV parser, SARIF writer or comment writer for a deprecation', async () => {
    const { run, loaded, undiciEvaluated } = await loadsOf(deprecateInputs(tfe.url, TOKEN, { usage: 'false' }));
    expect(run.exitCode, run.stdout).toBe(0);
    // The service's requests go through @actions/http-client's own agents, never undici.
    expect(undiciEvaluated).toBe(false);
    expect(loaded('the registry client (src/registry/)')).toBe(true);
    expect(loaded('the SARIF writer (src/sarif.ts)')).toBe(false);
    expect(loaded('the UTS #46 table (tr46)')).toBe(false);
    expect(loaded('the CSV parser (d3-dsv)')).toBe(false);
    expect(loaded('the comment writer (src/comment/write.ts)')).toBe(false);
  });

  it("loads undici's chunk, and evaluates it, to comment on a pull request", async () => {
    const githubToken = 'ghs_StartupLoadsWriteToken0123456789abcdef';
    const github = await startFakeGithub({ tokens: { [githubToken]: 'write' } });
    try {
      const workspace = path.join(dir, 'comment-workspace');
      await mkdir(workspace, { recursive: true });
      await writeFile(
        path.join(workspace, 'main.tf'),
        `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
      );
      const { run, loaded, undiciEvaluated } = await loadsOf(
        {
          hostname: tfe.url,
          token: TOKEN,
          status: 'check',
          'config-directory': workspace,
          'github-token': githubToken,
          comment: 'always',
        },
        { GITHUB_API_URL: github.url },
        { name: 'pull_request', payload: examplePayload('pull_request', 'opened') },
      );
      expect(run.exitCode, run.stdout).toBe(0);
      expect(github.comments).toHaveLength(1);
      expect(loaded('undici (a megabyte of modules)')).toBe(true);
      expect(undiciEvaluated).toBe(true);
    } finally {
      await github.close();
    }
  });

  it('loads the UTS #46 table for a host beyond plain ASCII, and reads it as Terraform does', async () => {
    const workspace = path.join(dir, 'workspace');
    await mkdir(workspace, { recursive: true });
    // The fake's host in full-width digits and dots, which UTS #46 maps back to 127.0.0.1.
    const fullWidth = tfe.host.replace(/^[^:]*/, (name) =>
      name.replace(/[0-9.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    );
    await writeFile(
      path.join(workspace, 'main.tf'),
      `module "vpc" {\n  source  = "${fullWidth}/acme/vpc/aws"\n  version = "1.1.0"\n}\n`,
    );
    const gate = await loadsOf({
      hostname: tfe.url,
      token: TOKEN,
      status: 'check',
      'config-directory': workspace,
    });
    expect(gate.run.exitCode, gate.run.stdout).toBe(0);
    expect(JSON.parse(gate.run.outputs.result ?? '[]')).toMatchObject([
      { call: 'module.vpc', status: 'not-deprecated', version: '1.1.0' },
    ]);
    expect(gate.loaded('the UTS #46 table (tr46)')).toBe(true);
  });
});
