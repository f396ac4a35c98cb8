/**
 * Startup benchmark: how long the bundle takes to start and finish from a cold start, beside
 * `@actions/core` alone (bundled the same way: the floor of any action built on it) and beside an
 * earlier bundle, on the same Node 24 binary (the runner's): median of repeated runs, interleaved
 * so that load on the machine hits every variant alike.
 *
 *   npm run bench -- startup            print the figures
 *   npm run bench -- startup --check    also exit 1 when a goal is missed
 *
 * Every run starts cold, as each job on a GitHub-hosted runner does: its temporary folder (TMPDIR,
 * where Node's compile cache goes, and any cache an earlier bundle kept beside it) is a new empty
 * folder, removed after the run. Goals: a run that fails at its first input within 60 ms of
 * `@actions/core` alone; one deprecation against a local service with no latency within 100 ms of
 * that failed start. BENCH_RUNS sets the runs of each (15).
 *
 * The earlier bundle is the dist/ committed at EARLIER_BUNDLE (or BENCH_PREVIOUS=<commit>), read
 * with `git archive` into node_modules/.cache: nothing of it is built or committed here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLE, NODE24 } from '../test/e2e/harness.ts';
import { startAcmeFake } from '../test/support/acme-fake.ts';
import { CLI_BUNDLE } from '../test/e2e/support/cli.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TOKEN = 'bench-token';
const root = path.join(import.meta.dirname, '..');
/** main before the start-up machinery was retired: the chunks' code cache and undici's stand-in. */
const EARLIER_BUNDLE = process.env.BENCH_PREVIOUS ?? '4406a33';

export const STARTUP_GOALS = { coldStartOverCoreMs: 60, deprecationOverFailedMs: 100 } as const;

/** Writes the process's CPU time (user + system, ms) to $BENCH_CPU_FILE as it exits. */
const CPU_HOOK = `process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').writeFileSync(process.env.BENCH_CPU_FILE, String((u.user + u.system) / 1000)); });\n`;
let cpuHook = '';
let cpuFile = '';
/** The benchmark's folder, where each run's empty temporary folder is made. */
let benchDir = '';

/**
 * Wall time of one cold run, and its CPU time: on a machine others share, the wall time moves with
 * their load, the CPU time much less. Both are printed; the goals are judged on the wall time.
 */
async function timeRun(args: string[], env: Record<string, string>): Promise<{ wall: number; cpu: number }> {
  const temp = await mkdtemp(path.join(benchDir, 'tmp-'));
  try {
    const wall = await new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const child = spawn(NODE24, ['--require', cpuHook, ...args], {
        env: { PATH: process.env.PATH ?? '', BENCH_CPU_FILE: cpuFile, TMPDIR: temp, ...env },
        stdio: 'ignore',
      });
      child.on('error', reject);
      child.on('exit', () => resolve(performance.now() - started));
    });
    return { wall, cpu: Number(await readFile(cpuFile, 'utf8')) };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * What `@actions/core` alone costs to start, bundled the same way (Node's compile cache on, then the
 * rest imported): the floor for any action built on it (it loads @actions/http-client and undici
 * for its OIDC helper, as the action does).
 */
async function coreOnlyBundle(): Promise<string> {
  const dir = path.join(root, 'node_modules', '.cache', 'bench-core-only');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'entry.mjs'),
    "import module from 'node:module';\nmodule.enableCompileCache?.();\nconst core = await import('@actions/core');\ncore.setFailed(`Input status: ${core.getInput('status')}`);\n",
  );
  const ncc = path.join(root, 'node_modules', '.bin', 'ncc');
  const built = spawnSync(ncc, ['build', path.join(dir, 'entry.mjs'), '--out', path.join(dir, 'dist'), '--quiet']);
  if (built.status !== 0) throw new Error(`could not bundle @actions/core alone: ${String(built.stderr)}`);
  return path.join(dir, 'dist', 'index.mjs');
}

