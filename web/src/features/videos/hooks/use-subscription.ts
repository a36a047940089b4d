import { useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage';

const STORAGE_KEY = 'subscriptions';

/** Subscribe: following a creator in this browser (lumen:subscriptions); nothing is sent. */
export function useSubscription(creator: string): [boolean, () => void] {
  const [subscriptions, setSubscriptions] = useState<string[]>(
    () => readStored<string[]>(STORAGE_KEY) ?? [],
  );
  const subscribed = subscriptions.includes(creator);
  function toggle() {
    const next = subscribed
      ? subscriptions.filter((s) => s !== creator)
      : [...subscriptions, creator];
    writeStored(STORAGE_KEY, next);
    setSubscriptions(next);
  }
  return [subscribed, toggle];
}
