import { VIDEO_TYPE_FILTERS } from '@lumen/contract/constants';

/** Spec §9 video type filter: all plus the five standard types. */
export const VIDEO_TYPE_OPTIONS = ['all', ...VIDEO_TYPE_FILTERS] as const;

/**
 * Spec §9 duration filter, in seconds; `max` undefined means "and above". Each `value` names
 * its words too (videos:durations.<value>).
 */
export const DURATION_OPTIONS = [
  { value: 'any' },
  { value: '0-300', min: 0, max: 300 },
  { value: '300-900', min: 300, max: 900 },
  { value: '900-1800', min: 900, max: 1800 },
  { value: '1800-3600', min: 1800, max: 3600 },
  { value: '3600+', min: 3600 },
] as const satisfies readonly { value: string; min?: number; max?: number }[];

type DurationOption = {
  value: (typeof DURATION_OPTIONS)[number]['value'];
  min?: number;
  max?: number;
};

export function durationOption(value: string): DurationOption {
  return DURATION_OPTIONS.find((o) => o.value === value) ?? DURATION_OPTIONS[0];
}

/** The search parameters of the header's video type and duration choices. */
export function searchFilters({ videoType, duration }: { videoType: string; duration: string }): {
  videoType?: string;
  minDuration?: number;
  maxDuration?: number;
} {
  const range = durationOption(duration);
  return {
    videoType: videoType && videoType !== 'all' ? videoType : undefined,
    minDuration: range.value !== 'any' ? range.min : undefined,
    maxDuration: range.max,
  };
}

/** The /search URL for a header search (spec §2: params q, videoType, minDuration, maxDuration). */
export function buildSearchUrl({
  q,
  videoType,
  duration,
}: {
  q: string;
  videoType: string;
  duration: string;
}): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  const filters = searchFilters({ videoType, duration });
  if (filters.videoType) params.set('videoType', filters.videoType);
  if (filters.minDuration !== undefined) params.set('minDuration', String(filters.minDuration));
  if (filters.maxDuration !== undefined) params.set('maxDuration', String(filters.maxDuration));
  const qs = params.toString();
  return qs ? `/search?${qs}` : '/search';
}
