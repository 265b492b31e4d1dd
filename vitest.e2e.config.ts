import { defineConfig } from 'vitest/config';

// Browser tests: one production server per file, started by e2e/fixtures/server.ts.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
