import { defineProject } from 'vitest/config';

// chDB binds one data directory per process: every test file runs in its own process.
export default defineProject({
  test: {
    name: 'workers',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
