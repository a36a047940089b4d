import { useQuery } from '@tanstack/react-query';
import { MAX_VIEW_COUNT_IDS, VIEW_COUNTS_MAX_AGE_SECONDS } from '@lumen/contract/constants';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/**
 * GET /api/videos/views?ids=…: the view counts of the cards and rows. Every card
 * asks for its own count, and the loader below joins the asks of one moment (a page's cards
 * mount in one commit, whichever components render them) into one request per 100 ids.
 */
export const getViewCounts = (ids: readonly number[]) =>
  apiGet('/api/videos/views', { query: { ids: ids.join(',') } });

/** Asks made within this long of the first one share its request. */
const BATCH_WINDOW_MS = 10;

type Waiter = { resolve: (views: number) => void; reject: (error: unknown) => void };

function createViewCountLoader(fetchCounts: typeof getViewCounts) {
  let pending = new Map<number, Waiter[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function send(batch: Map<number, Waiter[]>) {
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += MAX_VIEW_COUNT_IDS) {
      const chunk = ids.slice(start, start + MAX_VIEW_COUNT_IDS);
      try {
        const { views } = await fetchCounts(chunk);
        for (const id of chunk) for (const w of batch.get(id)!) w.resolve(views[id] ?? 0);
      } catch (error) {
        for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
      }
    }
  }

  return {
    load(id: number): Promise<number> {
      return new Promise((resolve, reject) => {
        const waiters = pending.get(id) ?? [];
        waiters.push({ resolve, reject });
        pending.set(id, waiters);
        timer ??= setTimeout(() => {
          const batch = pending;
          pending = new Map();
          timer = null;
          void send(batch);
        }, BATCH_WINDOW_MS);
      });
    },
  };
}

const loader = createViewCountLoader(getViewCounts);

/** One video's view count; undefined while loading or when the count is unavailable. */
export const useViewCount = (videoId: number) =>
  useQuery({
    queryKey: queryKeys.viewCount(videoId),
    queryFn: () => loader.load(videoId),
    // The server and browsers reuse a count this long too; a failure is not retried (the app's
    // default): the card then shows no count.
    staleTime: VIEW_COUNTS_MAX_AGE_SECONDS * 1000,
  });
