import { ArrowLeft, Film, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton, VideoGridSkeleton } from '../../../components/ui/skeleton';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { VideoResults } from '../../../components/video/video-results';
import { useFormat } from '../../../i18n/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoadMore } from '../../../components/video/load-more';
import { useCategories } from '../../../api/get-categories';
import { useVideoPages } from '../../../api/get-videos';
import { CategoryIcon } from './category-icon';
import { FilterChip } from './filter-chip';
import { SearchInput } from './search-input';

const SEARCH_MIN_CHARS = 3;

/**
 * Category page (spec §2/§5): videos whose tags match the category name (the server applies the
 * rule; videos without tags are excluded), a page at a time as the viewer scrolls. The search
 * text and type live in the URL (?q=&type=), as on the library.
 */
export function CategoryVideos({ slug }: { slug: string }) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const type = params.get('type');
  const [view, setView] = useState<ViewMode>('grid');
  const category = categories.data?.find((c) => c.slug === slug) ?? null;
  usePageTitle(categories.isLoading ? null : category ? category.name : t('category.notFound'));

  /** Sets (or with null removes) a URL filter, replacing the entry: typing adds no history. */
  function setFilter(key: 'q' | 'type', value: string | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  }

  const q = search.trim();
  const serverSearch = q.length >= SEARCH_MIN_CHARS;
  const pages = useVideoPages(
    {
      category: slug,
      q: serverSearch ? q : undefined,
      type: type ?? undefined,
      facets: 'videoTypes',
    },
    { enabled: category !== null },
  );

  if (categories.isLoading) {
    return (
      <div
        role="status"
        aria-label={t('category.loading')}
        className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8"
      >
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-1/3" />
        <VideoGridSkeleton count={8} />
      </div>
    );
  }
  if (!category) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          headingLevel={1}
          icon={<SearchX className="size-6" />}
          title={t('category.notFound')}
          description={t('category.noSuchCategory', { slug })}
          action={
            <Link to="/watch" className={buttonClasses('primary')}>
              {t('browseAllVideos')}
            </Link>
          }
        />
      </div>
    );
  }

  const videos = pages.data?.pages.flatMap((page) => page.items) ?? [];
  // The first page names the types of the category's videos (the type filter aside).
  const types = pages.data?.pages[0]?.videoTypes ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1.5 rounded text-sm text-zinc-400 hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t('backToHome')}
      </Link>
      <header className="mb-8 flex items-start gap-4">
        <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-2xl bg-violet-500/15 text-violet-200">
          {category.thumbnailUrl ? (
            <img src={category.thumbnailUrl} alt="" className="size-full object-cover" />
          ) : (
            <CategoryIcon name={category.iconName} className="size-7" />
          )}
        </span>
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-white sm:text-4xl">{category.name}</h1>
          {category.description && <p className="text-zinc-400">{category.description}</p>}
        </div>
      </header>
      <div className="mb-6 flex flex-col gap-4">
        <SearchInput
          value={search}
          onChange={(text) => setFilter('q', text)}
          label={t('category.searchLabel', { category: category.name })}
          placeholder={t('category.searchPlaceholder', { category: category.name })}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {types.length > 0 ? (
            <div
              role="group"
              aria-label={t('category.filterByType')}
              className="flex flex-wrap gap-2"
            >
              <FilterChip active={type === null} onClick={() => setFilter('type', null)}>
                {t('category.allTypes')}
              </FilterChip>
              {types.map((option) => (
                <FilterChip
                  key={option}
                  active={type === option}
                  onClick={() => setFilter('type', type === option ? null : option)}
                >
                  {format.videoType(option)}
                </FilterChip>
              ))}
            </div>
          ) : (
            <span />
          )}
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>
      <VideoResults
        query={pages}
        videos={videos}
        mode={view}
        label={t('category.listLabel', { category: category.name })}
        empty={{
          icon: <Film className="size-6" />,
          title: t('noVideosFound'),
          description: q
            ? t('category.nothingMatches', { category: category.name, query: q })
            : t('category.empty', { category: category.name }),
          action: (
            <Link to="/watch" className={buttonClasses('secondary')}>
              {t('browseAllVideos')}
            </Link>
          ),
        }}
      />
      {!pages.isError && (
        <LoadMore
          hasNextPage={pages.hasNextPage}
          isFetchingNextPage={pages.isFetchingNextPage}
          fetchNextPage={pages.fetchNextPage}
        />
      )}
    </div>
  );
}
