/**
 * `npm pack` makes a package that works on its own: packed into a temporary folder and run with
 * `npx ./that.tgz` from an empty directory under Node 24, with nothing else installed there, it
 * runs the gate, a check and a campaign (against a fake GitHub too) and prints no token. The package is its bundle and
 * nothing else: it declares no dependency, so npx installs it offline, from an empty cache.
 * npx installs it once, for the first test; the later runs use the command that install put in
 * npx's cache, as a person runs it after the first time (npm itself costs a second of CPU a run).
 * Needs dist/cli/ built (`npm run bundle`), as every end-to-end test needs dist/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTfe, type FakeTfe } from '../fake-tfe/server.ts';
import { startFakeGithub, type FakeGithub } from '../fake-github/server.ts';
import { NODE24 } from './harness.ts';
import { parseCliJson, runCli } from './support/cli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TOKEN = 'cli-pack-token.atlasv1.s3cr3t-PACK-0a1b2c';

let packDir: string;
let tarball: string;
let packedFiles: string[];
let empty: string;
let npmCache: string;
let tfe: FakeTfe;
let github: FakeGithub;
const APP = 'ghs_PackedCampaignAppToken0123456789abcd';

beforeAll(async () => {
  packDir = await mkdtemp(path.join(tmpdir(), 'cli-pack-'));
  // npx's cache, empty: whatever the package needed would have to come from the registry.
  npmCache = path.join(packDir, 'npm-cache');
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', packDir], { cwd: root, encoding: 'utf8' }),
  ) as Array<{ filename: string; files: Array<{ path: string }>; size: number }>;
  const [info] = packed;
  if (info === undefined) throw new Error('npm pack made nothing');
  tarball = path.join(packDir, info.filename);
  packedFiles = info.files.map((f) => f.path);

  tfe = await startFakeTfe();
  tfe.addOrganization('acme');
  tfe.addToken(TOKEN, { organizations: ['acme'] });
  tfe.addModule({ namespace: 'acme', name: 'vpc', provider: 'aws', versions: ['1.0.0', '1.1.0', '2.0.0'] });
  tfe.deprecate('acme', 'vpc', 'aws', '1.0.0', { reason: 'Old.', link: 'https://example.com/vpc/2' });

  github = await startFakeGithub({ tokens: { [APP]: 'write' } });
  github.addRepository({
    fullName: 'acme/web',
    files: { 'infra/main.tf': `module "vpc" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n` },
  });

  // An empty directory but for the package, as a person would download it, and a configuration.
  empty = await mkdtemp(path.join(tmpdir(), 'cli-empty-'));
  await copyFile(tarball, path.join(empty, 'that.tgz'));
  await mkdir(path.join(empty, 'dir'));
  await writeFile(
    path.join(empty, 'dir', 'main.tf'),
    `module "network" {\n  source  = "${tfe.host}/acme/vpc/aws"\n  version = "1.0.0"\n}\n`,
  );
}, 120_000);

afterAll(async () => {
  await tfe?.close();
  await github?.close();
  await Promise.all([packDir, empty].filter(Boolean).map((d) => rm(d, { recursive: true, force: true })));
});

/** Node 24 first on the PATH: the one the package's `#!/usr/bin/env node` finds. */
const node24Path = () => `${path.dirname(NODE24)}${path.delimiter}${process.env.PATH ?? ''}`;

/** `npx ./that.tgz ARGS` in the empty directory, with Node 24 first on the PATH. */
const npx = (args: string[]) =>
  runCli(['./that.tgz', ...args, '--hostname', tfe.url], {
    cwd: empty,
    command: ['npx', '--yes'],
    env: { PATH: node24Path(), TF_API_TOKEN: TOKEN, ...offline() },
    timeoutMs: 60_000,
  });

let installed: Promise<string> | undefined;
/**
 * The command npx installed from the package into its cache (`.bin/tfe-module-lifecycle`). The
 * first test's npx run installs it; run alone, a test installs it here the same way.
 */
const installedCommand = (): Promise<string> =>
  (installed ??= (async () => {
    const find = async (): Promise<string | undefined> => {
      const npxCache = path.join(npmCache, '_npx');
      for (const entry of await readdir(npxCache).catch(() => [] as string[])) {
        const bin = path.join(npxCache, entry, 'node_modules/.bin/tfe-module-lifecycle');
        if (existsSync(bin)) return bin;
      }
      return undefined;
    };
    const ready = await find();
    if (ready !== undefined) return ready;
    const install = await runCli(['./that.tgz', '--version'], {
      cwd: empty,
      command: ['npx', '--yes'],
      env: { PATH: node24Path(), ...offline() },
    });
    const bin = await find();
    if (bin === undefined) throw new Error(`npx installed no command:\n${install.stderr}`);
    return bin;
  })());

