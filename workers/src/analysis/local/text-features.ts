// A video's text as weighted word stems: the words tokenised, English stop words dropped and
// the rest stemmed (stopword and stemmer packages), each field weighted by how much it says
// about the subject. One stem remembers the first word it came from, so evidence reads as words.
import { stemmer } from 'stemmer';
import { eng } from 'stopword';
import { plainText } from '../plain-text.ts';

export interface FeatureText {
  title: string;
  description?: string | null;
  tags: readonly string[];
  author?: string | null;
  channelTitle?: string | null;
}

/** Stem → weighted count. */
export type Features = Map<string, number>;

// The package's English list, plus the filler that video titles add to any subject.
const STOP_WORDS = new Set([
  ...eng,
  ...['so', 'us', 'why', 'what', 'does', 'vs', 'versus', 'really', 'actually', 'everything'],
  ...['minute', 'minutes', 'seconds', 'hour', 'hours', 'explained', 'video', 'videos', 'watch'],
  ...['subscribe', 'need', 'know', 'things', 'thing', 'work', 'works', 'use', 'like', 'get'],
]);
/** Entries kept in each of the memo tables below before they are cleared. */
const CACHE_LIMIT = 50_000;
// Titles and tags are written to say what a video is about; descriptions wander.
const TITLE_WEIGHT = 2;
const TAG_WEIGHT = 2;
const DESCRIPTION_WEIGHT = 1;
const PEOPLE_WEIGHT = 1;

/** Stem → the word it was first seen as (shared by every video the analyser reads). */
export class WordForms {
  private readonly forms = new Map<string, string>();
  remember(stem: string, word: string): void {
    if (!this.forms.has(stem)) this.forms.set(stem, word);
  }
  wordFor(stem: string): string {
    return this.forms.get(stem) ?? stem;
  }
}

// A library repeats a few thousand words; stemming each once keeps a build fast.
const stemByWord = new Map<string, string>();
function stemOf(word: string): string {
  let stem = stemByWord.get(word);
  if (stem === undefined) {
    if (stemByWord.size >= CACHE_LIMIT) stemByWord.clear();
    stemByWord.set(word, (stem = stemmer(word)));
  }
  return stem;
}

/** The stems of a text, in order: lower case letters and digits, no stop words, no lone digits. */
export function stems(text: string, forms?: WordForms): string[] {
  const result: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []) {
    const bare = word.replace(/['’]s$/, '').replace(/['’]/g, '');
    if (bare.length < 2 || STOP_WORDS.has(bare) || /^\d+$/.test(bare)) continue;
    const stem = stemOf(bare);
    forms?.remember(stem, bare);
    result.push(stem);
  }
  return result;
}

export function addStems(features: Features, text: string, weight: number, forms?: WordForms) {
  for (const stem of stems(text, forms)) features.set(stem, (features.get(stem) ?? 0) + weight);
}

export function videoFeatures(video: FeatureText, forms?: WordForms): Features {
  const features: Features = new Map();
  addStems(features, video.title, TITLE_WEIGHT, forms);
  addStems(features, video.tags.join(' '), TAG_WEIGHT, forms);
  if (video.description)
    addStems(features, plainText(video.description), DESCRIPTION_WEIGHT, forms);
  const people = [video.author, video.channelTitle].filter(Boolean).join(' ');
  if (people) addStems(features, people, PEOPLE_WEIGHT, forms);
  return features;
}

// Parsing descriptions' HTML is most of a build's time, and the library barely changes between
// two analysis runs, so a video's features are kept by its text (bounded: cleared when full).
const cache = new Map<string, Features>();

/** videoFeatures, remembered across builds; the result is shared, so it must not be changed. */
export function cachedVideoFeatures(video: FeatureText): Features {
  const key = JSON.stringify([
    video.title,
    video.description,
    video.tags,
    video.author,
    video.channelTitle,
  ]);
  let features = cache.get(key);
  if (!features) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, (features = videoFeatures(video)));
  }
  return features;
}
