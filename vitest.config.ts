import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Every run of the bundle is scanned for secrets across the whole suite, after the last test.
    globalSetup: ['test/e2e/leak-scan.global.ts'],
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
  },
});
