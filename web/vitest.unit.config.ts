import { defineProject } from 'vitest/config';

// The web's unit tests: modules of the SPA in Node, no server and no browser.
export default defineProject({
  test: {
    name: 'web-unit',
    root: import.meta.dirname,
    include: ['test/unit/**/*.test.ts'],
    environment: 'node',
  },
});
