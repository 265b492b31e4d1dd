import { defineConfig } from 'vitest/config';

// Browser tests: one production server (free port, own DATA_DIR) and one Chromium per file, started by
// e2e/fixtures/app-server.ts. Two files at a time: on 2 cores that takes three quarters of the time of one
// at a time; more would mostly add Chromium processes competing for the same cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    // expect.poll waits for what the page shows after its data loads; Vitest's 1 s default failed a run
    // on a busy machine (a counter that needs the profile), so polls get the same patience as locators.
    expect: { poll: { timeout: 10_000 } },
    // One more try for a browser test that fails: on a loaded 2-core runner a click can still race the
    // page it lands on, and one such race once failed a whole CI run. A test that fails twice fails the
    // run; the retry is printed in the report, so a test that often needs one is seen and fixed.
    retry: 1,
  },
});
