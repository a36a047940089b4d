export { createPlaybackSession, PROGRESS_EVERY_SECONDS, type PlaybackSession, type PlayerEventType, type ViewSource } from './playback-session';
export { flushQueue, startQueueResend, QUEUE_RESEND_INTERVAL_MS } from './tracker';
export { readQueue, QUEUE_KEY } from './event-queue';
