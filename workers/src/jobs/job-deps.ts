// What the job handlers are given by the process that runs them (the composition root).
import type { Database } from '@lumen/db';
import type { ContentAnalyser } from '../analysis/content-analyser.ts';
import type { LocalMedia } from '../platforms/local-media.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { MediaTools } from '../media/media-tools.ts';
import type { TranscodePreset } from '../media/media-config.ts';
import type { MetadataAnswer, PlaylistAnswer } from '../platforms/platform-types.ts';

/** Where imports learn about links and playlists (the platform adapters). */
export interface ImportSources {
  videoMetadata(url: string): Promise<MetadataAnswer>;
  /** Throws an Error whose message the admin sees, e.g. 'No videos found in playlist'. */
  playlist(playlistId: string): Promise<PlaylistAnswer>;
}

export interface JobDeps {
  db: Database;
  sources: ImportSources;
  /** Pause between two video creations of a playlist import (IMPORT_PAUSE_MS). */
  importPauseMs: number;
  analyser: ContentAnalyser;
  /** Video files on this server's disk (extract durations reads their headers). */
  localMedia: LocalMedia;
  /** Uploaded videos' files, and ffmpeg/ffprobe when this process has them (transcodes). */
  media: {
    storage: MediaStorage;
    tools: () => Promise<MediaTools | null>;
    preset: TranscodePreset;
  };
}
