import type { Video } from '@lumen/contract';
import { extractYouTubeId } from '@lumen/contract/platform';
import { cn } from '../../../lib/cn';

/**
 * Basic player (spec §5): a YouTube watch or short link plays in the embedded YouTube player
 * (autoplay, this page's origin passed); any other source in a native player with controls
 * and autoplay. The interactive-player issue replaces this with the full player.
 */
export function VideoPlayer({
  video,
  autoPlay = true,
  className,
}: {
  video: Pick<Video, 'id' | 'title' | 'sourceUrl' | 'thumbnailUrl'>;
  autoPlay?: boolean;
  className?: string;
}) {
  const youTubeId = extractYouTubeId(video.sourceUrl);
  return (
    <div className={cn('relative aspect-video w-full overflow-hidden bg-black', className)}>
      {youTubeId ? (
        <iframe
          title={video.title}
          src={`https://www.youtube.com/embed/${youTubeId}?${new URLSearchParams({
            autoplay: autoPlay ? '1' : '0',
            origin: window.location.origin,
            rel: '0',
            modestbranding: '1',
          })}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <video
          key={video.id}
          src={video.sourceUrl}
          poster={video.thumbnailUrl ?? undefined}
          controls
          autoPlay={autoPlay}
          playsInline
          preload="metadata"
          aria-label={video.title}
          className="absolute inset-0 size-full bg-black object-contain"
        />
      )}
    </div>
  );
}
