// The video list's search, filters and sort as URL state (see video-list-query.ts). Changes
// replace the history entry: each keystroke of the search is not a step for Back.
import { useCallback } from 'react';
import { useQueuedSearchParams } from '../../../lib/use-queued-search-params';
import { readVideoListQuery, writeVideoListQuery, type VideoListQuery } from './video-list-query';

export function useVideoListQuery() {
  const [params, setParams] = useQueuedSearchParams();
  const query = readVideoListQuery(params);

  const change = useCallback(
    (changes: Partial<VideoListQuery>) =>
      setParams(
        (current) => writeVideoListQuery(current, { ...readVideoListQuery(current), ...changes }),
        { replace: true },
      ),
    [setParams],
  );

  /** Drops the search and the filters; the chosen order stays. */
  const clearFilters = useCallback(() => change({ search: '', type: '', source: '' }), [change]);

  return { query, change, clearFilters };
}
