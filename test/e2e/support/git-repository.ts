/**
 * Real git repositories for the `only-new` tests, of the action and of the command line: a base
 * commit that already calls a deprecated version 30 times, and a head that moves one of those
 * calls (not new) and adds a 31st (new).
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** git in `cwd`, as a test's author, whatever the machine's configuration. */
export const git = (cwd: string, ...args: string[]): string =>
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'init.defaultBranch=main', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();

/** `count` calls of HOST/acme/vpc/aws 1.2.0, one block each, in HCL. */
export const deprecatedCalls = (host: string, count: number, from = 0): string =>
  Array.from(
    { length: count },
    (_, i) => `module "vpc_${from + i}" {\n  source  = "${host}/acme/vpc/aws"\n  version = "1.2.0"\n}\n`,
  ).join('\n');

/** The file the calls are in, relative to the repository. */
export const CALLS_FILE = 'stacks/network/main.tf';

/** A repository at `root` whose base commit has 30 deprecated calls and whose head adds a 31st. */
export async function makeRepository(root: string, host: string): Promise<{ base: string; head: string }> {
  await mkdir(path.join(root, 'stacks/network'), { recursive: true });
  git(root, 'init', '-q');
  await writeFile(path.join(root, CALLS_FILE), deprecatedCalls(host, 30));
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'base');
  const base = git(root, 'rev-parse', 'HEAD');
  // The head moves the first block down the file (not new) and adds one call (new).
  await writeFile(
    path.join(root, CALLS_FILE),
    `# moved\n\n${deprecatedCalls(host, 29, 1)}\n${deprecatedCalls(host, 1)}\n${deprecatedCalls(host, 1, 30)}`,
  );
  git(root, 'commit', '-q', '-am', 'head');
  return { base, head: git(root, 'rev-parse', 'HEAD') };
}

/** The line of `module "NAME"` in the head's file, as annotations give it. */
export const lineOf = async (root: string, name: string): Promise<number> =>
  (await readFile(path.join(root, CALLS_FILE), 'utf8')).split('\n').findIndex((l) => l.startsWith(`module "${name}"`)) +
  1;
