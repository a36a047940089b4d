// The playlist import's keyword rules (admin spec §5: "keyword rules pick a category
// automatically (default Learning Zone) and a video type (default tutorial)"). The spec does
// not show its lists; these are ours, written down here and used nowhere else. A word matches
// whole (case-insensitive); the first rule with most matches wins.
import type { IMPORT_CATEGORY_NAMES } from '@lumen/contract';

type ImportCategory = (typeof IMPORT_CATEGORY_NAMES)[number];

export const DEFAULT_IMPORT_CATEGORY: ImportCategory = 'Learning Zone';
export const DEFAULT_IMPORT_TYPE = 'tutorial';

export const CATEGORY_KEYWORDS: Record<Exclude<ImportCategory, 'Learning Zone'>, string[]> = {
  'Religion & Spirituality': [
    'god',
    'faith',
    'bible',
    'prayer',
    'spiritual',
    'spirituality',
    'meditation',
    'church',
    'religion',
    'soul',
    'buddhism',
    'islam',
    'christian',
    'scripture',
  ],
  'Global Politics & Economics': [
    'politics',
    'political',
    'economy',
    'economics',
    'election',
    'government',
    'geopolitics',
    'war',
    'inflation',
    'trade',
    'policy',
    'democracy',
    'markets',
  ],
  'Health & Fitness': [
    'health',
    'fitness',
    'workout',
    'exercise',
    'nutrition',
    'diet',
    'yoga',
    'sleep',
    'wellness',
    'medical',
    'training',
    'running',
  ],
  Technology: [
    'technology',
    'tech',
    'software',
    'programming',
    'coding',
    'computer',
    'ai',
    'javascript',
    'python',
    'engineering',
    'robot',
    'internet',
    'data',
  ],
  'Personal & Business Development': [
    'business',
    'startup',
    'leadership',
    'productivity',
    'career',
    'marketing',
    'money',
    'finance',
    'entrepreneur',
    'habits',
    'success',
    'management',
  ],
  Culture: [
    'culture',
    'history',
    'art',
    'film',
    'literature',
    'philosophy',
    'society',
    'travel',
    'language',
    'documentary',
    'museum',
  ],
  Music: [
    'music',
    'song',
    'album',
    'concert',
    'guitar',
    'piano',
    'band',
    'singer',
    'lyrics',
    'orchestra',
    'jazz',
  ],
};

export const TYPE_KEYWORDS: Record<string, string[]> = {
  podcast: ['podcast', 'episode', 'ep'],
  lecture: ['lecture', 'lesson', 'course', 'class', 'seminar', 'talk'],
  interview: ['interview', 'conversation', 'q&a', 'qa'],
  documentary: ['documentary', 'docu', 'story of'],
  music: ['music', 'song', 'official video', 'live'],
  advice: ['advice', 'tips', 'how to'],
  tutorial: ['tutorial', 'guide', 'explained', 'learn', 'beginners'],
};

function bestMatch(text: string, rules: Record<string, string[]>): string | null {
  const words = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&]+/gu, ' ')} `;
  let best: string | null = null;
  let bestCount = 0;
  for (const [name, keywords] of Object.entries(rules)) {
    const count = keywords.filter((k) => words.includes(` ${k} `)).length;
    if (count > bestCount) [best, bestCount] = [name, count];
  }
  return best;
}

/** The product category an imported video's title and description point to. */
export function importCategoryFor(text: string): string {
  return bestMatch(text, CATEGORY_KEYWORDS) ?? DEFAULT_IMPORT_CATEGORY;
}

/** The video type for an imported video when its job names none. */
export function importTypeFor(text: string): string {
  return bestMatch(text, TYPE_KEYWORDS) ?? DEFAULT_IMPORT_TYPE;
}
