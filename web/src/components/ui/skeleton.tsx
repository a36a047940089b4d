import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-white/[0.07]', className)} />;
}

/** Placeholder for a grid of video cards while they load. */
export function VideoGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={label ?? t('loadingVideos')}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-3">
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder for a grid of collection cards while they load. */
export function CollectionGridSkeleton({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loadingCollections')} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="aspect-[4/3] w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** Placeholder for a whole page area. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8"
    >
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <VideoGridSkeleton count={4} />
    </div>
  );
}
