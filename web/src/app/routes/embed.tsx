// /embed/{videoId}: the embeddable player. The interactive-player issue owns the full embed
// page (interactive player, tracking); this is the basic version of spec §2.
import { Film } from 'lucide-react';
import { useParams } from 'react-router';
import { VideoPlayer } from '../../features/player';
import { useVideo } from '../../features/videos';

export function Component() {
  const { videoId } = useParams();
  const { data: video, isLoading, isError } = useVideo(Number(videoId));
  if (isLoading) return <div role="status" aria-label="Loading video" className="aspect-video w-full animate-pulse bg-zinc-900" />;
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
      <VideoPlayer video={video} autoPlay={false} className="flex-1" />
      <footer className="flex items-center justify-between gap-2 bg-zinc-950 px-3 py-1.5 text-xs text-zinc-400">
        <span className="truncate">{video.title}</span>
        <a href={`/watch/${video.id}`} target="_blank" rel="noreferrer" className="shrink-0 hover:text-white">Powered by <strong className="text-white">Lumen</strong></a>
      </footer>
    </main>
  );
}
