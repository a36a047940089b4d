// The embed's JavaScript API: the open player.js protocol (playerjs.io, defined by Embedly), so
// a host page drives the framed player with the `player.js` client or any other that speaks it:
// JSON strings over postMessage, `{context: 'player.js', version, method, value, listener}` in,
// `{context, version, event, value, listener}` out. Besides the standard events it reports the
// interactive layer's own (a quiz answered or skipped, a survey completed, a poll voted on),
// naming the element and never an answer's text.
import type { MediaHandle, MediaSnapshot } from '../../../lib/media/media-handle';

const CONTEXT = 'player.js';
/** The protocol version the player.js client sends and expects. */
const VERSION = '0.0.11';

export const PLAYER_API_EVENTS = [
  'ready',
  'play',
  'pause',
  'ended',
  'timeupdate',
  'seeked',
  'error',
  'quizAnswered',
  'quizSkipped',
  'surveyCompleted',
  'pollVoted',
] as const;
export type PlayerApiEvent = (typeof PLAYER_API_EVENTS)[number];

const METHODS = [
  'play',
  'pause',
  'getPaused',
  'mute',
  'unmute',
  'getMuted',
  'setVolume',
  'getVolume',
  'getDuration',
  'setCurrentTime',
  'getCurrentTime',
  'setLoop',
  'getLoop',
  'addEventListener',
  'removeEventListener',
] as const;
type Method = (typeof METHODS)[number];

/** What the API drives: the player's media and its loop setting. */
export interface PlayerApiTarget {
  handle(): MediaHandle | null;
  /** Seconds; the stored length until the media knows its own. */
  duration(snapshot: MediaSnapshot): number;
  loop: { get(): boolean; set(loop: boolean): void };
}

export interface PlayerApi {
  /** The player can take commands: announce it (once) to the host page. */
  ready(): void;
  /** Sends an event to the host page's listeners of it. */
  emit(event: PlayerApiEvent, value?: unknown): void;
  stop(): void;
}

interface Message {
  context?: unknown;
  method?: unknown;
  value?: unknown;
  listener?: unknown;
}

type Listener = string | number | null;

function parse(data: unknown): Message | null {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? parsed : null;
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? data : null;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Starts answering the host page, when the page is framed; a no-op API otherwise. */
export function startPlayerApi(target: PlayerApiTarget, win: Window = window): PlayerApi {
  const host = win.parent;
  if (host === win) return { ready() {}, emit() {}, stop() {} };
  // Replies go to the framing page's origin when the browser told it (the Referer), else to
  // whoever frames the player: the events say no more than that page can see on its screen.
  const hostOrigin = originOf(win.document.referrer) ?? '*';
  const listeners = new Map<string, Listener[]>();
  let isReady = false;

  function send(event: string, value: unknown, listener: Listener) {
    const message: Record<string, unknown> = { context: CONTEXT, version: VERSION, event };
    if (value !== undefined) message.value = value;
    if (listener !== null) message.listener = listener;
    host.postMessage(JSON.stringify(message), hostOrigin);
  }

  function emit(event: string, value?: unknown): boolean {
    const wanting = listeners.get(event);
    if (!wanting?.length) return false;
    for (const listener of wanting) send(event, value, listener);
    return true;
  }

  function announceReady() {
    const value = { src: win.location.href, events: PLAYER_API_EVENTS, methods: METHODS };
    if (!emit('ready', value)) send('ready', value, null);
  }

  function answer(method: Method, value: unknown, listener: Listener) {
    const handle = target.handle();
    if (!handle) return;
    const snapshot = handle.snapshot();
    const reply = (result: unknown) => send(method, result, listener);
    switch (method) {
      case 'play':
        return handle.play();
      case 'pause':
        return handle.pause();
      case 'getPaused':
        return reply(snapshot.paused);
      case 'mute':
        return handle.setMuted(true);
      case 'unmute':
        return handle.setMuted(false);
      case 'getMuted':
        return reply(snapshot.muted);
      case 'setVolume': {
        const volume = Number(value);
        if (Number.isFinite(volume)) handle.setVolume(Math.min(100, Math.max(0, volume)) / 100);
        return;
      }
      case 'getVolume':
        return reply(Math.round(snapshot.volume * 100));
      case 'getDuration':
        return reply(target.duration(snapshot));
      case 'setCurrentTime': {
        const seconds = Number(value);
        if (Number.isFinite(seconds) && seconds >= 0) handle.seekTo(seconds);
        return;
      }
      case 'getCurrentTime':
        return reply(snapshot.currentTime);
      case 'setLoop':
        return target.loop.set(value === true || value === 'true');
      case 'getLoop':
        return reply(target.loop.get());
    }
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== host) return;
    const message = parse(event.data);
    if (!message || message.context !== CONTEXT || typeof message.method !== 'string') return;
    const method = message.method as Method;
    if (!METHODS.includes(method)) {
      emit('error', { code: 2, msg: `Invalid Method "${message.method}"` });
      return;
    }
    const listener =
      typeof message.listener === 'string' || typeof message.listener === 'number'
        ? message.listener
        : null;
    if (method === 'addEventListener' && typeof message.value === 'string') {
      const wanting = listeners.get(message.value) ?? [];
      if (!wanting.includes(listener)) wanting.push(listener);
      listeners.set(message.value, wanting);
      if (message.value === 'ready' && isReady) announceReady();
    } else if (method === 'removeEventListener' && typeof message.value === 'string') {
      const remaining = (listeners.get(message.value) ?? []).filter((l) => l !== listener);
      if (remaining.length) listeners.set(message.value, remaining);
      else listeners.delete(message.value);
    } else {
      answer(method, message.value, listener);
    }
  }

  win.addEventListener('message', onMessage);
  return {
    ready() {
      if (isReady) return;
      isReady = true;
      announceReady();
    },
    emit,
    stop: () => win.removeEventListener('message', onMessage),
  };
}
