import type { Video } from '@lumen/contract';
import { CATEGORY_TYPE_MAP } from '@lumen/contract/constants';

/**
 * Spec §5: a video matches a category when any tag contains the category name, or the name
 * contains the tag, case-insensitive. A video without tags never matches.
 */
export function matchesCategory(video: Pick<Video, 'tags'>, categoryName: string): boolean {
  const name = categoryName.toLowerCase();
  return video.tags.some((tag) => {
    const t = tag.toLowerCase().trim();
    return t !== '' && (t.includes(name) || name.includes(t));
  });
}

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
