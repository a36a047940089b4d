// The end of a paged list: the next page loads as it scrolls into view, and a real button
// loads it for keyboard and assistive-technology users (and where observers are missing).
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const PRELOAD_MARGIN = '600px 0px';

export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined')
      return;
    // A new observer reports at once: a page that still leaves the end in view loads the next.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="outline" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
        {isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
      </Button>
    </div>
  );
}
