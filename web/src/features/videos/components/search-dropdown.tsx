// The header search's dropdown (public spec §9): recent searches filtered by the typed text,
// suggestions (debounced; from the server, which offers only ones that find something with the
// chosen filters) and the top instant results from the server.
import { Clock, Loader2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_SUGGESTION_MIN_CHARS } from '@lumen/contract/constants';
import { useSearchSuggestions, type SuggestionParams } from '../api/get-search-suggestions';
import { useSearchVideos } from '../api/search-videos';
import { SEARCH_HISTORY_SHOWN } from '../lib/search-history';

/** Spec §9: suggestions follow the typing after this pause. */
const SUGGESTION_DEBOUNCE_MS = 150;

const INSTANT_RESULTS = 3;
const INSTANT_STALE_MS = 300;

const headingClass = 'text-xs font-semibold tracking-wide text-zinc-400 uppercase';
const noteClass = 'px-2 py-2 text-sm text-zinc-400';

export function SearchDropdown({
  id,
  query,
  filters,
  history,
  onPick,
  onClearHistory,
  onOpenResult,
}: {
  id: string;
  query: string;
  /** The header's video type and duration: a suggestion must find something with them. */
  filters: Omit<SuggestionParams, 'q'>;
  history: string[];
  /** A recent search or a suggestion was chosen: search for it. */
  onPick: (text: string) => void;
  onClearHistory: () => void;
  /** An instant result's link was followed. */
  onOpenResult: () => void;
}) {
  const { t } = useTranslation(['videos', 'common']);
  const debouncedQuery = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const showSuggestions = debouncedQuery.trim().length >= SEARCH_SUGGESTION_MIN_CHARS;
  const suggested = useSearchSuggestions(
    { ...filters, q: debouncedQuery.trim() },
    { enabled: showSuggestions },
  );
  const suggestions = suggested.data ?? [];
  const trimmed = query.trim();
  const instantEnabled = trimmed.length > 1;
  const instant = useSearchVideos(
    { q: trimmed, limit: INSTANT_RESULTS },
    { enabled: instantEnabled, staleTime: INSTANT_STALE_MS },
  );
  const instantResults = (instant.data ?? []).slice(0, INSTANT_RESULTS);
  const recent = history
    .filter((h) => !trimmed || h.toLowerCase().includes(trimmed.toLowerCase()))
    .slice(0, SEARCH_HISTORY_SHOWN);

  return (
    <div
      id={id}
      data-testid="search-dropdown"
      className="absolute top-12 right-0 left-0 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-white/10 bg-zinc-900 py-2 shadow-2xl"
    >
      {recent.length > 0 && (
        <section aria-label={t('searchBar.recent')} className="px-2 pb-2">
          <div className="flex items-center justify-between px-2 py-1">
            <h2 className={headingClass}>{t('searchBar.recent')}</h2>
            <button
              type="button"
              className="rounded text-xs text-zinc-400 hover:text-white"
              onClick={onClearHistory}
            >
              {t('searchBar.clear')}
            </button>
          </div>
          <ul>
            {recent.map((item) => (
              <PickItem key={item} onClick={() => onPick(item)}>
                <Clock className="size-4 text-zinc-400" aria-hidden /> {item}
              </PickItem>
            ))}
          </ul>
        </section>
      )}

      {showSuggestions && (
        <section
          aria-label={t('searchBar.suggestions')}
          className="border-t border-white/5 px-2 pt-2 first:border-t-0"
        >
          <h2 className={`flex items-center gap-2 px-2 py-1 ${headingClass}`}>
            {t('searchBar.suggestions')}{' '}
            {suggested.isFetching && <Loader2 className="size-3 animate-spin" aria-hidden />}
          </h2>
          {suggested.isError ? (
            <p className={noteClass}>{t('searchBar.suggestionsUnavailable')}</p>
          ) : suggested.isPending ? null : suggestions.length === 0 ? (
            <p className={noteClass}>{t('searchBar.noSuggestions')}</p>
          ) : (
            <ul>
              {suggestions.map((s) => (
                <PickItem key={s} onClick={() => onPick(s)}>
                  <Sparkles className="size-4 text-violet-300" aria-hidden /> {s}
                </PickItem>
              ))}
            </ul>
          )}
        </section>
      )}

      {instantEnabled && (
        <section
          aria-label={t('searchBar.instantResults')}
          className="mt-1 border-t border-white/5 px-2 pt-2"
        >
          <h2 className={`flex items-center gap-2 px-2 py-1 ${headingClass}`}>
            {t('searchBar.topResults')}{' '}
            {instant.isFetching && <Loader2 className="size-3 animate-spin" aria-hidden />}
          </h2>
          {instant.isError ? (
            <p className={noteClass}>{t('searchBar.resultsUnavailable')}</p>
          ) : instantResults.length === 0 && !instant.isFetching ? (
            <p className={noteClass}>{t('searchBar.noResults')}</p>
          ) : (
            <ul>
              {instantResults.map((video) => (
                <li key={video.id}>
                  <Link
                    to={`/watch/${video.id}`}
                    onClick={onOpenResult}
                    className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5"
                  >
                    <span className="relative aspect-video w-20 shrink-0 overflow-hidden rounded-md bg-zinc-800">
                      {video.thumbnailUrl && (
                        <img
                          src={video.thumbnailUrl}
                          alt=""
                          loading="lazy"
                          sizes="80px"
                          className="size-full object-cover"
                          onError={(e) => {
                            e.currentTarget.style.display = 'none';
                          }}
                        />
                      )}
                    </span>
                    <span className="min-w-0">
                      <span className="line-clamp-1 text-sm font-medium text-white">
                        {video.title}
                      </span>
                      <span className="text-xs text-zinc-400">
                        {video.author || video.publisher || t('common:unknownCreator')} ·{' '}
                        {formatDuration(video.duration)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {!showSuggestions && recent.length === 0 && !instantEnabled && (
        <p className="px-4 py-2 text-sm text-zinc-400">
          {t('searchBar.typeMore', { count: SEARCH_SUGGESTION_MIN_CHARS })}
        </p>
      )}
    </div>
  );
}

function PickItem({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-zinc-200 hover:bg-white/5"
      >
        {children}
      </button>
    </li>
  );
}
