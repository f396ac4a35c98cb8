/**
 * The command line needs Node.js 22 or newer (package.json `engines`; Node 20 reached its end of
 * life in April 2026, and lacks `fs.globSync`, which `gate 'stacks/*'` uses). On an older Node it
 * exits with 2 at once, naming the version needed, never with a stack trace: the bundle run
 * under the machine's own Node 20 (`/usr/bin/node`), as a person with an old Node would.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, parseCliJson, runCli } from './support/cli.ts';

const OLD_NODE = '/usr/bin/node';
const oldMajor = existsSync(OLD_NODE)
  ? Number(execFileSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).split('.')[0])
  : undefined;

let workspace: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'cli-old-node-'));
  await mkdir(path.join(workspace, 'stacks', 'network'), { recursive: true });
  await writeFile(
    path.join(workspace, 'stacks', 'network', 'main.tf'),
    'module "vpc" {\n  source  = "app.terraform.io/acme/vpc/aws"\n  version = "1.0.0"\n}\n',
  );
});

afterAll(async () => {
  if (workspace !== undefined) await rm(workspace, { recursive: true, force: true });
});

describe.skipIf(oldMajor === undefined || oldMajor >= 22)(`under Node.js ${oldMajor} (${OLD_NODE})`, () => {
  const old = (args: string[]) =>
    runCli(args, { cwd: workspace, command: [OLD_NODE, CLI_BUNDLE], env: { TF_API_TOKEN: 'not-used.atlasv1.x' } });

  it("exits with 2 at once, naming the Node.js needed, where `gate 'stacks/*'` crashed", async () => {
    const run = await old(['gate', 'stacks/*']);
    expect(run.exitCode, run.stderr).toBe(2);
    expect(run.stderr).toBe(
      `tfe-module-lifecycle: needs Node.js 22 or newer; this is Node.js ${execFileSync(OLD_NODE, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim()}. Install a current Node.js (https://nodejs.org/en/download), or run it in the node:24 image.\n`,
    );
    expect(run.stdout).toBe('');
  });

  it('says so in the JSON document with --json, and before --version or --help', async () => {
    const json = await old(['check', '--json']);
    expect(json.exitCode).toBe(2);
    expect(parseCliJson(json)).toMatchObject({
      exitCode: 2,
      verdict: { failed: true, reason: 'invalid-input', message: expect.stringMatching(/^needs Node\.js 22 or newer/) },
      outputs: { 'failure-reason': 'invalid-input' },
    });
    for (const args of [['--version'], ['--help'], ['gate', '--help']]) {
      const run = await old(args);
      expect(run.exitCode, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(/needs Node\.js 22 or newer/);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
