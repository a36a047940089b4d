import { defineProject } from 'vitest/config';

// Browser tests: playwright-core driving the system Chromium against the real server
// (test/global-setup.ts builds the SPA when stale and starts the shared servers). The web's
// unit tests, which start nothing, are the `web-unit` project (vitest.unit.config.ts).
export default defineProject({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['test/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // What the browser shows after a click or a reload: vitest's default second to reach the
    // expected state is too short for a busy machine (a wrong state still fails, after this).
    expect: { poll: { timeout: 10_000 } },
  },
});
