// /embed/{videoId} (public spec §2): the interactive player in embedded mode with a 'Powered by'
// footer. Admin spec §9 embed parameters, each present only when not the default:
// autoplay=1, muted=1, controls=0, interactive=0.
import { Film } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { InteractivePlayer } from '../../features/player';
import { useVideo } from '../../features/videos';

function embedOptions(params: URLSearchParams) {
  return {
    autoPlay: params.get('autoplay') === '1',
    muted: params.get('muted') === '1',
    controls: params.get('controls') !== '0',
    interactive: params.get('interactive') !== '0',
  };
}

export function Component() {
  const { videoId } = useParams();
  const [params] = useSearchParams();
  const { data: video, isLoading, isError } = useVideo(Number(videoId));
  if (isLoading)
    return (
      <div
        role="status"
        aria-label="Loading video"
        className="aspect-video w-full animate-pulse bg-zinc-900"
      />
    );
  if (isError || !video) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-2 bg-zinc-950 p-6 text-center">
        <Film className="size-8 text-zinc-400" aria-hidden />
        <h1 className="text-xl font-semibold text-white">Video Not Found</h1>
        <p className="text-sm text-zinc-400">The requested video could not be found.</p>
      </main>
    );
  }
  return (
    <main className="flex min-h-screen flex-col bg-black">
      <h1 className="sr-only">{video.title}</h1>
      <InteractivePlayer
        key={video.id}
        video={video}
        source="embed"
        {...embedOptions(params)}
        className="flex-1 justify-center"
      />
      <footer className="flex items-center justify-between gap-2 bg-zinc-950 px-3 py-1.5 text-xs text-zinc-400">
        <span className="truncate">{video.title}</span>
        <a
          href={`/watch/${video.id}`}
          target="_blank"
          rel="noreferrer"
          className="shrink-0 hover:text-white"
        >
          Powered by <strong className="text-white">Lumen</strong>
        </a>
      </footer>
    </main>
  );
}
