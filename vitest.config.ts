import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that leave process-wide state behind and so run in a worker of their own: Mermaid's
 * parser needs a jsdom window on globalThis (test/support/mermaid.ts), which also kept a shared
 * worker from stopping in time at the end. Found by what they import, so a new one is not missed;
 * any other file that changes the process fails (test/support/shared-worker.setup.ts).
 */
const OWN_WORKER = globSync(['src/**/*.test.ts', 'test/**/*.test.ts'], { cwd: import.meta.dirname }).filter((file) =>
  /support\/mermaid\.ts'/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

/**
 * Files that run for a minute or more on a loaded 2-core machine, mostly one long test that cannot
 * be split (the sandbox's commands build on each other; the gate past GitHub's limits is one run
 * of 10,000 calls). Vitest starts the files it has no timings for largest first, which put the
 * sandbox's small file last: it then ran alone for 90 s at the end of the suite. Started first,
 * they overlap with the rest. (With timings from an earlier run, vitest sorts slowest first anyway.)
 */
const START_FIRST = [
  'test/e2e/sandbox.e2e.test.ts',
  'test/e2e/gate.e2e.test.ts',
  'test/e2e/gate-configurations.e2e.test.ts',
  'test/e2e/pr-comment.e2e.test.ts',
  'test/e2e/gate-scale.e2e.test.ts',
  'test/e2e/cli-pack.e2e.test.ts',
  'test/e2e/gate-suggest.e2e.test.ts',
  'test/e2e/hostile-input.e2e.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const index = START_FIRST.indexOf(path.relative(import.meta.dirname, file.moduleId));
      return index === -1 ? START_FIRST.length : index;
    };
    // Array#sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // Vite's server conditions without `development`, which vitest also hands the workers as
  // `--conditions development`: packages then load the build users run, not their development
  // build. Micromark's (the job summaries, rendered in the workers) checks assertions as it goes.
  plugins: [
    {
      name: 'build-users-run',
      configEnvironment(_name, options) {
        const conditions = options.resolve?.conditions?.filter((c) => !c.startsWith('development'));
        if (conditions !== undefined) options.resolve = { ...options.resolve, conditions };
      },
    },
  ],
  test: {
    // Most test files spend their time waiting on a child process (the bundle) and a local
    // server, not on the CPU: more workers than cores keeps the cores busy (vitest's default, one
    // fewer than the cores, leaves a 2-core machine running one file at a time). Workers are
    // reused from file to file, and each costs 1-2 s of CPU to start and load the harness: on 2
    // cores, 3 ran 15 e2e files with 1.5-2 s less CPU than 4, in no more time.
    maxWorkers: Math.max(2, Math.ceil(1.5 * availableParallelism())),
    // Transformed TypeScript kept in node_modules/.experimental-vitest-cache between runs (keyed
    // on each file's content and the configuration): the main process then transforms only what
    // changed. About 0.8 s of its CPU on 15 e2e files; nothing on a first run after `npm ci`.
    experimental: { fsModuleCache: true },
    // End-to-end tests start the bundle as a child process against a local server. A timeout
    // only ends a test that hangs: tests assert behaviour, never time. With twice as many
    // workers as cores, the heaviest (the organization report, the gate past GitHub's limits)
    // took 31 to 35 s on a loaded 2-core machine, so the net is wide.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { sequencer: LongestFirst },
    // What a test file opened (fakeService, scratchFolder) is closed after it, and the runs it
    // gathered are forgotten, whether or not it shares its worker.
    setupFiles: ['test/support/per-file.setup.ts'],
    // Every run of the bundle is scanned for secrets across the whole suite, after the last test
    // (once, though each project runs it).
    globalSetup: ['test/e2e/leak-scan.global.ts'],
    projects: [
      // Files share each worker and its modules (`isolate: false`): a fresh worker per file cost
      // about 0.4 s of CPU to start and import the harness, for each of some 70 files.
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: OWN_WORKER,
          isolate: false,
          setupFiles: ['test/support/shared-worker.setup.ts'],
        },
      },
      { extends: true, test: { name: 'own-worker', include: OWN_WORKER, isolate: true } },
    ],
  },
});
