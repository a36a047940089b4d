// Live viewers now: playback sessions with an event in the last few minutes. The only part of
// the tab that refreshes by itself (every ~10 s, see get-video-live-viewers.ts).
import { Radio } from 'lucide-react';
import { LIVE_WINDOW_MINUTES } from '@lumen/contract';
import { useVideoLiveViewers } from '../../../api/get-video-live-viewers';
import { formatCount } from './format';

export function LiveViewers({ videoId }: { videoId: number }) {
  const live = useVideoLiveViewers(videoId);
  const minutes = live.data?.windowMinutes ?? LIVE_WINDOW_MINUTES;
  return (
    <div
      role="group"
      aria-labelledby="live-viewers-label"
      className="flex items-center gap-3 rounded-xl border border-white/10 bg-zinc-900/70 px-4 py-2"
    >
      <span className="relative flex size-2.5" aria-hidden>
        {(live.data?.viewers ?? 0) > 0 && (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
        )}
        <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
      </span>
      <Radio className="size-4 text-emerald-300" aria-hidden />
      <div>
        <p id="live-viewers-label" className="text-xs text-zinc-400">
          Watching now (last {minutes} min)
        </p>
        <p
          className="text-lg leading-tight font-semibold text-white tabular-nums"
          aria-live="polite"
        >
          <span data-testid="live-viewers">
            {live.isError ? '—' : live.data ? formatCount(live.data.viewers) : '…'}
          </span>
        </p>
      </div>
    </div>
  );
}
