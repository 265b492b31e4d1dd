import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine. Most files
    // wait on a database, a child process or a socket, so one per core runs them in two thirds of the time.
    maxWorkers: Math.max(os.availableParallelism(), 2),
  },
});
