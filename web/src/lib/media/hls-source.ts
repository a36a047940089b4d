// HLS sources (.m3u8) on a <video>: played through hls.js wherever the browser has Media Source
// Extensions (hls.js is what offers the quality levels, and it behaves alike everywhere; Chromium
// now also answers 'maybe' for native HLS, with no levels to choose), natively where it has not
// (iPhones before ManagedMediaSource). hls.js is loaded on demand, so only a page that plays an
// HLS stream downloads it.
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';

export interface QualityLevel {
  /** hls.js's level index. */
  index: number;
  /** Pixels; 0 when the playlist does not say. */
  height: number;
  bitrate: number;
}

export interface QualityState {
  levels: QualityLevel[];
  /** The viewer's choice: a level index, or -1 for automatic. */
  selected: number;
  /** The level playing now (-1 until one has loaded). */
  playing: number;
}

export interface HlsPlayback {
  quality(): QualityState;
  setQuality(index: number): void;
  destroy(): void;
}

/** Whether a source URL names an HLS playlist (its path ends in .m3u8, whatever the query). */
export function isHlsUrl(url: string): boolean {
  try {
    return new URL(url, 'http://relative.invalid').pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

/** What hls.js plays through: MSE, or Safari's ManagedMediaSource (iOS 17.1 and later). */
function hasMediaSource(): boolean {
  return 'MediaSource' in window || 'ManagedMediaSource' in window;
}

/** Safari (and iOS browsers) play HLS in the <video> element itself. */
function canPlayHlsNatively(): boolean {
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}

let hlsJsPreferred: boolean | null = null;
/** Whether an HLS source goes through hls.js here (else the <video> element plays it). */
export function playsHlsThroughHlsJs(): boolean {
  hlsJsPreferred ??= hasMediaSource() || !canPlayHlsNatively();
  return hlsJsPreferred;
}

/** MediaError codes for an hls.js failure, so the player's failure message applies. */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/**
 * Plays `src` through hls.js on `video`. Resolves to null when this browser has no Media Source
 * Extensions (onFatal has been told). `onQuality` is called when the levels are known and on
 * every level switch.
 */
export async function attachHls(
  video: HTMLVideoElement,
  src: string,
  options: {
    startAt: number;
    onQuality: () => void;
    onFatal: (mediaErrorCode: number) => void;
  },
): Promise<HlsPlayback | null> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    options.onFatal(MEDIA_ERR_SRC_NOT_SUPPORTED);
    return null;
  }
  // The worker from our own origin: the CSP allows no blob: workers.
  const hls = new Hls({ workerPath: hlsWorkerUrl, startPosition: options.startAt || -1 });
  let recoveredMediaError = false;
  hls.on(Hls.Events.MANIFEST_PARSED, options.onQuality);
  hls.on(Hls.Events.LEVEL_SWITCHED, options.onQuality);
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A decode hiccup is often recoverable once (hls.js's documented recovery).
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMediaError) {
      recoveredMediaError = true;
      hls.recoverMediaError();
      return;
    }
    options.onFatal(
      data.type === Hls.ErrorTypes.NETWORK_ERROR
        ? MEDIA_ERR_NETWORK
        : data.type === Hls.ErrorTypes.MEDIA_ERROR
          ? MEDIA_ERR_DECODE
          : MEDIA_ERR_SRC_NOT_SUPPORTED,
    );
    hls.destroy();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return {
    quality: () => ({
      levels: hls.levels.map((level, index) => ({
        index,
        height: level.height,
        bitrate: level.bitrate,
      })),
      selected: hls.autoLevelEnabled ? -1 : hls.manualLevel,
      playing: hls.currentLevel,
    }),
    setQuality: (index) => {
      hls.currentLevel = index;
      options.onQuality();
    },
    destroy: () => hls.destroy(),
  };
}
