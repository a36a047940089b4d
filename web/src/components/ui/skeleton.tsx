import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-white/[0.07]', className)} />;
}

/**
 * A video card's placeholder: the card's own box, thumbnail and text lines (video-card.tsx),
 * so the card that replaces it is just as tall and moves nothing below it. The server's page
 * shell draws the same markup (api/src/services/page-shells.ts).
 */
export function VideoCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-white/5 bg-zinc-900/60">
      <div className="aspect-video w-full animate-pulse bg-white/[0.07]" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="min-h-[2lh] text-sm leading-snug">
          <Skeleton className="h-[1lh] w-4/5" />
        </div>
        <div className="text-xs">
          <Skeleton className="h-[1lh] w-1/2" />
        </div>
        <div className="mt-auto flex pt-1">
          <span className="w-16 animate-pulse rounded-full bg-white/[0.07] px-2 py-0.5 text-[11px]">
            &nbsp;
          </span>
        </div>
      </div>
    </div>
  );
}

/** Placeholder for a grid of video cards while they load. */
export function VideoGridSkeleton({ count = 8, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={label ?? t('loadingVideos')}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
    >
      {Array.from({ length: count }, (_, i) => (
        <VideoCardSkeleton key={i} />
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
