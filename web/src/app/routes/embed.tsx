// /embed/{videoId} (public spec §2): the interactive player in embedded mode with a 'Powered by'
// footer. Admin spec §9 embed parameters, each present only when not the default:
// autoplay=1, muted=1, controls=0, interactive=0; and t= (a start time: 90, 90s, 1m30s) and
// loop=1, as other video sites take them; captions=1, 0 or a language over the video's own
// captions setting.
import { useState } from 'react';
import { Film } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useSiteName } from '../../api/get-site-settings';
import { InteractivePlayer, parseStartTime, useEmbedCaptionsStart } from '../../features/player';
import { useVideo } from '../../features/videos';
import { cn } from '../../lib/cn';
import { usePointerActive } from '../../lib/use-pointer-active';

/** How long the pointer may rest before the title bar hides over a playing video. */
const TITLE_IDLE_MS = 2500;

function embedOptions(params: URLSearchParams) {
  return {
    autoPlay: params.get('autoplay') === '1',
    muted: params.get('muted') === '1',
    controls: params.get('controls') !== '0',
    interactive: params.get('interactive') !== '0',
    startAt: parseStartTime(params.get('t')),
    loop: params.get('loop') === '1',
  };
}

export function Component() {
  const { t } = useTranslation('videos');
  const { videoId } = useParams();
  const [params] = useSearchParams();
  const { data: video, isLoading, isError } = useVideo(Number(videoId));
  const captionsStart = useEmbedCaptionsStart(Number(videoId), params.get('captions'));
  const [playing, setPlaying] = useState(false);
  const pointer = usePointerActive(TITLE_IDLE_MS);
  const siteName = useSiteName();
  if (isLoading)
    return (
      <div
        role="status"
        aria-label={t('embed.loading')}
        className="h-dvh w-full bg-zinc-900 motion-safe:animate-pulse"
      />
    );
  if (isError || !video) {
    return (
      <main className="flex h-dvh flex-col items-center justify-center gap-2 overflow-hidden bg-zinc-950 p-6 text-center">
        <Film className="size-8 text-zinc-400" aria-hidden />
        <h1 className="text-xl font-semibold text-white">{t('embed.notFound')}</h1>
        <p className="text-sm text-zinc-400">{t('embed.notFoundText')}</p>
      </main>
    );
  }
  // The page is the frame the embedder gives: the player fills it (picture letterboxed,
  // controls inside, no scrollbar), and the title and 'Powered by' line sit over the picture,
  // hidden while playing unless the pointer moves over the player or the keyboard focus is in
  // it (focus-visible: a mouse click on Play must not pin the title bar).
  return (
    <main
      className="group relative flex h-dvh flex-col overflow-hidden bg-black"
      {...pointer.handlers}
    >
      <h1 className="sr-only">{video.title}</h1>
      <InteractivePlayer
        key={video.id}
        video={video}
        source="embed"
        {...embedOptions(params)}
        captionsStart={captionsStart}
        fillFrame
        playerApi
        onPlayingChange={setPlaying}
        className="min-h-0 flex-1"
      />
      <footer
        data-testid="embed-title-bar"
        className={cn(
          'pointer-events-none absolute inset-x-0 top-0 z-10 flex items-center justify-between gap-2 bg-gradient-to-b from-black/80 to-transparent px-3 pt-2 pb-6 text-xs text-zinc-200 motion-safe:transition-opacity',
          playing && !pointer.active && 'opacity-0 group-has-[:focus-visible]:opacity-100',
        )}
      >
        <span className="truncate font-medium">{video.title}</span>
        <a
          href={`/watch/${video.id}`}
          target="_blank"
          rel="noreferrer"
          className="pointer-events-auto shrink-0 hover:text-white"
        >
          <Trans
            t={t}
            i18nKey="embed.poweredBy"
            values={{ siteName: siteName ?? '' }}
            components={{ name: <strong className="text-white" /> }}
          />
        </a>
      </footer>
    </main>
  );
}
