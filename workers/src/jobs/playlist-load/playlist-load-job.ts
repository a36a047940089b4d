// Adding a playlist to the Bulk Import queue loads its entries first (spec §2: the job shows
// its videos, and single ones can be removed before the import starts).
import type { JobDefinition } from '../job-queue.ts';
import type { JobDeps } from '../job-deps.ts';
import type { PlaylistAnswer } from '../../platforms/platform-types.ts';

export function playlistLoadJob({ sources }: JobDeps): JobDefinition<'playlist-load'> {
  return {
    // The admin waits for the answer: no retries behind their back.
    attempts: 1,
    backoffMs: 1000,
    concurrency: 4,
    async handle({ playlistId }): Promise<PlaylistAnswer> {
      return sources.playlist(playlistId);
    },
  };
}
