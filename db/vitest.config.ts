import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
