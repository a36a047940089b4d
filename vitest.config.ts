import { defineConfig } from 'vitest/config';

// Each workspace owns its test project (its own vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts', 'web/vitest.unit.config.ts'],
  },
});
