import { defineProject } from 'vitest/config';

// The repository's own tooling (the licence check).
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The licence check also runs as a command (a tsx process), slow to start on a busy machine.
    testTimeout: 60_000,
  },
});
