/**
 * `npm run fake`, as a new user tries it: the sandbox starts, prints the environment to paste and
 * the commands to try; pasted into a shell, every one of them (each example of every command's
 * help, and every command docs/cli.md shows) runs against the fake and ends with a verdict (exit
 * 0, or 1 for a deprecated or revoked version in use), never refused (2) nor a bug (4), and prints
 * no token. Its own policy plan says that `prune` takes the seeded CVE revocation back. Needs
 * dist/cli/ built.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onHost } from '../support/example-host.ts';
import { NODE24 } from './harness.ts';
import { runCli } from './support/cli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

let child: ChildProcess;
let printed = '';
let scratch: string;

beforeAll(async () => {
  // What `npm run fake` runs, under the project's Node, as npm would run it.
  const [command, ...args] = (packageJson.scripts.fake ?? '').split(' ');
  expect(command).toBe('node');
  child = spawn(NODE24, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    lines.on('line', (line) => {
      printed += `${line}\n`;
      if (line.startsWith('The alias runs')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm run fake exited with ${code}:\n${printed}`)));
  });
  scratch = await mkdtemp(path.join(tmpdir(), 'sandbox-try-'));
}, 60_000);

afterAll(async () => {
  if (child !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
});

/** The lines to paste: the exports, the alias and the `cd`. */
const pasted = (): string[] => printed.split('\n').filter((l) => /^(export |alias |cd )/.test(l));
const env = (): Record<string, string> =>
  Object.fromEntries(
    pasted()
      .filter((l) => l.startsWith('export '))
      .map((l) => /^export ([A-Z0-9_]+)=(.*)$/.exec(l)!.slice(1) as [string, string]),
  );
const workspace = (): string =>
  pasted()
    .find((l) => l.startsWith('cd '))!
    .slice(3);
const host = (): string => new URL(env().TF_HOSTNAME!).host;

/**
 * Runs `command` in bash after what the sandbox said to paste, as a person's shell would. The
 * script holds the token (it is what was pasted), so it is kept out of the folders scanned for it:
 * the run's working directory and the sandbox's workspace, where the commands write.
 */
async function inPastedShell(command: string) {
  const script = `${scratch}.sh`;
  await writeFile(script, ['shopt -s expand_aliases', ...pasted(), command, ''].join('\n'));
  try {
    return await runCli([], { cwd: scratch, command: ['bash', script], env: env(), scan: [workspace()] });
  } finally {
    await rm(script, { force: true });
  }
}

/** The command as bash runs it: a trailing `# comment` and the spaces before it left out. */
const withoutComment = (command: string): string => command.replace(/\s+#\s.*$/, '');

/** The commands docs/cli.md shows, on the fake's host. */
function documentedCommands(): string[] {
  const page = readFileSync(path.join(root, 'docs/cli.md'), 'utf8');
  const shown = [
    ...page.matchAll(/^(?:\s*- )?(?:npx [^\n]*? -- )?(tfe-module-lifecycle [^\n`]*)$/gm),
    ...page.matchAll(/`(tfe-module-lifecycle [^`]*)`/g),
  ].map((m) => (m[1] as string).trim());
  return [...new Set(shown)].filter((c) => !/COMMAND|\[|\.\.\./.test(c)).map((c) => onHost(c, host()));
}

describe('npm run fake', () => {
  it('prints the environment to paste: the host, a token for it, the organization, the command, a workspace', () => {
    expect(env()).toMatchObject({
      TF_HOSTNAME: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      TF_TOKEN_127_0_0_1: expect.stringMatching(/^fake-/),
      TF_CLOUD_ORGANIZATION: 'acme',
    });
    expect(pasted().find((l) => l.startsWith('alias tfe-module-lifecycle='))).toContain('dist/cli/index.js');
    expect(existsSync(path.join(workspace(), 'stacks/app/main.tf'))).toBe(true);
    expect(printed).toMatch(/acme\/vpc\/aws\n {2}acme\/eks\/aws\n {2}acme\/storage-account\/azurerm/);
  });

  it('is documented where a new user looks: the README and docs/cli.md', () => {
    expect(readFileSync(path.join(root, 'README.md'), 'utf8').split('## Development')[1]).toMatch(/`npm run fake`/);
    expect(readFileSync(path.join(root, 'docs/cli.md'), 'utf8')).toMatch(/`npm ci && npm run fake`/);
  });

  it("plans its own policy file saying loudly that prune takes vpc 1.0.0's CVE revocation back", async () => {
    const run = await inPastedShell('tfe-module-lifecycle policy plan .github/module-policy.yml');
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Warns \(the command passes\): .*acme\/vpc\/aws 1\.0\.0 would be unrevoked/);
    expect(run.stdout).toMatch(
      /1\.0\.0 +unrevoke, back to deprecated .*new workspaces can start on it again: its revocation "1\.0\.0 opens port 22 to the world \(CVE-2026-1234\)\." .*goes away/,
    );
    expect(run.stdout).toMatch(/module-policy\.yml:\d+: warning: .*acme\/vpc\/aws 1\.0\.0 would be unrevoked/);
    expect(run.stdout).toMatch(/1\.0\.0 +\d{4}-\d\d-\d\d +\d+ +⚠️ yes, again: this plan unrevokes it until then/);
  });

  it('runs every command it offers and every command docs/cli.md shows to a verdict', async () => {
    const offered = printed.split('\n').filter((l) => l.startsWith('tfe-module-lifecycle '));
    expect(offered.length).toBeGreaterThanOrEqual(9);
    const documented = documentedCommands();
    expect(documented.length).toBeGreaterThanOrEqual(4);
    // Each command once: a command the page shows as the sandbox offers it (a shell comment
    // aside) would only run again, later in the same chain.
    const commands = [...new Set([...offered, ...documented].map(withoutComment))];
    expect(commands.length).toBeGreaterThan(offered.length);
    for (const command of commands) {
      const run = await inPastedShell(command);
      expect([0, 1], `${command}\n${run.stderr}\n${run.stdout}`).toContain(run.exitCode);
      expect(run.stderr, command).not.toMatch(/Unexpected error|^tfe-module-lifecycle: /m);
    }
  }, 240_000);
});
