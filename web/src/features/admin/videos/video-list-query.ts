// The admin video list's search, filters and sort, kept in the URL query
// (?q=…&type=…&source=…&sort=…) so a reload or a shared link shows the same list.
//
// Decision: the search runs in the browser over the list the tab already loaded. GET /api/videos
// returns every video in one response (it is not paged), so filtering it locally is instant,
// needs no request per keystroke and the counts ("12 of 40 videos") stay exact. The server's
// /api/videos/search is the public full-text search (stemmed, prefix-only, ranked, limited):
// an admin filtering a list expects a plain "contains" match on any part of a word instead.
import type { Video } from '@lumen/contract';
import { VIDEO_TYPE_OPTIONS } from '@lumen/contract/constants';
import { SOURCE_TYPES, type SourceType } from '@lumen/contract/platform';

export const VIDEO_SORTS = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title A–Z',
  longest: 'Longest first',
  shortest: 'Shortest first',
} as const;
export type VideoSort = keyof typeof VIDEO_SORTS;
export const DEFAULT_SORT: VideoSort = 'newest';

export interface VideoListQuery {
  /** As typed; matched word by word. */
  search: string;
  /** A video type (lower case), or '' for all. */
  type: string;
  /** A source type, or '' for all. */
  source: SourceType | '';
  sort: VideoSort;
}

const PARAM = { search: 'q', type: 'type', source: 'source', sort: 'sort' } as const;

export function readVideoListQuery(params: URLSearchParams): VideoListQuery {
  const sort = params.get(PARAM.sort) ?? '';
  const source = params.get(PARAM.source) ?? '';
  return {
    search: params.get(PARAM.search) ?? '',
    type: (params.get(PARAM.type) ?? '').trim().toLowerCase(),
    source: (SOURCE_TYPES as readonly string[]).includes(source) ? (source as SourceType) : '',
    sort: sort in VIDEO_SORTS ? (sort as VideoSort) : DEFAULT_SORT,
  };
}

/** `params` with the query's non-default values set and the others removed. */
export function writeVideoListQuery(
  params: URLSearchParams,
  query: VideoListQuery,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof VideoListQuery, string> = {
    search: query.search,
    type: query.type,
    source: query.source,
    sort: query.sort === DEFAULT_SORT ? '' : query.sort,
  };
  for (const key of Object.keys(PARAM) as (keyof VideoListQuery)[]) {
    if (values[key]) next.set(PARAM[key], values[key]);
    else next.delete(PARAM[key]);
  }
  return next;
}

/** Whether the search or a filter narrows the list (the sort never does). */
export function narrowsList(query: VideoListQuery): boolean {
  return searchWords(query.search).length > 0 || query.type !== '' || query.source !== '';
}

/** Lower case, without accents: "Café" is found by "cafe". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function searchWords(search: string): string[] {
  return fold(search).split(/\s+/).filter(Boolean);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The words of the rich-text description, without its markup. */
function descriptionText(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (entity: string, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
    );
}

/** Every searchable field of a video, folded, in one string. */
function haystack(video: Video): string {
  return fold(
    [
      video.title,
      descriptionText(video.description),
      video.tags.join(' '),
      video.author ?? '',
    ].join('\n'),
  );
}

/** The video's types: its videoType and any standard type among its tags (admin §3). */
function typesOf(video: Video): Set<string> {
  const types = new Set<string>();
  if (video.videoType) types.add(video.videoType.toLowerCase());
  for (const tag of video.tags) {
    const key = tag.toLowerCase();
    if ((VIDEO_TYPE_OPTIONS as readonly string[]).includes(key)) types.add(key);
  }
  return types;
}

/** The types the type filter offers: those the loaded videos carry, A–Z. */
export function typeChoices(videos: readonly Video[]): string[] {
  const all = new Set<string>();
  for (const video of videos) for (const type of typesOf(video)) all.add(type);
  return [...all].sort();
}

/** The sources the source filter offers: those the loaded videos come from, in a fixed order. */
export function sourceChoices(videos: readonly Video[]): SourceType[] {
  const present = new Set(videos.map((video) => video.sourceType));
  return SOURCE_TYPES.filter((source) => present.has(source));
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byTitle = (a: Video, b: Video) => titleCollator.compare(a.title, b.title) || a.id - b.id;
const byCreated = (a: Video, b: Video) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id;

const COMPARE: Record<VideoSort, (a: Video, b: Video) => number> = {
  newest: (a, b) => byCreated(b, a),
  oldest: byCreated,
  title: byTitle,
  longest: (a, b) => b.duration - a.duration || byTitle(a, b),
  shortest: (a, b) => a.duration - b.duration || byTitle(a, b),
};

/** The videos that match every word of the search and both filters, in the chosen order. */
export function applyVideoListQuery(videos: readonly Video[], query: VideoListQuery): Video[] {
  const words = searchWords(query.search);
  return videos
    .filter((video) => !query.source || video.sourceType === query.source)
    .filter((video) => !query.type || typesOf(video).has(query.type))
    .filter((video) => {
      if (words.length === 0) return true;
      const text = haystack(video);
      return words.every((word) => text.includes(word));
    })
    .sort(COMPARE[query.sort]);
}
