// Client-side search suggestions (spec §9): generated from fixed patterns, at most 6, only
// for 2+ characters. A pattern word the visitor is typing is completed ("python tut" →
// "python tutorial"); otherwise the query is combined with each pattern.

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
export const MAX_SUGGESTIONS = 6;
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 150;

const PREFIX_PATTERNS = new Set(['how to', 'best']);

export function generateSuggestions(rawQuery: string): string[] {
  const query = rawQuery.trim().replace(/\s+/g, ' ');
  if (query.length < SUGGESTION_MIN_CHARS || !/[\p{L}\p{N}]/u.test(query)) return [];
  const lower = query.toLowerCase();
  const words = lower.split(' ');
  const last = words[words.length - 1]!;
  const head = query.slice(0, query.length - last.length).trim();
  const out: string[] = [];
  const push = (s: string) => {
    const v = s.trim();
    if (v.toLowerCase() !== lower && !out.some((o) => o.toLowerCase() === v.toLowerCase()))
      out.push(v);
  };

  // Completing a pattern word being typed.
  for (const pattern of SUGGESTION_PATTERNS) {
    if (!PREFIX_PATTERNS.has(pattern) && pattern.startsWith(last) && pattern !== last)
      push(`${head} ${pattern}`);
  }
  // The query combined with the patterns it does not already contain.
  const subject = query;
  for (const pattern of SUGGESTION_PATTERNS) {
    if (lower.includes(pattern)) continue;
    push(PREFIX_PATTERNS.has(pattern) ? `${pattern} ${subject}` : `${subject} ${pattern}`);
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
