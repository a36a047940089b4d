// The job runtime's knobs, as one zod shape included by the API's and the worker's config.
import { z } from 'zod';

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const jobsEnvShape = {
  /** Pause between two video creations of a playlist import (admin spec §9: 200 ms). */
  IMPORT_PAUSE_MS: int(0, 60_000, 200),
  /** How long adding a playlist or importing a link waits for its job before answering 504. */
  IMPORT_WAIT_MS: int(1000, 600_000, 60_000),
  /**
   * BullMQ: how long a worker's hold on a running job lasts without renewal; a worker that died
   * mid-job gives it up after this long and another worker resumes it.
   */
  JOB_LOCK_MS: int(1000, 600_000, 30_000),
};
