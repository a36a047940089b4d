import { defineConfig } from 'vitest/config';

// Each workspace owns its test project (its own vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.unit.config.ts'],
    // Two files at a time: vitest's default (one core less) runs them one by one on two cores,
    // while much of a real-process or browser file's time is spent waiting on other processes.
    maxWorkers: 2,
  },
});
