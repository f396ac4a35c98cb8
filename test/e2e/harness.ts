/**
 * Runs the committed bundle exactly as a GitHub runner does: `node dist/index.js` under Node 24,
 * inputs as INPUT_* variables, and real GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH,
 * GITHUB_ENV, GITHUB_PATH and GITHUB_STATE files. Returns what the action printed and wrote, after
 * scanning all of it for the run's secrets: a run that leaked one throws, failing its test.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describeLeaks, findLeaks, usableSecrets } from './leaks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUNDLE = path.join(root, 'dist/index.js');
/** The Node 24 binary from the `node` dev dependency: the runner's own major version. */
export const NODE24 = path.join(root, 'node_modules/node/bin/node');

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  title?: string;
  file?: string;
  line?: string;
  message: string;
}

export interface ActionRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  annotations: Annotation[];
  /** Every byte the action printed or wrote, for leak scans. */
  everything: string;
  /** The same, by where it went: stdout, stderr, and each file in the run's folder. */
  sources: Array<{ where: string; text: string }>;
}

export interface RunOptions {
  env?: Record<string, string>;
  event?: { name: string; payload: unknown };
  /**
   * More values the action must never print or write, beyond the ones found on their own: the
   * `token` and `github-token` inputs and every TF_API_TOKEN / TF_TOKEN_* variable given to the run.
   */
  secrets?: string[];
  /** Kills the run past this many milliseconds (a run that would never end fails its test, not the suite). */
  timeoutMs?: number;
}

/** Set by `leak-scan.global.ts`: a folder where every run leaves a copy for the suite-wide scan. */
export const RUN_SPOOL_VARIABLE = 'E2E_RUN_SPOOL';

export interface SpooledRun {
  test: string;
  secrets: string[];
  sources: Array<{ where: string; text: string }>;
  /**
   * What a reader would see broken in the run's job summary rendered as GitHub renders it (none:
   * `[]`), when it wrote one. Checked here, in the test's worker beside the others, rather than
   * after the last test on one core: rendering the suite's summaries takes seconds.
   */
  summaryProblems?: string[];
}

/** Thrown by runAction when the action printed or wrote a secret anywhere. */
export class SecretLeakError extends Error {
  override name = 'SecretLeakError';
}

/** Every run of the suite, so a final scan can look at all of them. */
export const allRuns: ActionRun[] = [];

/** GitHub's own example payload for an event, from @octokit/webhooks-examples. */
export function examplePayload(name: string, action?: string): Record<string, unknown> {
  const examples = webhookExamples().find((e) => e.name === name)?.examples ?? [];
  const found = examples.find((e) => action === undefined || e.action === action);
  if (found === undefined) throw new Error(`no example payload for ${name}/${action}`);
  return structuredClone(found);
}

type WebhookExamples = Array<{ name: string; examples: Array<Record<string, unknown>> }>;
let webhookExamplesRead: WebhookExamples | undefined;

/**
 * The package's examples, the first of each event and action (all examplePayload looks at). The
 * package's file is 4.3 MB, about 0.2 s of CPU to parse in each test file's worker; its first
 * reader leaves this 1.5 MB digest of it in node_modules/.cache for the others.
 */
function webhookExamples(): WebhookExamples {
  if (webhookExamplesRead !== undefined) return webhookExamplesRead;
  const require = createRequire(import.meta.url);
  const { version } = require('@octokit/webhooks-examples/package.json') as { version: string };
  const digest = path.join(root, 'node_modules/.cache/e2e', `webhooks-examples-${version}.json`);
  try {
    webhookExamplesRead = JSON.parse(readFileSync(digest, 'utf8')) as WebhookExamples;
  } catch {
    const all = require('@octokit/webhooks-examples/api.github.com/index.json') as WebhookExamples;
    webhookExamplesRead = all.map(({ name, examples }) => ({
      name,
      examples: examples.filter((e, i) => examples.findIndex((other) => other.action === e.action) === i),
    }));
    // Written whole under another name first: a worker never reads half of it.
    mkdirSync(path.dirname(digest), { recursive: true });
    const partial = `${digest}.${randomUUID()}`;
    writeFileSync(partial, JSON.stringify(webhookExamplesRead));
    renameSync(partial, digest);
  }
  return webhookExamplesRead;
}

export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^<=]+)<<(.+)$/.exec(lines[i] as string);
    if (heredoc) {
      const [, name, delimiter] = heredoc as unknown as [string, string, string];
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] as string);
      outputs[name] = value.join('\n');
    } else if ((lines[i] as string).includes('=')) {
      const [name, ...rest] = (lines[i] as string).split('=');
      outputs[name as string] = rest.join('=');
    }
  }
  return outputs;
}

