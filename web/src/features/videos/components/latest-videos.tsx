import { ArrowRight, Film } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { VideoGridSkeleton } from '../../../components/ui/skeleton';
import { VideoCollectionView } from '../../../components/video/video-collection-view';
import { cn } from '../../../lib/cn';
import { useCategories } from '../../../api/get-categories';
import { useVideoPages } from '../../../api/get-videos';
import { videoTypeForCategory } from '../lib/category-filter';
import { CategoryMark } from './category-icon';

const chipClass = (active: boolean) =>
  cn(
    'inline-flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition',
    active
      ? 'border-violet-400 bg-violet-500/20 text-white'
      : 'border-white/10 bg-zinc-900 text-zinc-300 hover:border-white/25 hover:text-white',
  );

/**
 * Home: Explore Categories chips and the Latest Videos grid (spec §2/§4). A chip selects a
 * category and filters Latest Videos by the category's mapped video type; 'All Content'
 * resets. The selected category's own page (/category/{slug}) is linked from the heading.
 */
export function LatestVideosWithCategories() {
  const { t } = useTranslation(['videos', 'common']);
  const categories = useCategories();
  const [selected, setSelected] = useState<string | null>(null);
  const selectedCategory = categories.data?.find((c) => c.slug === selected) ?? null;
  const type = selectedCategory ? videoTypeForCategory(selectedCategory.name) : null;
  // The newest page of the catalogue (the library's first page, shared with it); the library
  // behind "Browse library" pages through the rest. A category no video type maps to shows none.
  const noType = selectedCategory !== null && type === null;
  const videos = useVideoPages({ type: type ?? undefined }, { enabled: !noType });
  const list = noType ? [] : (videos.data?.pages[0]?.items ?? []);

  return (
    <>
      <section aria-labelledby="explore-categories" className="space-y-4">
        <h2 id="explore-categories" className="text-xl font-bold text-white sm:text-2xl">
          {t('latest.exploreCategories')}
        </h2>
        <div
          role="group"
          aria-label={t('latest.filterByCategory')}
          className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
        >
          <button
            type="button"
            aria-pressed={selected === null}
            className={chipClass(selected === null)}
            onClick={() => setSelected(null)}
          >
            {t('latest.allContent')}
          </button>
          {(categories.data ?? []).map((category) => (
            <button
              key={category.id}
              type="button"
              aria-pressed={selected === category.slug}
              className={chipClass(selected === category.slug)}
              onClick={() => setSelected(category.slug)}
            >
              <CategoryMark category={category} className="size-4" /> {category.name}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="latest-videos" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="latest-videos" className="text-xl font-bold text-white sm:text-2xl">
            {t('latest.latestVideos')}
            {selectedCategory ? (
              <span className="text-zinc-400">: {selectedCategory.name}</span>
            ) : null}
          </h2>
          {selectedCategory ? (
            <Link
              to={`/category/${selectedCategory.slug}`}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-violet-300 hover:text-violet-200"
            >
              {t('latest.open', { category: selectedCategory.name })}{' '}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          ) : (
            <Link
              to="/watch"
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-violet-300 hover:text-violet-200"
            >
              {t('latest.browseLibrary')} <ArrowRight className="size-4" aria-hidden />
            </Link>
          )}
        </div>
        {videos.isLoading ? (
          <VideoGridSkeleton count={8} />
        ) : videos.isError ? (
          <LoadError
            title={t('common:videosCouldNotLoad')}
            error={videos.error}
            onRetry={videos.refetch}
            retrying={videos.isFetching}
          />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<Film className="size-6" />}
            title={t('latest.noVideos')}
            description={
              selectedCategory
                ? t('latest.nothingInCategory', { category: selectedCategory.name })
                : t('latest.comingSoon')
            }
          />
        ) : (
          <VideoCollectionView videos={list} mode="grid" label={t('latest.listLabel')} />
        )}
      </section>
    </>
  );
}
