// The results block of the library, category and search pages: a skeleton while the videos
// load, the error, the page's own empty state, or the videos as a grid or a list.
import type { Video } from '@lumen/contract';
import type { ComponentProps } from 'react';
import { EmptyState } from '../ui/empty-state';
import { VideoGridSkeleton } from '../ui/skeleton';
import type { ViewMode } from '../ui/view-toggle';
import { VideoCollectionView } from './video-collection-view';

export function VideoResults({
  query,
  videos,
  mode,
  label,
  errorTitle = 'Videos could not be loaded',
  empty,
}: {
  /** The query the videos come from (only its state is read). */
  query: { isLoading: boolean; isError: boolean; error: Error | null };
  /** The videos to show, already filtered and sorted. */
  videos: Video[];
  mode: ViewMode;
  /** The list's accessible name. */
  label: string;
  errorTitle?: string;
  empty: ComponentProps<typeof EmptyState>;
}) {
  if (query.isLoading) return <VideoGridSkeleton count={8} />;
  if (query.isError) return <EmptyState title={errorTitle} description={query.error?.message} />;
  if (videos.length === 0) return <EmptyState {...empty} />;
  return <VideoCollectionView videos={videos} mode={mode} label={label} />;
}
