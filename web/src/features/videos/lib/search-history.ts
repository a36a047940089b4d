// Recent header searches (spec §3/§9): a list of strings under `lumen:search-history`,
// newest first, at most 10 kept, 3 shown.
import { readStored, writeStored, removeStored } from '../../../lib/storage';

export const SEARCH_HISTORY_KEY = 'search-history';
export const SEARCH_HISTORY_MAX = 10;
export const SEARCH_HISTORY_SHOWN = 3;

export function readSearchHistory(): string[] {
  const stored = readStored<unknown>(SEARCH_HISTORY_KEY);
  return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
}

export function addToSearchHistory(query: string): string[] {
  const q = query.trim();
  if (!q) return readSearchHistory();
  const next = [q, ...readSearchHistory().filter((s) => s.toLowerCase() !== q.toLowerCase())].slice(
    0,
    SEARCH_HISTORY_MAX,
  );
  writeStored(SEARCH_HISTORY_KEY, next);
  return next;
}

export function clearSearchHistory(): void {
  removeStored(SEARCH_HISTORY_KEY);
}
