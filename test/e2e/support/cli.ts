/**
 * Runs the command line as a person or another CI system does: `node dist/cli/index.js ARGS`
 * under Node 24 (or any other command, such as `npx ./package.tgz`), in a working directory,
 * with a clean environment. Everything it printed and every file left in its working directory
 * is scanned for the run's secrets: a run that leaked one throws, failing its test.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeLeaks, findLeaks, usableSecrets } from '../leaks.ts';
import { expect } from 'vitest';
import { NODE24, RUN_SPOOL_VARIABLE, SecretLeakError, type SpooledRun } from '../harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLI_BUNDLE = path.join(root, 'dist/cli/index.js');

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  env?: Record<string, string>;
  /** The command to run instead of `node dist/cli/index.js` (its arguments come first). */
  command?: readonly string[];
  /** More values that must never be printed or written. */
  secrets?: string[];
  /** Folders whose files count as written by the run too (beside its working directory). */
  scan?: string[];
  timeoutMs?: number;
  /** Run as this user and group (the test must be root to ask): a user who may not write everywhere. */
  user?: { uid: number; gid: number };
}

export async function runCli(args: readonly string[], options: CliOptions): Promise<CliRun> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.cwd,
    ...options.env,
  };
  const [file, ...before] = options.command ?? [NODE24, CLI_BUNDLE];
  const child = spawn(file as string, [...before, ...args], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: options.timeoutMs ?? 60_000,
    ...options.user,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? -1));
  });
  const sources = [
    { where: 'stdout', text: stdout },
    { where: 'stderr', text: stderr },
  ];
  for (const folder of [options.cwd, ...(options.scan ?? [])]) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      // Installed packages (npx's cache among them) are what the run read, not what it wrote.
      if (!entry.isFile() || /node_modules|\/\.npm\b/.test(entry.parentPath)) continue;
      const where = path.join(entry.parentPath, entry.name);
      sources.push({ where, text: await readFile(where, 'utf8') });
    }
  }
  const secrets = usableSecrets([
    ...Object.entries(env)
      .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
      .map(([, value]) => value),
    ...(options.secrets ?? []),
  ]);
  await spool(secrets, sources);
  const leaks = findLeaks(sources, secrets);
  if (leaks.length > 0)
    throw new SecretLeakError(`The command line printed or wrote a secret:\n${describeLeaks(leaks)}`);
  return { exitCode, stdout, stderr };
}

/** Leaves a copy for the suite-wide secret scan (test/e2e/leak-scan.global.ts), as runAction does. */
async function spool(secrets: string[], sources: Array<{ where: string; text: string }>): Promise<void> {
  const folder = process.env[RUN_SPOOL_VARIABLE];
  if (folder === undefined || folder === '') return;
  const state = expect.getState();
  const test = `${state.testPath === undefined ? '' : `${path.relative(root, state.testPath)} › `}${state.currentTestName ?? ''}`;
  const record: SpooledRun = { test, secrets, sources };
  await writeFile(path.join(folder, `${randomUUID()}.json`), JSON.stringify(record));
}

/**
 * The command to run the command line in a pseudo-terminal, as a person sees it: `script -qec CMD
 * /dev/null` (util-linux). There stdout and stderr are one stream, and lines end in `\r\n`.
 * Give it as `command` to runCli, with no further arguments.
 */
export function inTerminal(args: readonly string[], command: readonly string[] = [NODE24, CLI_BUNDLE]): string[] {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  return ['script', '-qec', [...command, ...args].map(quote).join(' '), '/dev/null'];
}

/** The JSON document `--json` prints. */
export interface CliJson {
  exitCode: number;
  verdict: { failed: boolean; reason?: string; message?: string };
  result: unknown;
  outputs: Record<string, string>;
  annotations: Array<{ level: string; title?: string; message: string; file?: string; line?: number }>;
}

export const parseCliJson = (run: CliRun): CliJson => JSON.parse(run.stdout) as CliJson;
