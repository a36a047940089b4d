// The header search's suggestions (public spec §9): real titles and tags of the
// library that match the typed text come first, then the spec's patterns ("neural tutorial",
// "how to neural"), and a suggestion is offered only when the search itself finds at least one
// video for it with the same filters, so a suggestion never leads to "No results found".
import { MAX_SEARCH_SUGGESTIONS, SEARCH_SUGGESTION_MIN_CHARS } from '@lumen/contract/constants';
import {
  searchVideos,
  searchWords,
  textsWithResults,
  type Database,
  type SearchFilters,
} from '@lumen/db';

/** Public spec §9: the patterns suggestions are generated from. */
export const SUGGESTION_PATTERNS = [
  'tutorial',
  'documentary',
  'interview',
  'lecture',
  'how to',
  'explained',
  'guide',
  'best',
] as const;
/** Patterns that read before the subject ("how to …", "best …"). */
const PREFIX_PATTERNS = new Set<string>(['how to', 'best']);

/** Videos whose titles and tags are candidates (the search's best matches). */
const SOURCE_VIDEOS = 50;
/** Candidates checked against the search, in one statement. */
const MAX_CANDIDATES = 24;

/**
 * The spec's pattern suggestions for a query: a pattern word being typed is completed
 * ("python tut" → "python tutorial"), then the query combined with the patterns it lacks.
 */
export function patternSuggestions(query: string): string[] {
  const lower = query.toLowerCase();
  const words = lower.split(' ');
  const last = words[words.length - 1]!;
  const head = query.slice(0, query.length - last.length).trim();
  const out: string[] = [];
  const completed = SUGGESTION_PATTERNS.filter(
    (pattern) => !PREFIX_PATTERNS.has(pattern) && pattern.startsWith(last) && pattern !== last,
  );
  for (const pattern of completed) out.push(`${head} ${pattern}`.trim());
  for (const pattern of SUGGESTION_PATTERNS) {
    // Not "python tut tutorial" beside the completed "python tutorial".
    if (lower.includes(pattern) || completed.includes(pattern)) continue;
    out.push(PREFIX_PATTERNS.has(pattern) ? `${pattern} ${query}` : `${query} ${pattern}`);
  }
  return out;
}

/**
 * True when every typed word begins a word of `text` (as the search matches prefixes; the
 * stemming it adds on top is left to the final check against the search).
 */
function matchesTyped(text: string, typed: string[]): boolean {
  const words = searchWords(text);
  return typed.every((t) => words.some((w) => w.startsWith(t)));
}

/** Real tags and titles matching the typed text: beginning with it first, then tags (shared by more videos first) before titles (in the search's rank). */
function librarySuggestions(query: string, videos: { title: string; tags: string[] }[]): string[] {
  const typed = searchWords(query);
  const lower = query.toLowerCase();
  const tagCounts = new Map<string, { tag: string; videos: number }>();
  for (const video of videos) {
    for (const tag of new Set(video.tags.map((t) => t.trim()).filter(Boolean))) {
      if (!matchesTyped(tag, typed)) continue;
      const key = tag.toLowerCase();
      const entry = tagCounts.get(key) ?? { tag, videos: 0 };
      entry.videos += 1;
      tagCounts.set(key, entry);
    }
  }
  const tags = [...tagCounts.values()].sort((a, b) => b.videos - a.videos).map((e) => e.tag);
  const titles = videos.map((v) => v.title).filter((title) => matchesTyped(title, typed));
  const startsWithTyped = (text: string) => (text.toLowerCase().startsWith(lower) ? 0 : 1);
  // Array.prototype.sort is stable: within each group the order above stays.
  return [...tags, ...titles].sort((a, b) => startsWithTyped(a) - startsWithTyped(b));
}

export async function suggestSearches(
  db: Database,
  rawQuery: string,
  filters: SearchFilters,
): Promise<string[]> {
  const query = rawQuery.trim().replace(/\s+/g, ' ');
  if (query.length < SEARCH_SUGGESTION_MIN_CHARS || searchWords(query).length === 0) return [];
  const matches = await searchVideos(db, { ...filters, q: query, limit: SOURCE_VIDEOS });
  const seen = new Set([query.toLowerCase()]);
  const candidates: string[] = [];
  for (const text of [...librarySuggestions(query, matches), ...patternSuggestions(query)]) {
    const key = text.toLowerCase();
    if (seen.has(key) || searchWords(text).length === 0) continue;
    seen.add(key);
    candidates.push(text);
  }
  const found = await textsWithResults(db, candidates.slice(0, MAX_CANDIDATES), filters);
  return found.slice(0, MAX_SEARCH_SUGGESTIONS);
}
