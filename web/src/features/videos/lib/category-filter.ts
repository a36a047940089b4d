import type { Video } from '@lumen/contract';
import { CATEGORY_TYPE_MAP } from '@lumen/contract/constants';

/** Spec §4/§9: the video type a home chip filters by (null for an unmapped category). */
export function videoTypeForCategory(categoryName: string): string | null {
  return CATEGORY_TYPE_MAP[categoryName] ?? null;
}

/** Video types present among the given videos, sorted, without blanks. */
export function videoTypesOf(videos: readonly Pick<Video, 'videoType'>[]): string[] {
  return [
    ...new Set(
      videos.map((v) => v.videoType?.trim().toLowerCase()).filter((t): t is string => Boolean(t)),
    ),
  ].sort();
}
