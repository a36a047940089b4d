// Whether the Videos tab shows the table or the card grid: ?layout=grid in the URL (a link or a
// reload keeps it), else the admin's last choice in this browser, else the table.
import { useCallback } from 'react';
import { readStored, writeStored } from '../../../lib/storage';
import { useQueuedSearchParams } from '../../../lib/use-queued-search-params';

export type VideosLayout = 'table' | 'grid';

const PARAM = 'layout';
const STORAGE_KEY = 'admin-videos-layout';

const asLayout = (value: unknown): VideosLayout | null =>
  value === 'table' || value === 'grid' ? value : null;

export function useVideosLayout() {
  const [params, setParams] = useQueuedSearchParams();
  const layout =
    asLayout(params.get(PARAM)) ?? asLayout(readStored<string>(STORAGE_KEY)) ?? 'table';

  const setLayout = useCallback(
    (next: VideosLayout) => {
      writeStored(STORAGE_KEY, next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { layout, setLayout };
}
