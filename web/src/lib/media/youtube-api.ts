// YouTube's IFrame Player API, loaded on first use (only pages that play a YouTube video fetch
// it). When it cannot load (offline, blocked) the promise rejects and the embedded player keeps
// playing, just without being driven (no quizzes, surveys or preview controls). The page's CSP
// allows https://www.youtube.com scripts.

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  getVolume(): number;
  setVolume(volume: number): void;
  isMuted(): boolean;
  mute(): void;
  unMute(): void;
}

interface YouTubeNamespace {
  Player: new (
    element: HTMLIFrameElement,
    options: {
      events: {
        onReady?: () => void;
        onStateChange?: (event: { data: number }) => void;
        onError?: (event: { data: number }) => void;
      };
    },
  ) => YouTubePlayer;
}

/** YT.PlayerState values. */
export const YT_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

const API_URL = 'https://www.youtube.com/iframe_api';
const LOAD_TIMEOUT_MS = 15_000;

type YouTubeWindow = Window & {
  YT?: Partial<YouTubeNamespace>;
  onYouTubeIframeAPIReady?: () => void;
};

let loading: Promise<YouTubeNamespace> | null = null;

export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  const w = window as YouTubeWindow;
  if (w.YT?.Player) return Promise.resolve(w.YT as YouTubeNamespace);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = w.onYouTubeIframeAPIReady;
    const timer = window.setTimeout(
      () => fail(new Error('YouTube player API timed out')),
      LOAD_TIMEOUT_MS,
    );
    function fail(error: Error) {
      window.clearTimeout(timer);
      loading = null; // a later player may try again
      reject(error);
    }
    w.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (w.YT?.Player) resolve(w.YT as YouTubeNamespace);
      else fail(new Error('YouTube player API did not define YT.Player'));
    };
    const script = document.createElement('script');
    script.src = API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      fail(new Error('YouTube player API could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
