// One playback session (public spec §4; DESIGN §4): every event of one player showing one video,
// from loading it until the page is left or another video is loaded, shares one sessionId.
import type { EventType } from '@lumen/contract';
import type { ViewSource } from '@lumen/contract/constants';
import { buildEvent, type EventDetails } from './event';
import { randomUuid } from './ids';
import { sendEvent } from './tracker';
import { getVisitorId } from './visitor';

export type PlayerEventType = Exclude<EventType, 'view' | 'progress'>;

export interface PlaybackSession {
  readonly videoId: number;
  readonly sessionId: string;
  /** POST /api/videos/{id}/track-view {source}. */
  view(source: ViewSource): void;
  /** POST /api/videos/{id}/track-progress {currentTime, duration}. */
  progress(currentTime: number, duration: number): void;
  /** POST /api/track/interaction. */
  track(eventType: PlayerEventType, details?: EventDetails): void;
}

export function createPlaybackSession(videoId: number): PlaybackSession {
  const sessionId = randomUuid();
  const context = () => ({ videoId, sessionId, visitorId: getVisitorId() });
  return {
    videoId,
    sessionId,
    view(source) {
      void sendEvent(buildEvent('view', context(), { metadata: { source } }));
    },
    progress(currentTime, duration) {
      void sendEvent(buildEvent('progress', context(), { timecode: currentTime, duration }));
    },
    track(eventType, details) {
      void sendEvent(buildEvent(eventType, context(), details));
    },
  };
}
