// Video files this server serves itself (the shipped demo media, and any other folder the
// composition root names by its URL prefix): their headers are read from disk, by range like
// a remote file's, and never fetched over HTTP.
import { open } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { headerMetadata } from './direct-file.ts';
import type { MetadataAnswer } from './platform-types.ts';
import type { RangeReader } from './range-reader.ts';

/** URL path prefix (e.g. '/media/seed') → the folder it is served from. */
export type LocalMediaFolders = Record<string, string>;

export interface LocalMedia {
  /** The file behind a path on this server, or null for any other link (or a path escaping its folder). */
  pathOf(sourceUrl: string): string | null;
  metadata(path: string): Promise<MetadataAnswer>;
}

function fileRangeReader(path: string): RangeReader & { close(): Promise<void> } {
  const opened = open(path, 'r');
  let total: number | undefined;
  return {
    async read(start, length) {
      const file = await opened;
      total ??= (await file.stat()).size;
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, total - start)));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    },
    size: () => total,
    close: async () => (await opened.catch(() => null))?.close(),
  };
}

export function createLocalMedia(folders: LocalMediaFolders): LocalMedia {
  return {
    pathOf(sourceUrl) {
      if (!sourceUrl.startsWith('/')) return null;
      const pathname = decodeURIComponent(sourceUrl.split(/[?#]/)[0]!);
      for (const [prefix, folder] of Object.entries(folders)) {
        if (!pathname.startsWith(`${prefix}/`)) continue;
        const root = resolve(folder);
        const path = resolve(root, `.${pathname.slice(prefix.length)}`);
        return path.startsWith(root + sep) ? path : null;
      }
      return null;
    },
    async metadata(path) {
      const reader = fileRangeReader(path);
      try {
        return await headerMetadata(reader);
      } finally {
        await reader.close();
      }
    },
  };
}
