// The videos picked for a batch. Ids of videos that left the library drop out, so a batch
// never names a deleted video.
import { useState } from 'react';
import type { Video } from '@lumen/contract';

export function useVideoSelection(videos: readonly Video[]) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const selectedIds = videos.filter((video) => picked.has(video.id)).map((video) => video.id);

  function toggle(id: number) {
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  /** Selects or clears these ids together (the select-all box over the shown videos). */
  function setMany(ids: readonly number[], selected: boolean) {
    setPicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  return { selectedIds, isSelected: (id: number) => picked.has(id), toggle, setMany };
}
