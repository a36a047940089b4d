import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage';

export type Reaction = 'like' | 'dislike' | null;

const STORAGE_KEY = 'reactions';

function readReaction(videoId: number): Reaction {
  return readStored<Record<string, Reaction>>(STORAGE_KEY)?.[videoId] ?? null;
}

/** Like/Dislike: the visitor's own reaction, kept in this browser (no counts are shown or sent). */
export function useReaction(videoId: number): [Reaction, (r: Reaction) => void] {
  const [reaction, setReaction] = useState<Reaction>(() => readReaction(videoId));
  useEffect(() => setReaction(readReaction(videoId)), [videoId]);
  return [
    reaction,
    (next) => {
      const all = readStored<Record<string, Reaction>>(STORAGE_KEY) ?? {};
      if (next) all[videoId] = next;
      else delete all[videoId];
      writeStored(STORAGE_KEY, all);
      setReaction(next);
    },
  ];
}
