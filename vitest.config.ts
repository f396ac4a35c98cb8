import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Every run of the bundle is scanned for secrets across the whole suite, after the last test.
    globalSetup: ['test/e2e/leak-scan.global.ts'],
    // End-to-end tests start the bundle as a child process against a local server.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
