import { Clock, Loader2, Mic, Search, SlidersHorizontal, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { formatDuration } from '../../../lib/format';
import { useSearchVideos } from '../api/search-videos';
import { buildSearchUrl, DURATION_OPTIONS, VIDEO_TYPE_OPTIONS } from '../lib/search-filters';
import { addToSearchHistory, clearSearchHistory, readSearchHistory, SEARCH_HISTORY_SHOWN } from '../lib/search-history';
import { generateSuggestions, SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '../lib/search-suggestions';

const INSTANT_RESULTS = 3;
const INSTANT_STALE_MS = 300;
const VOICE_SEARCH_DELAY_MS = 500;

type VoiceState = 'idle' | 'listening';

interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  start(): void;
  stop(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

function speechRecognitionCtor(): SpeechRecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const selectClass =
  'h-10 w-full rounded-lg border border-white/10 bg-zinc-950 px-3 text-sm text-white focus-visible:outline-2 focus-visible:outline-violet-400';

/**
 * Header search (spec §2, §4, §5, §9): collapsed icon → input; suggestions, recent searches,
 * instant results and voice search; filters videoType and duration; submit navigates (a full
 * page navigation) to /search with q, videoType, minDuration, maxDuration.
 */
export function SearchBar() {
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [videoType, setVideoType] = useState('all');
  const [duration, setDuration] = useState('any');
  const [history, setHistory] = useState<string[]>(readSearchHistory);
  const [voice, setVoice] = useState<VoiceState>('idle');
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const debouncedQuery = useDebounced(query, SUGGESTION_DEBOUNCE_MS);
  const suggestions = generateSuggestions(debouncedQuery);
  const trimmed = query.trim();
  const instantEnabled = trimmed.length > 1 && dropdownOpen;
  const instant = useSearchVideos({ q: trimmed, limit: INSTANT_RESULTS }, { enabled: instantEnabled, staleTime: INSTANT_STALE_MS });
  const instantResults = (instant.data ?? []).slice(0, INSTANT_RESULTS);
  const recent = history
    .filter((h) => !trimmed || h.toLowerCase().includes(trimmed.toLowerCase()))
    .slice(0, SEARCH_HISTORY_SHOWN);

  // Closes the dropdown on a click outside the search area.
  useEffect(() => {
    if (!dropdownOpen && !filtersOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) {
        setDropdownOpen(false);
        setFiltersOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [dropdownOpen, filtersOpen]);

  useEffect(() => () => recognitionRef.current?.stop(), []);

  function runSearch(text: string) {
    const q = text.trim();
    // Spec §5: the header search runs only if a query, a type or a duration is set.
    if (!q && videoType === 'all' && duration === 'any') return;
    if (q) setHistory(addToSearchHistory(q));
    setDropdownOpen(false);
    setFiltersOpen(false);
    window.location.assign(buildSearchUrl({ q, videoType, duration }));
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

  function startVoice() {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) {
      toast({
        title: 'Voice Search Unavailable',
        description: "Your browser doesn't support voice search. Please use a modern browser.",
        variant: 'destructive',
      });
      return;
    }
    if (voice === 'listening') {
      recognitionRef.current?.stop();
      return;
    }
    const recognition = new Ctor();
    recognition.lang = 'en-US';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim() ?? '';
      setVoice('idle');
      if (!transcript) return;
      setQuery(transcript);
      setTimeout(() => runSearch(transcript), VOICE_SEARCH_DELAY_MS);
    };
    recognition.onerror = () => {
      setVoice('idle');
      toast({ title: 'Voice Search Error', description: 'Could not capture voice input. Please try again.', variant: 'destructive' });
    };
    recognition.onend = () => setVoice('idle');
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setVoice('listening');
    } catch {
      setVoice('idle');
      toast({ title: 'Voice Search Error', description: 'Could not capture voice input. Please try again.', variant: 'destructive' });
    }
  }

  if (!expanded) {
    return (
      <Button variant="ghost" size="icon" aria-label="Open search" onClick={expand}>
        <Search className="size-5" aria-hidden />
      </Button>
    );
  }

  const showSuggestionsBlock = debouncedQuery.trim().length >= SUGGESTION_MIN_CHARS;
  const activeFilters = Number(videoType !== 'all') + Number(duration !== 'any');

  return (
    <div
      ref={containerRef}
      className="absolute inset-x-0 top-0 z-50 flex h-16 items-center bg-zinc-950 px-3 md:static md:h-auto md:w-[20rem] md:bg-transparent md:px-0 lg:w-[26rem] xl:w-[30rem]"
    >
      <form role="search" aria-label="Site search" onSubmit={onSubmit} className="relative flex w-full items-center gap-1">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" aria-hidden />
          <input
            ref={inputRef}
            type="search"
            name="q"
            aria-label="Search videos"
            role="combobox"
            aria-expanded={dropdownOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            autoComplete="off"
            placeholder={voice === 'listening' ? 'Listening…' : 'Search videos, topics, creators'}
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
            onClick={startVoice}
            aria-label={voice === 'listening' ? 'Stop voice search' : 'Search by voice'}
            aria-pressed={voice === 'listening'}
            data-state={voice}
            className={cn(
              'absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-full transition',
              voice === 'listening' ? 'animate-pulse bg-red-500 text-white' : 'text-zinc-300 hover:bg-white/10 hover:text-white',
            )}
          >
            <Mic className="size-4" aria-hidden />
          </button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={activeFilters ? `Search filters (${activeFilters} active)` : 'Search filters'}
          aria-expanded={filtersOpen}
          onClick={() => {
            setFiltersOpen((o) => !o);
            setDropdownOpen(false);
          }}
          className="relative"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {activeFilters > 0 && <span className="absolute top-1.5 right-1.5 size-2 rounded-full bg-violet-400" aria-hidden />}
        </Button>
        <Button type="submit" variant="primary" size="sm" className="hidden rounded-full sm:inline-flex">Search</Button>
        <Button variant="ghost" size="icon" aria-label="Close search" onClick={collapse}>
          <X className="size-4" aria-hidden />
        </Button>

        {voice === 'listening' && (
          <p role="status" className="absolute top-12 left-0 rounded-lg bg-red-500/15 px-3 py-1.5 text-xs text-red-200">Listening… speak now</p>
        )}

        {filtersOpen && (
          <div className="absolute top-12 right-0 left-0 z-50 grid gap-3 rounded-xl border border-white/10 bg-zinc-900 p-4 shadow-2xl sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor={`${listId}-type`} className="text-xs font-medium text-zinc-300">Video type</label>
              <select id={`${listId}-type`} value={videoType} onChange={(e) => setVideoType(e.target.value)} className={selectClass}>
                {VIDEO_TYPE_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${listId}-duration`} className="text-xs font-medium text-zinc-300">Duration</label>
              <select id={`${listId}-duration`} value={duration} onChange={(e) => setDuration(e.target.value)} className={selectClass}>
                {DURATION_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            </div>
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Button variant="ghost" size="sm" onClick={() => { setVideoType('all'); setDuration('any'); }}>Reset</Button>
              <Button variant="primary" size="sm" onClick={() => runSearch(query)}>Apply &amp; search</Button>
            </div>
          </div>
        )}

        {dropdownOpen && !filtersOpen && (
          <div
            id={listId}
            data-testid="search-dropdown"
            className="absolute top-12 right-0 left-0 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-white/10 bg-zinc-900 py-2 shadow-2xl"
          >
            {recent.length > 0 && (
              <section aria-label="Recent searches" className="px-2 pb-2">
                <div className="flex items-center justify-between px-2 py-1">
                  <h2 className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">Recent searches</h2>
                  <button type="button" className="rounded text-xs text-zinc-400 hover:text-white"
                    onClick={() => { clearSearchHistory(); setHistory([]); }}>Clear</button>
                </div>
                <ul>
                  {recent.map((item) => (
                    <li key={item}>
                      <button type="button" onClick={() => { setQuery(item); runSearch(item); }}
                        className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-zinc-200 hover:bg-white/5">
                        <Clock className="size-4 text-zinc-400" aria-hidden /> {item}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {showSuggestionsBlock && (
              <section aria-label="Suggestions" className="border-t border-white/5 px-2 pt-2 first:border-t-0">
                <h2 className="px-2 py-1 text-xs font-semibold tracking-wide text-zinc-400 uppercase">Suggestions</h2>
                {suggestions.length === 0 ? (
                  <p className="px-2 py-2 text-sm text-zinc-400">No suggestions found</p>
                ) : (
                  <ul>
                    {suggestions.map((s) => (
                      <li key={s}>
                        <button type="button" onClick={() => { setQuery(s); runSearch(s); }}
                          className="flex w-full items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-zinc-200 hover:bg-white/5">
                          <Sparkles className="size-4 text-violet-300" aria-hidden /> {s}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}

            {instantEnabled && (
              <section aria-label="Instant results" className="mt-1 border-t border-white/5 px-2 pt-2">
                <h2 className="flex items-center gap-2 px-2 py-1 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
                  Top results {instant.isFetching && <Loader2 className="size-3 animate-spin" aria-hidden />}
                </h2>
                {instant.isError ? (
                  <p className="px-2 py-2 text-sm text-zinc-400">Results are unavailable right now.</p>
                ) : instantResults.length === 0 && !instant.isFetching ? (
                  <p className="px-2 py-2 text-sm text-zinc-400">No results found</p>
                ) : (
                  <ul>
                    {instantResults.map((video) => (
                      <li key={video.id}>
                        <Link to={`/watch/${video.id}`} onClick={() => { addToSearchHistory(trimmed); setDropdownOpen(false); collapse(); }}
                          className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5">
                          <span className="relative aspect-video w-20 shrink-0 overflow-hidden rounded-md bg-zinc-800">
                            {video.thumbnailUrl && <img src={video.thumbnailUrl} alt="" loading="lazy" sizes="80px" className="size-full object-cover" onError={(e) => { e.currentTarget.style.display = 'none'; }} />}
                          </span>
                          <span className="min-w-0">
                            <span className="line-clamp-1 text-sm font-medium text-white">{video.title}</span>
                            <span className="text-xs text-zinc-400">{video.author || video.publisher || 'Unknown creator'} · {formatDuration(video.duration)}</span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}

            {!showSuggestionsBlock && recent.length === 0 && !instantEnabled && (
              <p className="px-4 py-2 text-sm text-zinc-400">Type at least {SUGGESTION_MIN_CHARS} characters for suggestions.</p>
            )}
          </div>
        )}
      </form>
    </div>
  );
}
