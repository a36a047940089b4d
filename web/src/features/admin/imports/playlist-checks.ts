// The Bulk Import tab's client-side checks (admin spec §5), each a toast's title and text, or
// null when the action may go to the server (which checks the same rules again).
import { playlistIdOf, type ImportJob } from '@lumen/contract';

export interface CheckFailure {
  title: string;
  description: string;
}

export const NOT_ADMIN: CheckFailure = {
  title: 'Authentication Required',
  description: 'Please log in as an admin to import videos',
};

/** Jobs still waiting or running hold their playlist: adding it again would import it twice. */
const holdsPlaylist = (job: ImportJob) => job.status !== 'completed' && job.status !== 'error';

export function checkPlaylistToAdd(
  input: { playlistUrl: string; category: string; videoType: string },
  queue: readonly ImportJob[],
): CheckFailure | null {
  const playlistId = playlistIdOf(input.playlistUrl);
  if (!playlistId)
    return { title: 'Invalid URL', description: 'Please enter a valid YouTube playlist URL' };
  if (!input.category.trim() || !input.videoType.trim())
    return {
      title: 'Missing Information',
      description: 'Please choose a category and a video type for the playlist.',
    };
  if (queue.some((job) => holdsPlaylist(job) && job.playlistId === playlistId))
    return { title: 'Already Added', description: 'This playlist is already in the import queue.' };
  return null;
}

export const NO_PENDING: CheckFailure = {
  title: 'No Playlists',
  description: 'Add a playlist to the queue before starting the import.',
};

export function checkStart(queue: readonly ImportJob[]): CheckFailure | null {
  return queue.some((job) => job.status === 'pending') ? null : NO_PENDING;
}
