import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // End-to-end tests start the bundle as a child process against a local server.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
