// The table's state: its query in the URL, the search debounced before it is asked for, and the
// pages. Keyset cursors only lead forward, so the cursors of the pages already passed are kept on
// a stack for Previous; a new search, filter, order or page size starts again at the first page.
import { useCallback, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueuedSearchParams } from '../../../lib/use-queued-search-params';
import { useVideoTablePage } from '../api/get-video-table-page';
import {
  NO_FILTERS,
  readVideoTableQuery,
  videoTableRequest,
  writeVideoTableQuery,
  type VideoTableQuery,
} from './video-table-query';

const SEARCH_DEBOUNCE_MS = 250;

export function useVideoTable() {
  const [params, setParams] = useQueuedSearchParams();
  const query = readVideoTableQuery(params);
  const search = useDebouncedValue(query.search, SEARCH_DEBOUNCE_MS);
  const request = videoTableRequest(query, search);
  const requestKey = JSON.stringify(request);

  const [paging, setPaging] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: requestKey,
    cursors: [undefined],
  });
  const cursors = paging.key === requestKey ? paging.cursors : [undefined];
  const pageIndex = cursors.length - 1;

  const page = useVideoTablePage(request, cursors[pageIndex]);
  // The total comes with the first page only; on later pages it is the cached first page's.
  const firstPage = useVideoTablePage(request, undefined);

  const change = useCallback(
    (changes: Partial<VideoTableQuery>) =>
      setParams(
        (current) => writeVideoTableQuery(current, { ...readVideoTableQuery(current), ...changes }),
        { replace: true },
      ),
    [setParams],
  );
  const clearFilters = useCallback(() => change(NO_FILTERS), [change]);

  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);
  const next = () => {
    if (nextCursor) setPaging({ key: requestKey, cursors: [...cursors, nextCursor] });
  };
  const previous = () => {
    if (pageIndex > 0) setPaging({ key: requestKey, cursors: cursors.slice(0, -1) });
  };

  return {
    query,
    change,
    clearFilters,
    page,
    items: page.data?.items ?? [],
    total: firstPage.isPlaceholderData ? undefined : firstPage.data?.total,
    pageIndex,
    hasNext: nextCursor !== null,
    hasPrevious: pageIndex > 0,
    next,
    previous,
    /** The first row's position on this page (1-based), for "Showing 26–50 of 73". */
    firstRow: pageIndex * query.pageSize + 1,
  };
}
