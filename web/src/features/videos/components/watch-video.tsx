import type { Video } from '@lumen/contract';
import { Calendar, Eye, Film, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormat } from '../../../i18n/use-format';
import { formatMinutesSeconds } from '../../../lib/format';
import { isNotFound } from '../../../lib/api';
import { distinctTags } from '../../../lib/distinct-tags';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInteractiveElements } from '../../../api/get-interactive-elements';
import { useVideo } from '../api/get-video';
import { useVideoPages } from '../../../api/get-videos';
import { AnalyticsTiles, ViewCount } from './analytics-tiles';
import { CreatorCard } from './creator-card';
import { InteractiveFeatures } from './interactive-features';
import { RelatedVideos } from './related-videos';
import { WatchActions } from './watch-actions';

/**
 * The page's shape while the video loads: the player's box as the player fills it (the picture
 * and its 3.5rem control bar), and at least a screen's height, so the footer stays out of view
 * until the page is in. The server's page shell draws the same (api/src/services/page-shells.ts).
 */
function WatchSkeleton() {
  const { t } = useTranslation('videos');
  return (
    <div
      role="status"
      aria-label={t('watch.loading')}
      className="mx-auto grid min-h-screen max-w-7xl content-start gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8"
    >
      <div className="min-w-0 space-y-6">
        <div className="overflow-hidden rounded-2xl border border-white/10">
          <div className="aspect-video w-full animate-pulse bg-white/[0.07]" />
          <div className="h-14 bg-zinc-950" />
        </div>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <div className="space-y-3">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    </div>
  );
}

/**
 * Watch page (spec §2): the player, the video's details and actions, its creator, description,
 * analytics and interactive features, and the related videos. What the spec leaves open is
 * decided in the parts (reactions and subscriptions stay in this browser; nothing is counted).
 */
export function WatchVideo({ id, player }: { id: number; player: (video: Video) => ReactNode }) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const { data: video, isLoading, isError, error, refetch, isFetching } = useVideo(id);
  // The newest videos (the library's first page), fetched alongside the video, not after it.
  const latest = useVideoPages({});
  const elements = useInteractiveElements(id);
  usePageTitle(isLoading ? null : video ? video.title : t('watch.notFound'));

  if (isLoading) return <WatchSkeleton />;
  if (isError && !isNotFound(error)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <LoadError
          headingLevel={1}
          title={t('watch.couldNotLoad')}
          error={error}
          onRetry={refetch}
          retrying={isFetching}
        />
      </div>
    );
  }
  if (isError || !video) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          headingLevel={1}
          icon={<Film className="size-6" />}
          title={t('watch.notFound')}
          description={t('watch.notFoundText')}
          action={
            <Link to="/" className={buttonClasses('primary')}>
              {t('backToHome')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
      <div className="min-w-0 space-y-6">
        <div className="overflow-hidden rounded-2xl border border-white/10 shadow-2xl shadow-black/40">
          {player(video)}
        </div>

        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <Sparkles className="size-3" aria-hidden /> {t('interactive')}
            </Badge>
            {video.videoType && <Badge>{format.videoType(video.videoType)}</Badge>}
            {distinctTags(video.tags, ['Interactive', video.videoType])
              .slice(0, 3)
              .map((tag) => (
                <Badge key={tag}>{tag}</Badge>
              ))}
          </div>
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{video.title}</h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-400">
            <span className="inline-flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden /> <ViewCount videoId={video.id} />
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4" aria-hidden /> {format.date(video.createdAt)}
            </span>
            <span className="tabular-nums">{formatMinutesSeconds(video.duration)}</span>
          </p>
          <WatchActions video={video} />
        </div>

        <CreatorCard video={video} />

        {video.description && (
          <section
            aria-label={t('watch.description')}
            className="prose-description rounded-2xl bg-white/[0.03] p-5 text-sm leading-relaxed text-zinc-300"
            dangerouslySetInnerHTML={{ __html: video.description }}
          />
        )}

        <section aria-labelledby="analytics" className="space-y-3">
          <h2 id="analytics" className="text-lg font-semibold text-white">
            {t('watch.analytics')}
          </h2>
          <AnalyticsTiles videoId={video.id} />
        </section>

        <InteractiveFeatures elements={elements.data} loading={elements.isLoading} />
      </div>

      <RelatedVideos
        videoId={video.id}
        videos={latest.data?.pages[0]?.items}
        loading={latest.isLoading}
      />
    </div>
  );
}
