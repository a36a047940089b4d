import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search, SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { VideoListQuery } from '@lumen/contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ViewToggle, type ViewMode } from '../../../components/ui/view-toggle';
import { LoadMore } from '../../../components/video/load-more';
import { VideoResults } from '../../../components/video/video-results';
import { useFormat } from '../../../i18n/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategories } from '../../../api/get-categories';
import { useVideoPages } from '../../../api/get-videos';
import type { SearchParams } from '../api/search-videos';
import { DURATION_OPTIONS } from '../lib/search-filters';

export type SortKey = 'relevance' | 'date' | 'title' | 'duration';
export type SortDirection = 'asc' | 'desc';

/** The page's sort choices as the paged API's sorts (the server sorts and pages). */
const API_SORTS: Record<SortKey, NonNullable<VideoListQuery['sort']>> = {
  relevance: 'relevance',
  date: 'newest',
  title: 'title',
  duration: 'duration',
};

function describeFilters(
  params: SearchParams,
  t: TFunction<'videos'>,
  videoType: (type: string) => string,
): string[] {
  const parts: string[] = [];
  if (params.videoType) parts.push(videoType(params.videoType));
  if (params.minDuration !== undefined || params.maxDuration !== undefined) {
    const match = DURATION_OPTIONS.find(
      (o) =>
        ('min' in o ? o.min : undefined) === params.minDuration &&
        ('max' in o ? o.max : undefined) === params.maxDuration,
    );
    parts.push(
      match
        ? t(`durations.${match.value}`)
        : t('durations.range', { min: params.minDuration ?? 0, max: params.maxDuration ?? '∞' }),
    );
  }
  return parts;
}

const selectClass =
  'h-10 rounded-lg border border-white/10 bg-zinc-900 px-3 text-sm text-white focus-visible:outline-2 focus-visible:outline-violet-400';

/** Search results (/search?q=… and /search/{query}, spec §2/§5). */
export function SearchResults({ params }: { params: SearchParams }) {
  const { t } = useTranslation('videos');
  const format = useFormat();
  const navigate = useNavigate();
  const q = (params.q ?? '').trim();
  const [text, setText] = useState(q);
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<SortKey>('relevance');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [view, setView] = useState<ViewMode>('grid');
  const categories = useCategories();
  const hasQuery = Boolean(
    q || params.videoType || params.minDuration !== undefined || params.maxDuration !== undefined,
  );
  const results = useVideoPages(
    {
      q: q || undefined,
      type: params.videoType,
      minDuration: params.minDuration,
      maxDuration: params.maxDuration,
      category: category === 'all' ? undefined : category,
      sort: API_SORTS[sort],
      order: direction,
    },
    { enabled: hasQuery },
  );
  usePageTitle(q ? t('search.titleFor', { query: q }) : t('search.title'));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    if (!next) return; // spec §5: empty or whitespace-only text is ignored
    const search = new URLSearchParams({ q: next });
    if (params.videoType) search.set('videoType', params.videoType);
    if (params.minDuration !== undefined) search.set('minDuration', String(params.minDuration));
    if (params.maxDuration !== undefined) search.set('maxDuration', String(params.maxDuration));
    void navigate(`/search?${search}`);
  }

  const videos = results.data?.pages.flatMap((page) => page.items) ?? [];
  const total = results.data?.pages[0]?.total ?? videos.length;
  const filterLabels = describeFilters(params, t, format.videoType);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold text-white sm:text-4xl">
        {q ? t('search.resultsFor', { query: q }) : t('search.title')}
      </h1>
      <form
        role="search"
        aria-label={t('search.formLabel')}
        onSubmit={onSubmit}
        className="mb-6 flex gap-2"
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <input
            type="search"
            aria-label={t('search.queryLabel')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('search.placeholder')}
            className="h-12 w-full rounded-xl border border-white/10 bg-zinc-900 pr-3 pl-10 text-sm text-white placeholder:text-zinc-400 focus-visible:border-violet-400 focus-visible:outline-none"
          />
        </div>
        <Button type="submit" size="lg">
          {t('search.submit')}
        </Button>
      </form>

      {!hasQuery ? (
        <EmptyState
          icon={<Search className="size-6" />}
          title={t('search.startTitle')}
          description={t('search.startText')}
        />
      ) : (
        <>
          <div className="mb-6 flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="search-category" className="text-xs font-medium text-zinc-400">
                {t('search.category')}
              </label>
              <select
                id="search-category"
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                className={selectClass}
              >
                <option value="all">{t('search.allCategories')}</option>
                {(categories.data ?? []).map((c) => (
                  <option key={c.id} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="search-sort" className="text-xs font-medium text-zinc-400">
                {t('search.sortBy')}
              </label>
              <div className="flex gap-1">
                <select
                  id="search-sort"
                  value={sort}
                  onChange={(e) => setSort(e.target.value as SortKey)}
                  className={selectClass}
                >
                  {(Object.keys(API_SORTS) as SortKey[]).map((key) => (
                    <option key={key} value={key}>
                      {t(`search.sorts.${key}`)}
                    </option>
                  ))}
                </select>
                <Button
                  variant="outline"
                  size="icon"
                  onClick={() => setDirection((d) => (d === 'asc' ? 'desc' : 'asc'))}
                  aria-label={
                    direction === 'asc' ? t('search.sortAscending') : t('search.sortDescending')
                  }
                  data-direction={direction}
                >
                  {direction === 'asc' ? (
                    <ArrowUpNarrowWide className="size-4" aria-hidden />
                  ) : (
                    <ArrowDownWideNarrow className="size-4" aria-hidden />
                  )}
                </Button>
              </div>
            </div>
            <div className="ml-auto flex items-center gap-3">
              {!results.isLoading && !results.isError && (
                <p className="text-sm text-zinc-400" data-testid="result-count">
                  {t('search.resultCount', { count: total })}
                </p>
              )}
              <ViewToggle value={view} onChange={setView} />
            </div>
          </div>
          {filterLabels.length > 0 && (
            <p className="mb-4 text-sm text-zinc-400">
              {t('search.filteredBy', { filters: filterLabels.join(' · ') })}
            </p>
          )}
          <VideoResults
            query={results}
            videos={videos}
            mode={view}
            label={t('search.listLabel')}
            errorTitle={t('search.failed')}
            empty={{
              icon: <SearchX className="size-6" />,
              title: t('search.noResults'),
              description: q ? t('search.noResultsFor', { query: q }) : t('search.noMatch'),
            }}
          />
          {!results.isError && (
            <LoadMore
              hasNextPage={results.hasNextPage}
              isFetchingNextPage={results.isFetchingNextPage}
              fetchNextPage={results.fetchNextPage}
            />
          )}
        </>
      )}
    </div>
  );
}
