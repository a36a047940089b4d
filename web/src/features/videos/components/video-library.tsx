import * as Tabs from '@radix-ui/react-tabs';
import { VIDEO_TYPE_FILTERS } from '@lumen/contract/constants';
import { Film, FilterX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { LoadMore } from '../../../components/video/load-more';
import { VideoCardSkeleton } from '../../../components/ui/skeleton';
import { VideoCard } from '../../../components/video/video-card';
import { VideoResults } from '../../../components/video/video-results';
import { capitalize } from '../../../lib/format';
import { useCategories } from '../../../api/get-categories';
import { useFeaturedVideos } from '../api/get-featured-videos';
import { useVideoPages } from '../../../api/get-videos';
import { CategoryMark } from './category-icon';
import { FilterChip } from './filter-chip';
import { SearchInput } from './search-input';

export const LIBRARY_SEARCH_MIN_CHARS = 3;
export const FEATURED_STRIP = 3;

/** The heading follows the filters: search text, chosen category and chosen type. */
export function libraryHeading(
  search: string,
  category: string | null,
  type: string | null,
): string {
  const what = [category, type ? `${capitalize(type)} videos` : null].filter(Boolean).join(' · ');
  const q = search.trim();
  if (q) return what ? `Results for "${q}" in ${what}` : `Results for "${q}"`;
  if (what) return what;
  return 'All Videos';
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
        <h1 className="text-3xl font-bold text-white sm:text-4xl">Video Library</h1>
        <p className="text-zinc-400">
          Lectures, interviews, documentaries, tutorials and podcasts, all in one place.
        </p>
      </header>

      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          value={search}
          onChange={(text) => setFilters({ q: text })}
          label="Search the library"
          placeholder="Search videos (3+ characters)"
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="lg"
            aria-expanded={filtersOpen}
            aria-controls="library-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden /> Filters
            {activeFilters > 0 ? ` (${activeFilters})` : ''}
          </Button>
          <Button variant="ghost" size="lg" onClick={clearAll} disabled={!q && activeFilters === 0}>
            <FilterX className="size-4" aria-hidden /> Clear all
          </Button>
        </div>
      </div>

      {/* Its room is kept while it loads: the library below does not jump when it arrives. */}
      {!q && (featured.isLoading || (featured.data?.length ?? 0) > 0) && (
        <section aria-labelledby="featured-strip" className="mb-10">
          <h2 id="featured-strip" className="mb-4 text-lg font-semibold text-white">
            Featured
          </h2>
          {featured.isLoading && <FeaturedStripSkeleton />}
          <ul
            hidden={featured.isLoading}
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Featured videos"
            data-testid="featured-strip"
          >
            {(featured.data ?? []).slice(0, FEATURED_STRIP).map((video) => (
              <li key={video.id}>
                <VideoCard video={video} badge="Featured" />
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
              aria-label="Filter by"
              className="mb-4 inline-flex rounded-lg border border-white/10 bg-zinc-950 p-1"
            >
              <Tabs.Trigger
                value="categories"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-400 data-[state=active]:bg-white/10 data-[state=active]:text-white"
              >
                Categories
              </Tabs.Trigger>
              <Tabs.Trigger
                value="types"
                className="rounded-md px-3 py-1.5 text-sm font-medium text-zinc-400 data-[state=active]:bg-white/10 data-[state=active]:text-white"
              >
                Video Types
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
              {VIDEO_TYPE_FILTERS.map((t) => (
                <FilterChip
                  key={t}
                  active={type === t}
                  onClick={() => setFilters({ type: type === t ? null : t })}
                >
                  {capitalize(t)}
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
              {libraryHeading(search, category, type)}
            </h2>
            {!pages.isLoading && !pages.isError && (
              <p className="text-sm text-zinc-400">
                {total} {total === 1 ? 'video' : 'videos'}
              </p>
            )}
          </div>
          <ViewToggle value={view} onChange={setView} />
        </div>
        <VideoResults
          query={pages}
          videos={videos}
          mode={view}
          label="Videos"
          empty={{
            icon: <Film className="size-6" />,
            title: 'No videos found',
            description: q
              ? `Nothing matches "${q}" with these filters.`
              : 'No videos match these filters.',
            action: <Button onClick={clearAll}>Clear Search</Button>,
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
