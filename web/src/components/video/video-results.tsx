// The results block of the library, category and search pages: a skeleton while the videos
// load, the error, the page's own empty state, or the videos as a grid or a list.
import type { Video } from '@lumen/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state';
import { LoadError } from '../ui/load-error';
import { VideoGridSkeleton } from '../ui/skeleton';
import type { ViewMode } from '../ui/view-toggle';
import { VideoCollectionView } from './video-collection-view';

export function VideoResults({
  query,
  videos,
  mode,
  label,
  errorTitle,
  empty,
}: {
  /** The query the videos come from (its state, and refetch for Retry). */
  query: {
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** The videos to show, already filtered and sorted. */
  videos: Video[];
  mode: ViewMode;
  /** The list's accessible name. */
  label: string;
  errorTitle?: string;
  empty: ComponentProps<typeof EmptyState>;
}) {
  const { t } = useTranslation();
  if (query.isLoading) return <VideoGridSkeleton count={8} />;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle ?? t('videosCouldNotLoad')}
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  if (videos.length === 0) return <EmptyState {...empty} />;
  return <VideoCollectionView videos={videos} mode={mode} label={label} />;
}