/** The earlier bundle's dist/index.js, from git; undefined (and why) where git cannot give it. */
async function earlierBundle(): Promise<{ bundle?: string; why?: string }> {
  const dir = path.join(root, 'node_modules', '.cache', `bench-previous-${EARLIER_BUNDLE}`);
  const bundle = path.join(dir, 'dist', 'index.js');
  if (existsSync(bundle)) return { bundle };
  await mkdir(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', EARLIER_BUNDLE, 'dist'], { cwd: root, maxBuffer: 1 << 30 });
  if (archive.status !== 0) return { why: `git archive ${EARLIER_BUNDLE} failed: ${String(archive.stderr).trim()}` };
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0 || !existsSync(bundle)) return { why: `could not unpack the dist/ of ${EARLIER_BUNDLE}` };
  return { bundle };
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const ms = (value: number): string => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`;

export async function startupBenchmark(check: boolean): Promise<boolean> {
  benchDir = await mkdtemp(path.join(tmpdir(), 'bench-startup-'));
  cpuHook = path.join(benchDir, 'cpu.cjs');
  cpuFile = path.join(benchDir, 'cpu.txt');
  await writeFile(cpuHook, CPU_HOOK);
  const earlier = await earlierBundle();
  const bundles = { current: BUNDLE, ...(earlier.bundle !== undefined && { earlier: earlier.bundle }) };
  // One version per run and bundle, so that each run deprecates one that is not yet deprecated.
  const versions = Array.from({ length: 2 * RUNS }, (_, i) => `1.0.${i}`);
  const tfe = await startAcmeFake(TOKEN, { versions: [...versions, '2.0.0'] });
  try {
    let files = 0;
    const runnerFiles = async (): Promise<Record<string, string>> => {
      files++;
      const made = {
        GITHUB_OUTPUT: path.join(benchDir, `out-${files}`),
        GITHUB_STEP_SUMMARY: path.join(benchDir, `sum-${files}`),
      };
      await Promise.all(Object.values(made).map((f) => writeFile(f, '')));
      return made;
    };
    const coreOnly = await coreOnlyBundle();
    const times: Record<string, number[]> = {};
    const cpuTimes: Record<string, number[]> = {};
    const record = (name: string, { wall, cpu }: { wall: number; cpu: number }): void => {
      (times[name] ??= []).push(wall);
      (cpuTimes[name] ??= []).push(cpu);
    };
    let version = 0;
    for (let i = 0; i < RUNS; i++) {
      record('bare', await timeRun(['-e', '0'], {}));
      record('cli-version', await timeRun([CLI_BUNDLE, '--version'], {}));
      record('core', await timeRun([coreOnly], { ...(await runnerFiles()), INPUT_STATUS: 'x' }));
      for (const [name, bundle] of Object.entries(bundles)) {
        record(
          `${name}-failed`,
          await timeRun([bundle], { ...(await runnerFiles()), INPUT_STATUS: 'deprecate-everything' }),
        );
        record(
          `${name}-deprecation`,
          await timeRun([bundle], {
            ...(await runnerFiles()),
            INPUT_HOSTNAME: tfe.url,
            INPUT_TOKEN: TOKEN,
            INPUT_SOURCE: `${tfe.host}/acme/vpc/aws`,
            INPUT_STATUS: 'deprecated',
            INPUT_VERSION: versions[version++] as string,
            INPUT_REASON: 'Benchmark',
            INPUT_LINK: 'https://example.com/bench',
          }),
        );
      }
    }
    const m = (name: string): number => median(times[name] ?? [NaN]);
    const c = (name: string): number => median(cpuTimes[name] ?? [NaN]);
    const own = (name: string, at = m): number => at(`${name}-failed`) - at('core');
    const deprecation = (name: string, at = m): number => at(`${name}-deprecation`) - at(`${name}-failed`);
    console.log(`Startup under Node 24, every run cold: median of ${RUNS} runs each, interleaved`);
    console.log(
      `  bare \`node -e 0\` ${m('bare').toFixed(1)} ms; \`@actions/core\` alone, bundled, failing at its input ${m('core').toFixed(1)} ms (CPU ${c('core').toFixed(1)} ms)`,
    );
    console.log(
      `  this bundle: a failed start ${m('current-failed').toFixed(1)} ms, one deprecation ${m('current-deprecation').toFixed(1)} ms`,
    );
    const rows: Array<[string, (name: string, at?: (name: string) => number) => number, number]> = [
      ['a cold start (fails at its first input) over `@actions/core` alone', own, STARTUP_GOALS.coldStartOverCoreMs],
      ['one deprecation end to end over a failed start', deprecation, STARTUP_GOALS.deprecationOverFailedMs],
    ];
    const header = ['figure', 'this bundle', earlier.bundle !== undefined ? `earlier (${EARLIER_BUNDLE})` : '', 'goal'];
    console.log(`  ${header[0]?.padEnd(82)} ${header[1]?.padStart(12)} ${header[2]?.padStart(20)}  ${header[3]}`);
    let met = true;
    for (const [what, figure, goal] of rows) {
      const value = figure('current');
      met = met && value <= goal;
      const before = earlier.bundle !== undefined ? ms(figure('earlier')) : '';
      console.log(
        `  ${what.padEnd(82)} ${ms(value).padStart(12)} ${before.padStart(20)}  ≤ +${goal} ms ${value <= goal ? 'met' : 'MISSED'}`,
      );
      const cpuBefore = earlier.bundle !== undefined ? ms(figure('earlier', c)) : '';
      console.log(
        `  ${'  the same in CPU time'.padEnd(82)} ${ms(figure('current', c)).padStart(12)} ${cpuBefore.padStart(20)}`,
      );
    }
    console.log(
      `  ${'`tfe-module-lifecycle --version` over bare Node (no goal)'.padEnd(82)} ${ms(m('cli-version') - m('bare')).padStart(12)}`,
    );
    console.log(`  ${'  the same in CPU time'.padEnd(82)} ${ms(c('cli-version') - c('bare')).padStart(12)}`);
    if (earlier.why !== undefined) console.log(`  (no earlier bundle to compare: ${earlier.why})`);
    console.log(met ? 'Goals met.' : 'Goals missed.');
    return met || !check;
  } finally {
    await tfe.close();
    await rm(benchDir, { recursive: true, force: true });
  }
}
