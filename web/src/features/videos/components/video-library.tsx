import * as Tabs from '@radix-ui/react-tabs';
import { VIDEO_TYPE_FILTERS } from '@lumen/contract/constants';
import { Film, FilterX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { LoadMore } from '../../../components/video/load-more';
import { VideoCardSkeleton } from '../../../components/ui/skeleton';
import { VideoCard } from '../../../components/video/video-card';
import { VideoResults } from '../../../components/video/video-results';
import { useFormat } from '../../../i18n/use-format';
import { useCategories } from '../../../api/get-categories';
import { useFeaturedVideos } from '../api/get-featured-videos';
import { useVideoPages } from '../../../api/get-videos';
import { CategoryMark } from './category-icon';
import { FilterChip } from './filter-chip';
import { SearchInput } from './search-input';

export const LIBRARY_SEARCH_MIN_CHARS = 3;
export const FEATURED_STRIP = 3;

/** The heading follows the filters: search text, chosen category and chosen type. */
function libraryHeading(
  search: string,
  category: string | null,
  type: string | null,
  t: TFunction<'videos'>,
  videoType: (type: string) => string,
): string {
  const what = [category, type ? t('library.typeVideos', { type: videoType(type) }) : null]
    .filter(Boolean)
    .join(' · ');
  const q = search.trim();
  if (q)
    return what
      ? t('library.resultsForIn', { query: q, what })
      : t('library.resultsFor', { query: q });
  if (what) return what;
  return t('library.allVideos');
}

function FeaturedStripSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading featured videos"
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: FEATURED_STRIP }, (_, i) => (
        <VideoCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * Video library (/watch, spec §2/§4). Search runs on the server from 3 characters; category
 * (by tags, spec §5 rule) and type narrow it on the server too. The filters live in the URL
 * (?q=&category=<slug>&type=), so a filtered library can be shared and survives a reload; the
 * videos load a page at a time as the viewer scrolls. The Filters button (behaviour not in the
 * spec) shows or hides the filter panel; it starts open on wide screens.
 */
export function VideoLibrary() {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const categorySlug = params.get('category');
  const type = params.get('type');
  const [view, setView] = useState<ViewMode>('grid');
  const [filtersOpen, setFiltersOpen] = useState(
    () => typeof window === 'undefined' || window.matchMedia('(min-width: 768px)').matches,
  );
  const [tab, setTab] = useState('categories');

  /** Sets (or with null removes) URL filters, replacing the entry: typing adds no history. */
  function setFilters(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const q = search.trim();
  const serverSearch = q.length >= LIBRARY_SEARCH_MIN_CHARS;
  const featured = useFeaturedVideos();
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug === categorySlug)?.name ?? null;
  const pages = useVideoPages({
    q: serverSearch ? q : undefined,
    category: categorySlug ?? undefined,
    type: type ?? undefined,
  });
  const videos = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? videos.length;
  const activeFilters = Number(categorySlug !== null) + Number(type !== null);

  function clearAll() {
    setFilters({ q: null, category: null, type: null });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <header className="mb-6 space-y-2">
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{t('library.heading')}</h1>
        <p className="text-zinc-400">{t('library.intro')}</p>
      </header>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          value={search}
          onChange={(text) => setFilters({ q: text })}
          label={t('library.searchLabel')}
          placeholder={t('library.searchPlaceholder')}
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="lg"
            aria-expanded={filtersOpen}
            aria-controls="library-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden /> {t('library.filters')}
            {activeFilters > 0 ? ` (${activeFilters})` : ''}
          </Button>
          <Button variant="ghost" size="lg" onClick={clearAll} disabled={!q && activeFilters === 0}>
            <FilterX className="size-4" aria-hidden /> {t('library.clearAll')}
          </Button>
        </div>
      </div>

      {/* Its room is kept while it loads: the library below does not jump when it arrives. */}
      {!q && (featured.isLoading || (featured.data?.length ?? 0) > 0) && (
        <section aria-labelledby="featured-strip" className="mb-10">
          <h2 id="featured-strip" className="mb-4 text-lg font-semibold text-white">
            {t('featured')}
          </h2>
          {featured.isLoading && <FeaturedStripSkeleton />}
          <ul
            hidden={featured.isLoading}
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t('library.featuredVideos')}
            data-testid="featured-strip"
          >
            {(featured.data ?? []).slice(0, FEATURED_STRIP).map((video) => (
              <li key={video.id}>
                <VideoCard video={video} badge={t('featured')} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {filtersOpen && (
        <div
          id="library-filters"
          className="mb-8 rounded-2xl border border-white/10 bg-zinc-900/60 p-4"
        >
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List
              aria-label={t('library.filterBy')}
              className="mb-4 inline-flex rounded-lg border border-white/10 bg-zinc-950 p-1"
            >
              <Tabs.Trigger
                value="categories"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-400 data-[state=active]:bg-white/10 data-[state=active]:text-white"
              >
                {t('library.categories')}
              </Tabs.Trigger>
              <Tabs.Trigger
                value="types"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-400 data-[state=active]:bg-white/10 data-[state=active]:text-white"
              >
                {t('library.videoTypes')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content
              value="categories"
              className="flex flex-wrap gap-2 focus-visible:outline-none"
            >
              {(categories.data ?? []).map((c) => (
                <FilterChip
                  key={c.id}
                  active={categorySlug === c.slug}
                  onClick={() => setFilters({ category: categorySlug === c.slug ? null : c.slug })}
                >
                  <CategoryMark category={c} className="size-4" /> {c.name}
                </FilterChip>
              ))}
            </Tabs.Content>
            <Tabs.Content value="types" className="flex flex-wrap gap-2 focus-visible:outline-none">
              {VIDEO_TYPE_FILTERS.map((option) => (
                <FilterChip
                  key={option}
                  active={type === option}
                  onClick={() => setFilters({ type: type === option ? null : option })}
                >
                  {format.videoType(option)}
                </FilterChip>
              ))}
            </Tabs.Content>
          </Tabs.Root>
        </div>
      )}

      <section aria-labelledby="library-heading">
        <div className="mb-4 flex items-center justify-between gap-3">
          {/* Room for the heading and the count, which shows once the videos are in. */}
          <div className="min-h-12">
            <h2
              id="library-heading"
              className="text-xl font-semibold text-white"
              data-testid="library-heading"
            >
              {libraryHeading(search, category, type, t, format.videoType)}
            </h2>
            {!pages.isLoading && !pages.isError && (
              <p className="text-sm text-zinc-400">{t('videoCount', { count: total })}</p>
            )}
          </div>
          <ViewToggle value={view} onChange={setView} />
        </div>
        <VideoResults
          query={pages}
          videos={videos}
          mode={view}
          label={t('library.listLabel')}
          empty={{
            icon: <Film className="size-6" />,
            title: t('noVideosFound'),
            description: q ? t('library.nothingMatches', { query: q }) : t('library.noMatch'),
            action: <Button onClick={clearAll}>{t('library.clearSearch')}</Button>,
          }}
        />
        {!pages.isError && (
          <LoadMore
            hasNextPage={pages.hasNextPage}
            isFetchingNextPage={pages.isFetchingNextPage}
            fetchNextPage={pages.fetchNextPage}
          />
        )}
      </section>
    </div>
  );
}