/** `tfe-module-lifecycle ARGS` in the empty directory, as npx installed it: no npm in between. */
const installedCli = async (args: string[]) =>
  runCli([...args, '--hostname', tfe.url], {
    cwd: empty,
    command: [await installedCommand()],
    env: { PATH: node24Path(), TF_API_TOKEN: TOKEN },
  });

/** npm with no registry: an install that needed anything from it fails (ENOTCACHED). */
const offline = () => ({
  npm_config_cache: npmCache,
  npm_config_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
});

describe('the packed command line', () => {
  it('holds the CLI bundle, its licenses and little else', async () => {
    const files = packedFiles;
    expect(files).toContain('dist/cli/index.js');
    expect(files).toContain('dist/cli/licenses.txt');
    // The HCL parser, unzipped (each gate run would unzip it: about 30 ms).
    expect(files).toContain('dist/cli/main.wasm');
    expect(files).not.toContain('dist/cli/main.wasm.gz');
    // Not the action's bundle, the sources or the tests.
    expect(files.filter((f) => !/^(dist\/cli\/|package\.json$|README\.md$|LICENSE$)/.test(f))).toEqual([]);
    // The command line never carries @actions/core: ncc lists every package it bundled. It does
    // carry GitHub's API client (@actions/github's octokit), which `campaign` loads on use.
    const licenses = readFileSync(path.join(root, 'dist/cli/licenses.txt'), 'utf8');
    expect(licenses).toMatch(/^@cdktn\/hcl2json$/m);
    expect(licenses).not.toMatch(/^@actions\/core$/m);
  });

  it('declares no dependency for npx to install: the bundle carries them all', () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    ) as Record<string, unknown>;
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'])
      expect(manifest[field], field).toBeUndefined();
  });

  it('runs the gate from an empty directory with npx', async () => {
    const run = await npx(['gate', 'dir']);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^dir\/main\.tf:1: error: Module version 1\.0\.0 of .* is deprecated/m);
    // Nothing was installed in the directory itself: npx keeps the package in its cache.
    expect((await readdir(empty)).sort()).toEqual(['dir', 'that.tgz']);
  }, 60_000);

  it('prints the JSON document and its version the same way', async () => {
    const run = await installedCli(['check', '--source', `${tfe.host}/acme/vpc/aws`, '--version', '2.0.0', '--json']);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(parseCliJson(run)).toMatchObject({ exitCode: 0, outputs: { 'failure-reason': '' } });
    const version = await runCli(['./that.tgz', '--version'], {
      cwd: empty,
      command: ['npx', '--yes'],
      env: { PATH: node24Path(), ...offline() },
    });
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  }, 60_000);

  it("plans a campaign on GitHub as packed: the package carries GitHub's client too", async () => {
    const run = await runCli(
      [
        'campaign',
        '--source',
        `${tfe.host}/acme/vpc/aws`,
        '--repositories',
        'acme',
        '--dry-run',
        '--hostname',
        tfe.url,
      ],
      {
        cwd: empty,
        command: [await installedCommand()],
        env: { PATH: node24Path(), TF_API_TOKEN: TOKEN, GH_TOKEN: APP, GITHUB_API_URL: github.url },
        secrets: [APP],
      },
    );
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stderr).toContain('+  version = "1.1.0"');
    expect(github.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(github.requests.every((r) => r.token === APP)).toBe(true);
  }, 60_000);

  // Last: it rewrites dir/main.tf.
  it('fixes the configuration: --fix --dry-run prints the diff, --fix writes it, and the gate passes', async () => {
    const file = path.join(empty, 'dir', 'main.tf');
    const before = await readFile(file, 'utf8');
    const dry = await installedCli(['gate', 'dir', '--fix', '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(1);
    expect(`${dry.stdout}${dry.stderr}`).toContain('-  version = "1.0.0"\n');
    expect(`${dry.stdout}${dry.stderr}`).toContain('+  version = "1.1.0"\n');
    expect(await readFile(file, 'utf8')).toBe(before);
    const fixed = await installedCli(['gate', 'dir', '--fix', '--json']);
    expect(fixed.exitCode, fixed.stderr).toBe(1);
    expect(parseCliJson(fixed)).toMatchObject({ outputs: { fixed: 'true' } });
    expect(await readFile(file, 'utf8')).toBe(before.replace('"1.0.0"', '"1.1.0"'));
    const after = await installedCli(['gate', 'dir']);
    expect(after.exitCode, after.stderr).toBe(0);
  }, 120_000);
});
