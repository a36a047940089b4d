import { defineProject } from 'vitest/config';

// The repository's own tooling (the licence check).
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
