/**
 * The test suite's own speed (issue 33): `npm test` (the bundle, then every test) in this
 * checkout, and `.ci/run` (npm ci, lint, types, npm test, licenses, workflow lint, the dist/
 * check) in a clean clone of HEAD, each timed from start to end. Both run every test, so this
 * takes minutes: it is last in `npm run bench`.
 *
 *   npm run bench -- suite            print the figures
 *   npm run bench -- suite --check    also exit 1 when a goal is missed
 *
 * Goals: `npm test` within 3 minutes and `.ci/run` within 5 on a quiet 2-core machine, every test
 * passing. BENCH_SUITE_FILES=a.test.ts,b.test.ts times `npm test` on those files only, and skips
 * `.ci/run` (which runs everything): for trying the benchmark itself.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
export const SUITE_GOALS = { npmTestS: 180, ciRunS: 240 } as const;

/**
 * CPU seconds of this process's children that have ended, and of theirs (Linux's /proc; 0
 * elsewhere). On a shared machine wall time depends on the others' load; CPU time much less.
 */
function childrenCpuSeconds(): number {
  try {
    // After "pid (name) ", field 3 (state) comes first: cutime and cstime are fields 16 and 17.
    const fields = (readFileSync('/proc/self/stat', 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100 || 0;
  } catch {
    return 0;
  }
}

/** Runs a command with its output in `log`; its exit code, wall time and CPU time in seconds. */
function timed(
  command: string,
  args: string[],
  cwd: string,
  log: string,
): Promise<{ code: number; seconds: number; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpuBefore = childrenCpuSeconds();
    const child = spawn(`${command} ${args.map((a) => `'${a}'`).join(' ')} > '${log}' 2>&1`, {
      cwd,
      shell: true,
      stdio: 'ignore',
      env: { ...process.env, CI: 'true' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      resolve({
        code: code ?? 1,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: childrenCpuSeconds() - cpuBefore,
      }),
    );
  });
}

/** The machine's load at the end of a measurement: a wall time means little without it. */
const loadAverage = (): string =>
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

/** The closing count line scripts/test.mjs prints, from a log. */
async function counts(log: string): Promise<string> {
  const text = await readFile(log, 'utf8');
  return /^tests: .*$/m.exec(text)?.[0] ?? 'no count line (see the log)';
}

export async function suiteBenchmark(check: boolean): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-suite-'));
  const files = (process.env.BENCH_SUITE_FILES ?? '').split(',').filter((f) => f !== '');
  let met = true;
  try {
    console.log(`The test suite${files.length > 0 ? ` (only ${files.join(', ')})` : ''}:`);
    const npmLog = path.join(dir, 'npm-test.log');
    const npmTest = await timed('npm', ['test', ...(files.length > 0 ? ['--', ...files] : [])], root, npmLog);
    const npmMet = npmTest.code === 0 && npmTest.seconds <= SUITE_GOALS.npmTestS;
    met &&= npmMet;
    console.log(
      `  npm test (bundle, then every test)   ${npmTest.seconds.toFixed(0).padStart(4)} s  goal ≤ ${SUITE_GOALS.npmTestS} s: ${npmMet ? 'met' : 'MISSED'} (exit ${npmTest.code}; ${await counts(npmLog)}; ${npmTest.cpuSeconds.toFixed(0)} s of CPU; ${loadAverage()})`,
    );
    if (files.length === 0) {
      const clone = path.join(dir, 'clone');
      const cloneLog = path.join(dir, 'clone.log');
      await writeFile(cloneLog, '');
      const cloned = await timed('git', ['clone', '--quiet', '--no-hardlinks', root, clone], root, cloneLog);
      if (cloned.code !== 0) throw new Error(`git clone failed: ${await readFile(cloneLog, 'utf8')}`);
      const ciLog = path.join(dir, 'ci.log');
      const ci = await timed('bash', ['.ci/run'], clone, ciLog);
      const ciMet = ci.code === 0 && ci.seconds <= SUITE_GOALS.ciRunS;
      met &&= ciMet;
      console.log(
        `  .ci/run from a clean clone of HEAD   ${ci.seconds.toFixed(0).padStart(4)} s  goal ≤ ${SUITE_GOALS.ciRunS} s: ${ciMet ? 'met' : 'MISSED'} (exit ${ci.code}; ${await counts(ciLog)}; ${ci.cpuSeconds.toFixed(0)} s of CPU; ${loadAverage()})`,
      );
      if (ci.code !== 0) console.log((await readFile(ciLog, 'utf8')).slice(-3000));
    }
    if (npmTest.code !== 0) console.log((await readFile(npmLog, 'utf8')).slice(-3000));
    console.log(met ? 'Goals met.' : 'Goals missed.');
    return met || !check;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
