/**
 * Startup benchmark: how long the bundle takes to start and finish, beside bare `node -e 0` on
 * the same Node 24 binary (the runner's), median of repeated runs, interleaved so that load on
 * the machine hits all three alike.
 *
 *   npm run bench -- startup            print the figures
 *   npm run bench -- startup --check    also exit 1 when a target is missed
 *
 * Targets: a run that fails at input validation starts within 40 ms of bare Node; one
 * deprecation against a local service with no latency takes at most 100 ms in all; the command
 * line's `--version` (dist/cli/index.js) answers within 30 ms of bare Node.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLE, NODE24 } from '../test/e2e/harness.ts';
import { startAcmeFake } from '../test/support/acme-fake.ts';
import { CLI_BUNDLE } from '../test/e2e/support/cli.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TOKEN = 'bench-token';

function timeRun(args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(NODE24, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(performance.now() - started));
  });
}

/**
 * What `@actions/core` alone costs to start, bundled and cached the same way: the floor for any action
 * built on it (it loads @actions/http-client and undici for its OIDC helper).
 */
async function coreOnlyBundle(): Promise<string> {
  const dir = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'bench-core-only');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'entry.mjs'),
    "import module from 'node:module';\nmodule.enableCompileCache?.();\nconst core = await import('@actions/core');\ncore.setFailed(`Input status: ${core.getInput('status')}`);\n",
  );
  const ncc = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'ncc');
  const built = spawnSync(ncc, ['build', path.join(dir, 'entry.mjs'), '--out', path.join(dir, 'dist'), '--quiet']);
  if (built.status !== 0) throw new Error(`could not bundle @actions/core alone: ${String(built.stderr)}`);
  return path.join(dir, 'dist', 'index.mjs');
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export async function startupBenchmark(check: boolean): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-startup-'));
  // One version per run, so that each run deprecates one that is not yet deprecated.
  const versions = Array.from({ length: RUNS }, (_, i) => `1.0.${i}`);
  const tfe = await startAcmeFake(TOKEN, { versions: [...versions, '2.0.0'] });
  try {
    const runnerFiles = async (i: number): Promise<Record<string, string>> => {
      const files = { GITHUB_OUTPUT: path.join(dir, `out-${i}`), GITHUB_STEP_SUMMARY: path.join(dir, `sum-${i}`) };
      await Promise.all(Object.values(files).map((f) => writeFile(f, '')));
      return files;
    };
    const coreOnly = await coreOnlyBundle();
    const bare: number[] = [];
    const core: number[] = [];
    const invalid: number[] = [];
    const deprecation: number[] = [];
    const cliVersion: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      bare.push(await timeRun(['-e', '0'], {}));
      cliVersion.push(await timeRun([CLI_BUNDLE, '--version'], {}));
      core.push(await timeRun([coreOnly], { ...(await runnerFiles(i)), INPUT_STATUS: 'x' }));
      invalid.push(await timeRun([BUNDLE], { ...(await runnerFiles(i)), INPUT_STATUS: 'deprecate-everything' }));
      deprecation.push(
        await timeRun([BUNDLE], {
          ...(await runnerFiles(i)),
          INPUT_HOSTNAME: tfe.url,
          INPUT_TOKEN: TOKEN,
          INPUT_SOURCE: `${tfe.host}/acme/vpc/aws`,
          INPUT_STATUS: 'deprecated',
          INPUT_VERSION: versions[i] as string,
          INPUT_REASON: 'Benchmark',
          INPUT_LINK: 'https://example.com/bench',
        }),
      );
    }
    const floor = median(bare);
    const rows = [
      { what: 'bare `node -e 0`', ms: floor, target: '' },
      { what: '`@actions/core` alone, bundled', ms: median(core), target: '(the floor of any action on it)' },
      {
        what: 'fails at input validation',
        ms: median(invalid),
        target: `≤ bare + 40 ms (${(floor + 40).toFixed(0)} ms)`,
      },
      { what: 'one deprecation, local service', ms: median(deprecation), target: '≤ 100 ms' },
      {
        what: '`tfe-module-lifecycle --version`',
        ms: median(cliVersion),
        target: `≤ bare + 30 ms (${(floor + 30).toFixed(0)} ms)`,
      },
    ];
    console.log(`Startup under Node 24: median of ${RUNS} runs each, interleaved`);
    for (const r of rows) console.log(`  ${r.what.padEnd(34)} ${r.ms.toFixed(1).padStart(7)} ms  ${r.target}`);
    const met = median(invalid) - floor <= 40 && median(deprecation) <= 100 && median(cliVersion) - floor <= 30;
    console.log(met ? 'Targets met.' : 'Targets missed.');
    return met || !check;
  } finally {
    await tfe.close();
    await rm(dir, { recursive: true, force: true });
  }
}
