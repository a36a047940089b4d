import { defineConfig } from 'vitest/config';

// Each workspace owns its test project (its own vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.unit.config.ts'],
    // Two test files at a time, as the machines (CI's and the developers') have two cores: a file
    // spends much of its time waiting on the servers, stores and browsers it starts, which the
    // other file's work fills. (Vitest's default, one core less, runs the files one by one here.)
    maxWorkers: 2,
  },
});
