import type { Video } from '@lumen/contract';
import { Maximize2, PlayCircle, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { creatorOf } from '../../../components/video/video-card';
import { formatMinutesSeconds } from '../../../lib/format';
import { useFeaturedVideos } from '../api/get-featured-videos';

/** Home "Featured Content" (spec §2): the first featured video, 'Watch Full Video' (modal) and 'Watch on Page'. */
export function FeaturedContent({
  player,
  onWatchFull,
}: {
  player: (video: Video) => ReactNode;
  onWatchFull: (video: Video) => void;
}) {
  const { t } = useTranslation('videos');
  const { data, isLoading, isError } = useFeaturedVideos();
  const video = data?.[0];

  if (isLoading) {
    return (
      <div
        role="status"
        aria-label={t('featuredContent.loading')}
        className="grid gap-6 lg:grid-cols-[1.6fr_1fr]"
      >
        <Skeleton className="aspect-video w-full rounded-2xl" />
        <div className="space-y-3">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    );
  }
  if (isError || !video) return null;

  return (
    <div className="grid items-center gap-6 lg:grid-cols-[1.6fr_1fr] lg:gap-10">
      <div className="overflow-hidden rounded-2xl border border-white/10 shadow-2xl shadow-violet-950/40">
        {player(video)}
      </div>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="accent">
            <Star className="size-3 fill-current" aria-hidden /> {t('featured')}
          </Badge>
          <Badge>
            <span className="tabular-nums">{formatMinutesSeconds(video.duration)}</span>
          </Badge>
        </div>
        <h3 className="text-2xl font-bold text-white sm:text-3xl">{video.title}</h3>
        <p className="text-sm text-zinc-400">
          {creatorOf(video)}
          {video.brand ? ` · ${video.brand}` : ''}
        </p>
        {video.description && (
          <div
            className="prose-description line-clamp-4 text-sm text-zinc-300"
            dangerouslySetInnerHTML={{ __html: video.description }}
          />
        )}
        <div className="flex flex-wrap gap-3 pt-2">
          <Button size="lg" onClick={() => onWatchFull(video)}>
            <Maximize2 className="size-4" aria-hidden /> {t('featuredContent.watchFull')}
          </Button>
          <Link to={`/watch/${video.id}`} className={buttonClasses('secondary', 'lg')}>
            <PlayCircle className="size-4" aria-hidden /> {t('featuredContent.watchOnPage')}
          </Link>
        </div>
      </div>
    </div>
  );
}
