import { CATEGORY_TYPE_MAP } from '@lumen/contract/constants';

/** Spec §4/§9: the video type a home chip filters by (null for an unmapped category). */
export function videoTypeForCategory(categoryName: string): string | null {
  return CATEGORY_TYPE_MAP[categoryName] ?? null;
}
