// The chapter playing at a time: the last one started by then (chapters come sorted by start).
import type { Chapter } from '@lumen/contract';

export function chapterAt(chapters: readonly Chapter[], seconds: number): Chapter | null {
  let current: Chapter | null = null;
  for (const chapter of chapters) {
    if (chapter.startTime > seconds) break;
    current = chapter;
  }
  return current;
}
