// An archive's uploaded videos: each media file must belong to an upload the archive holds, each
// upload must have its original, and an upload's status is set by the files that came with it:
// "ready" only when its whole HLS ladder, poster and storyboard are there, otherwise "failed"
// with a reason, so that the admin's Retry transcodes the original again.
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { join } from 'node:path';
import { MEDIA_FILES } from '../repositories/media-assets.ts';
import { ArchiveError, type ArchivedFile } from './archive-format.ts';

export const TRANSCODE_INTERRUPTED =
  'The transcode had not finished when the archive was made: retry it';
export const TRANSCODE_FILES_MISSING =
  'The archive did not hold all of the transcode’s files: retry it';

/** The files an HLS playlist names (its non-tag lines), as paths in the asset's folder. */
function playlistEntries(playlist: string, text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((uri) => posix.join(posix.dirname(playlist), uri));
}

/** Whether the asset's files hold the master playlist, every file the playlists name, the poster and the storyboard. */
async function transcodeComplete(assetDir: string, names: Set<string>): Promise<boolean> {
  const required = [MEDIA_FILES.poster, MEDIA_FILES.storyboard, 'storyboard.jpg'];
  if (!required.every((name) => names.has(name)) || !names.has(MEDIA_FILES.master)) return false;
  const playlists = [MEDIA_FILES.master as string];
  for (let i = 0; i < playlists.length; i++) {
    const text = await readFile(join(assetDir, playlists[i]!), 'utf8');
    for (const entry of playlistEntries(playlists[i]!, text)) {
      if (!names.has(entry)) return false;
      if (entry.endsWith('.m3u8') && !playlists.includes(entry)) playlists.push(entry);
    }
  }
  return true;
}

/**
 * Checks the media files against the media rows and sets each row's status by its files (the
 * rows are changed in place). The files were checked against their hashes before.
 */
export async function settleMediaRows(
  mediaDir: string,
  rows: Record<string, unknown>[],
  files: ArchivedFile[],
): Promise<void> {
  const filesOf = new Map<string, Set<string>>(rows.map((row) => [String(row.id), new Set()]));
  for (const file of files) {
    const slash = file.name.indexOf('/');
    const names = filesOf.get(file.name.slice(0, slash));
    if (!names)
      throw new ArchiveError(`media file ${file.name} belongs to no upload in the archive`);
    names.add(file.name.slice(slash + 1));
  }
  for (const row of rows) {
    const id = String(row.id);
    const names = filesOf.get(id)!;
    if (!names.has(String(row.originalFile)))
      throw new ArchiveError(
        `upload ${id} has no original (${String(row.originalFile)}) in the archive`,
      );
    if (row.status === 'processing') {
      Object.assign(row, { status: 'failed', error: TRANSCODE_INTERRUPTED });
    } else if (row.status === 'ready' && !(await transcodeComplete(join(mediaDir, id), names))) {
      Object.assign(row, { status: 'failed', error: TRANSCODE_FILES_MISSING });
    }
  }
}