const unescapeData = (s: string): string => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string): string => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

export function parseAnnotations(stdout: string): Annotation[] {
  const found: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::(error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const annotation: Annotation = { level: m[1] as Annotation['level'], message: unescapeData(m[3] ?? '') };
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const [key, ...value] = pair.split('=');
      if (key === 'title' || key === 'file' || key === 'line') annotation[key] = unescapeProperty(value.join('='));
    }
    found.push(annotation);
  }
  return found;
}

export async function runAction(inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'action-run-'));
  const files = {
    output: path.join(dir, 'output.txt'),
    summary: path.join(dir, 'summary.md'),
    event: path.join(dir, 'event.json'),
    env: path.join(dir, 'env.txt'),
    path: path.join(dir, 'path.txt'),
    state: path.join(dir, 'state.txt'),
  };
  for (const file of [files.output, files.summary, files.env, files.path, files.state]) await writeFile(file, '');
  const event = options.event ?? { name: 'workflow_dispatch', payload: examplePayload('workflow_dispatch') };
  await writeFile(files.event, JSON.stringify(event.payload));

  // A clean environment: nothing from the machine running the tests leaks in.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    RUNNER_TEMP: dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_ENV: files.env,
    GITHUB_PATH: files.path,
    GITHUB_STATE: files.state,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_REPOSITORY: 'acme/platform-modules',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_NUMBER: '7',
    GITHUB_WORKFLOW: 'Release',
    GITHUB_SHA: 'ffac537e6cbbf934b08745a378932722df287a53',
    GITHUB_REF: 'refs/heads/main',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;

  const child = spawn(NODE24, [BUNDLE], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.timeoutMs !== undefined && { timeout: options.timeoutMs }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exitCode = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? -1));
  });
  const outputText = await readFile(files.output, 'utf8');
  const summary = await readFile(files.summary, 'utf8');
  // Every file in the run's folder (its HOME, RUNNER_TEMP and working directory), whatever wrote it.
  const written: Array<{ where: string; text: string }> = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    written.push({ where: path.relative(dir, file), text: await readFile(file, 'utf8') });
  }
  await rm(dir, { recursive: true, force: true });
  const sources = [{ where: 'stdout', text: stdout }, { where: 'stderr', text: stderr }, ...written];
  const run: ActionRun = {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(outputText),
    summary,
    annotations: parseAnnotations(stdout),
    everything: sources.map((s) => s.text).join('\n'),
    sources,
  };
  allRuns.push(run);

  const secrets = usableSecrets([
    inputs.token,
    inputs['github-token'],
    ...Object.entries(env)
      .filter(([name]) => name === 'TF_API_TOKEN' || /^TF_TOKEN_/i.test(name))
      .map(([, value]) => value),
    ...(options.secrets ?? []),
  ]);
  await spool({ test: await currentTestName(), secrets, sources });
  const leaks = findLeaks(sources, secrets);
  if (leaks.length > 0) {
    throw new SecretLeakError(`The action printed or wrote a secret:\n${describeLeaks(leaks)}`);
  }
  return run;
}

async function spool(record: SpooledRun): Promise<void> {
  const folder = process.env[RUN_SPOOL_VARIABLE];
  if (folder === undefined || folder === '') return;
  const summary = record.sources.find((s) => s.where === 'summary.md')?.text ?? '';
  if (summary !== '') {
    const { summaryProblems } = await import('../support/markdown.ts');
    record.summaryProblems = summaryProblems(summary);
  }
  await writeFile(path.join(folder, `${randomUUID()}.json`), JSON.stringify(record));
}

/** The running test's file and name, under vitest; the demo runs without it. */
async function currentTestName(): Promise<string> {
  if (process.env.VITEST === undefined) return 'outside vitest';
  const { expect } = await import('vitest');
  const state = expect.getState();
  const file = state.testPath === undefined ? '' : `${path.relative(root, state.testPath)} › `;
  return `${file}${state.currentTestName ?? '(no test)'}`;
}

/**
 * Lines that carry the token, in any form, anywhere but in the `::add-mask::` command, which is
 * how the runner learns what to mask and which it never shows. (runAction checks every run for
 * its own secrets already; this is for values a test knows of and the run did not.)
 */
export function tokenLeaks(run: ActionRun, token: string): string[] {
  return findLeaks([{ where: 'run', text: run.everything }], [token]).map((l) => l.line);
}

export function parseResult(run: ActionRun): Array<Record<string, unknown>> {
  return JSON.parse(run.outputs.result ?? 'null') as Array<Record<string, unknown>>;
}
