// Test doubles for the job registry: a definition for every job type (the registry type is
// exhaustive), each overridable by a test.
import type { JobDefinition, JobDefinitions, JobLog } from '../../../src/jobs/job-queue.ts';
import type { JobType } from '../../../src/jobs/job-types.ts';

const idle = (): JobDefinition<JobType> => ({
  handle: async () => null,
  attempts: 1,
  backoffMs: 0,
  concurrency: 1,
});

export function testDefinitions(overrides: Partial<JobDefinitions> = {}): JobDefinitions {
  return {
    'import-url': idle(),
    'playlist-load': idle(),
    'import-playlist': idle(),
    'analyze-videos': idle(),
    'extract-durations': idle(),
    'transcode-media': idle(),
    ...overrides,
  };
}

/** The workers' log in tests: quiet (what a job did is asserted through its state). */
export const quietLog: JobLog = () => {};

/** A promise a test settles by hand: holds a handler mid-run. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
