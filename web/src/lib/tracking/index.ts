export {
  createPlaybackSession,
  type PlaybackSession,
  type PlayerEventType,
} from './playback-session';
export { flushQueue, startQueueResend, QUEUE_RESEND_INTERVAL_MS } from './tracker';
export { readQueue, QUEUE_KEY } from './event-queue';
export { createPlaybackQuality, type PlaybackQuality } from './playback-quality';
export {
  createPlaybackTime,
  type PlaybackTime,
  type Rendition,
  SUMMARY_EVERY_MS,
} from './playback-time';
