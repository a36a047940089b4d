import { Mic, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { usePointerDownOutside } from '../../../lib/use-pointer-down-outside';
import { useVoiceSearch } from '../hooks/use-voice-search';
import { buildSearchUrl, searchFilters } from '../lib/search-filters';
import { addToSearchHistory, clearSearchHistory, readSearchHistory } from '../lib/search-history';
import { SearchDropdown } from './search-dropdown';
import { SearchFilterPanel } from './search-filter-panel';

/** A captured phrase is shown in the field this long before the search runs. */
const VOICE_SEARCH_DELAY_MS = 500;

/**
 * Header search (spec §2, §4, §5, §9): collapsed icon → input; suggestions, recent searches,
 * instant results and voice search; filters videoType and duration; submit navigates (a full
 * page navigation) to /search with q, videoType, minDuration, maxDuration.
 */
export function SearchBar() {
  const { t } = useTranslation('videos');
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [videoType, setVideoType] = useState('all');
  const [duration, setDuration] = useState('any');
  const [history, setHistory] = useState<string[]>(readSearchHistory);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const voice = useVoiceSearch((transcript) => {
    setQuery(transcript);
    setTimeout(() => runSearch(transcript), VOICE_SEARCH_DELAY_MS);
  });

  usePointerDownOutside(containerRef, dropdownOpen || filtersOpen, () => {
    setDropdownOpen(false);
    setFiltersOpen(false);
  });

  function runSearch(text: string) {
    const q = text.trim();
    // Spec §5: the header search runs only if a query, a type or a duration is set.
    if (!q && videoType === 'all' && duration === 'any') return;
    if (q) setHistory(addToSearchHistory(q));
    setDropdownOpen(false);
    setFiltersOpen(false);
    window.location.assign(buildSearchUrl({ q, videoType, duration }));
  }

  function pick(text: string) {
    setQuery(text);
    runSearch(text);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    runSearch(query);
  }

  function expand() {
    setExpanded(true);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function collapse() {
    setExpanded(false);
    setDropdownOpen(false);
    setFiltersOpen(false);
  }

  if (!expanded) {
    return (
      <Button variant="ghost" size="icon" aria-label={t('searchBar.open')} onClick={expand}>
        <Search className="size-5" aria-hidden />
      </Button>
    );
  }

  const activeFilters = Number(videoType !== 'all') + Number(duration !== 'any');

  return (
    <div
      ref={containerRef}
      className="absolute inset-x-0 top-0 z-50 flex h-16 items-center bg-zinc-950 px-3 md:static md:h-auto md:w-[20rem] md:bg-transparent md:px-0 lg:w-[26rem] xl:w-[30rem]"
    >
      <form
        role="search"
        aria-label={t('searchBar.formLabel')}
        onSubmit={onSubmit}
        className="relative flex w-full items-center gap-1"
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <input
            ref={inputRef}
            type="search"
            name="q"
            aria-label={t('searchBar.inputLabel')}
            role="combobox"
            aria-expanded={dropdownOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            autoComplete="off"
            placeholder={voice.listening ? t('searchBar.listening') : t('searchBar.placeholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setDropdownOpen(true);
            }}
            onFocus={() => setDropdownOpen(true)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                if (dropdownOpen) setDropdownOpen(false);
                else collapse();
              }
            }}
            className="h-10 w-full rounded-full border border-white/10 bg-zinc-900 pr-10 pl-9 text-sm text-white placeholder:text-zinc-400 focus-visible:border-violet-400 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            onClick={voice.toggleListening}
            aria-label={voice.listening ? t('searchBar.stopVoice') : t('searchBar.voice')}
            aria-pressed={voice.listening}
            data-state={voice.listening ? 'listening' : 'idle'}
            className={cn(
              'absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-full transition',
              voice.listening
                ? 'animate-pulse bg-red-500 text-white'
                : 'text-zinc-300 hover:bg-white/10 hover:text-white',
            )}
          >
            <Mic className="size-4" aria-hidden />
          </button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={
            activeFilters
              ? t('searchBar.filtersActive', { count: activeFilters })
              : t('searchBar.filters')
          }
          aria-expanded={filtersOpen}
          onClick={() => {
            setFiltersOpen((o) => !o);
            setDropdownOpen(false);
          }}
          className="relative"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {activeFilters > 0 && (
            <span
              className="absolute top-1.5 right-1.5 size-2 rounded-full bg-violet-400"
              aria-hidden
            />
          )}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          className="hidden rounded-full sm:inline-flex"
        >
          {t('searchBar.submit')}
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('searchBar.close')} onClick={collapse}>
          <X className="size-4" aria-hidden />
        </Button>

        {voice.listening && (
          <p
            role="status"
            className="absolute top-12 left-0 rounded-lg bg-red-500/15 px-3 py-1.5 text-xs text-red-200"
          >
            {t('searchBar.speakNow')}
          </p>
        )}

        {filtersOpen && (
          <SearchFilterPanel
            idPrefix={listId}
            videoType={videoType}
            duration={duration}
            onVideoTypeChange={setVideoType}
            onDurationChange={setDuration}
            onApply={() => runSearch(query)}
          />
        )}

        {dropdownOpen && !filtersOpen && (
          <SearchDropdown
            id={listId}
            query={query}
            filters={searchFilters({ videoType, duration })}
            history={history}
            onPick={pick}
            onClearHistory={() => {
              clearSearchHistory();
              setHistory([]);
            }}
            onOpenResult={() => {
              addToSearchHistory(query);
              collapse();
            }}
          />
        )}
      </form>
    </div>
  );
}
