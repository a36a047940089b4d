import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiGet } from '../../../lib/api';
import type { SearchParams } from './search-videos';

export type SuggestionParams = Omit<SearchParams, 'limit'>;

/**
 * GET /api/videos/suggestions?q=&videoType=&minDuration=&maxDuration=: the header's
 * suggestions (spec §9 patterns, ranked after real titles and tags), each of which the server
 * has checked finds at least one video with these filters.
 */
export const getSearchSuggestions = (params: SuggestionParams) =>
  apiGet('/api/videos/suggestions', { query: params });

export const useSearchSuggestions = (params: SuggestionParams, { enabled = true } = {}) =>
  useQuery({
    queryKey: queryKeys.searchSuggestions(params),
    queryFn: () => getSearchSuggestions(params),
    enabled,
    // The library changes rarely; a minute-old suggestion list is still right.
    staleTime: 60_000,
    select: (data) => data.suggestions,
  });
