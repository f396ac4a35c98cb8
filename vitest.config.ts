import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Tests of code alone: no fake service closed per file, no process-wide state left behind. They
 * share each worker's modules (`isolate: false`), which takes the suite's module loading for
 * these 100-odd files from about a minute of CPU to a third of that.
 */
const SHARED_MODULES = [
  'src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'test/fake-tfe/**/*.test.ts',
  'test/fake-github/**/*.test.ts',
];

/**
 * Tests of code alone that leave process-wide state behind all the same: Mermaid's parser needs a
 * jsdom window on globalThis, which kept a shared worker from stopping in time at the end.
 */
const OWN_MODULES = ['src/charts.test.ts'];

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
  test: {
    // Most test files spend their time waiting on a child process (the bundle) and a local
    // server, not on the CPU: twice as many workers as cores keeps the cores busy (vitest's
    // default, one fewer than the cores, leaves a 2-core machine running one file at a time).
    maxWorkers: Math.max(2, 2 * availableParallelism()),
    // End-to-end tests start the bundle as a child process against a local server. A timeout
    // only ends a test that hangs: tests assert behaviour, never time. With twice as many
    // workers as cores, the heaviest (the organization report, the gate past GitHub's limits)
    // took 31 to 35 s on a loaded 2-core machine, so the net is wide.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { sequencer: LongestFirst },
    projects: [
      { extends: true, test: { name: 'unit', include: SHARED_MODULES, exclude: OWN_MODULES, isolate: false } },
      // The rest, each file in modules of its own: end-to-end files close their fake services
      // after their last test (test/support/fake-service.ts), which needs a module per file.
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/**/*.test.ts', ...OWN_MODULES],
          exclude: SHARED_MODULES.filter((glob) => !glob.startsWith('src/')),
          // Every run of the bundle is scanned for secrets across the whole suite, after the last
          // test. Here, not above, where each project would run it again.
          globalSetup: ['test/e2e/leak-scan.global.ts'],
        },
      },
    ],
  },
});
