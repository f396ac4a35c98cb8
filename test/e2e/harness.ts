/**
 * Runs the committed bundle exactly as a GitHub runner does: `node dist/index.js` under Node 24,
 * inputs as INPUT_* variables, and real GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and GITHUB_EVENT_PATH
 * files. Returns what the action printed and wrote.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

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
}

export interface RunOptions {
  env?: Record<string, string>;
  event?: { name: string; payload: unknown };
}

/** Every run of the suite, so a final scan can look at all of them. */
export const allRuns: ActionRun[] = [];

/** GitHub's own example payload for an event, from @octokit/webhooks-examples. */
export function examplePayload(name: string, action?: string): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as Array<{
    name: string;
    examples: Array<Record<string, unknown>>;
  }>;
  const examples = all.find((e) => e.name === name)?.examples ?? [];
  const found = examples.find((e) => action === undefined || e.action === action);
  if (found === undefined) throw new Error(`no example payload for ${name}/${action}`);
  return structuredClone(found);
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
  };
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
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

  const child = spawn(NODE24, [BUNDLE], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  await rm(dir, { recursive: true, force: true });
  const run: ActionRun = {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(outputText),
    summary,
    annotations: parseAnnotations(stdout),
    everything: [stdout, stderr, outputText, summary].join('\n'),
  };
  allRuns.push(run);
  return run;
}

/**
 * Lines that carry the token anywhere but in the `::add-mask::` command, which is how the
 * runner learns what to mask and which it never shows.
 */
export function tokenLeaks(run: ActionRun, token: string): string[] {
  return run.everything.split('\n').filter((line) => line.includes(token) && !line.startsWith(`::add-mask::`));
}

export function parseResult(run: ActionRun): Array<Record<string, unknown>> {
  return JSON.parse(run.outputs.result ?? 'null') as Array<Record<string, unknown>>;
}
