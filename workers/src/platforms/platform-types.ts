// What the platform adapters answer (one module per platform in this folder). Every fetch goes
// through the guarded outbound client (../outbound/), never fetch() directly.
import type { MetadataGap } from '@lumen/contract';

/** What could be learned about one video link; every field optional. */
export interface VideoMetadata {
  title?: string;
  description?: string;
  author?: string;
  /** YouTube: the channel title. */
  channelTitle?: string;
  thumbnailUrl?: string;
  /** Whole seconds. */
  duration?: number;
  width?: number;
  height?: number;
}

export interface MetadataAnswer {
  metadata: VideoMetadata;
  /** What could not be fetched and why (refused address, time-out, HTTP 404 …). */
  missing: MetadataGap[];
}

export interface PlaylistEntry {
  youtubeId: string;
  title: string;
}

export interface PlaylistAnswer {
  entries: PlaylistEntry[];
  /** Where the entries came from. */
  source: 'data-api' | 'page' | 'feed';
}
