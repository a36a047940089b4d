// The admin video table's search, filters, order and page size, kept in the URL query
// (?q=…&type=…&category=…&visibility=…&featured=…&sort=…&per=…) like the grid's, so a reload or
// a shared link shows the same table. Search and type share their parameters with the grid
// (video-list-query.ts); the table filters on the server (GET /api/videos), so its search is the
// catalogue's full-text search and its type filter is the video's type field.
import type { VideoVisibility } from '@lumen/contract';
import { VIDEO_VISIBILITIES } from '@lumen/contract/constants';
import type { VideoTableRequest } from '../api/get-video-table-page';

/**
 * The orders the table offers: those the API pages by. 'shortest' is the grid's name for the
 * API's 'duration' order, so a sort chosen in one layout carries over to the other.
 */
export const TABLE_SORTS = {
  newest: 'newest',
  oldest: 'oldest',
  title: 'title',
  shortest: 'duration',
  views: 'views',
} as const satisfies Record<string, VideoTableRequest['sort']>;
export type TableSort = keyof typeof TABLE_SORTS;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface VideoTableQuery {
  search: string;
  /** A video type (lower case), or '' for all. */
  type: string;
  /** A category's slug, or '' for all. */
  category: string;
  visibility: VideoVisibility | 'all';
  featured: '' | 'true' | 'false';
  sort: TableSort;
  pageSize: number;
}

const PARAM = {
  search: 'q',
  type: 'type',
  category: 'category',
  visibility: 'visibility',
  featured: 'featured',
  sort: 'sort',
  pageSize: 'per',
} as const satisfies Record<keyof VideoTableQuery, string>;

const DEFAULTS: Omit<VideoTableQuery, 'search' | 'type' | 'category'> = {
  visibility: 'all',
  featured: '',
  sort: 'newest',
  pageSize: DEFAULT_PAGE_SIZE,
};

export function readVideoTableQuery(params: URLSearchParams): VideoTableQuery {
  const get = (key: keyof VideoTableQuery) => params.get(PARAM[key]) ?? '';
  const visibility = get('visibility');
  const featured = get('featured');
  const sort = get('sort');
  const pageSize = Number(get('pageSize'));
  return {
    search: get('search'),
    type: get('type').trim().toLowerCase(),
    category: get('category').trim(),
    visibility: (VIDEO_VISIBILITIES as readonly string[]).includes(visibility)
      ? (visibility as VideoVisibility)
      : DEFAULTS.visibility,
    featured: featured === 'true' || featured === 'false' ? featured : DEFAULTS.featured,
    sort: sort in TABLE_SORTS ? (sort as TableSort) : DEFAULTS.sort,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULTS.pageSize,
  };
}

/** `params` with the query's non-default values set and the others removed. */
export function writeVideoTableQuery(
  params: URLSearchParams,
  query: VideoTableQuery,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(PARAM) as (keyof VideoTableQuery)[]) {
    const value = String(query[key]);
    const fallback = key in DEFAULTS ? String(DEFAULTS[key as keyof typeof DEFAULTS]) : '';
    if (value && value !== fallback) next.set(PARAM[key], value);
    else next.delete(PARAM[key]);
  }
  return next;
}

/** Whether the search or a filter narrows the table (the order and page size never do). */
export function narrowsTable(query: VideoTableQuery): boolean {
  return (
    query.search.trim() !== '' ||
    query.type !== '' ||
    query.category !== '' ||
    query.visibility !== DEFAULTS.visibility ||
    query.featured !== DEFAULTS.featured
  );
}

export const NO_FILTERS = {
  search: '',
  type: '',
  category: '',
  visibility: DEFAULTS.visibility,
  featured: DEFAULTS.featured,
} satisfies Partial<VideoTableQuery>;

/** The read the query stands for: always sorted explicitly, so the headers say the order. */
export function videoTableRequest(query: VideoTableQuery, search: string): VideoTableRequest {
  return {
    limit: query.pageSize,
    visibility: query.visibility,
    sort: TABLE_SORTS[query.sort],
    ...(search.trim() && { q: search.trim() }),
    ...(query.type && { type: query.type }),
    ...(query.category && { category: query.category }),
    ...(query.featured && { featured: query.featured }),
  };
}
