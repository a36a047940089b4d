// The video form's state rules (admin spec §3, §5): a video's tags split into custom
// categories and chosen video types; saving joins them back with the platform tags.
import type { Video, VideoCreate } from '@lumen/contract';
import {
  type Language,
  PLATFORM_TAGS,
  VIDEO_TYPE_OPTIONS,
  type VIDEO_VISIBILITIES,
} from '@lumen/contract/constants';
import { extractYouTubeId, youTubeThumbnailUrl } from '@lumen/contract/platform';

export interface VideoFormState {
  title: string;
  description: string;
  sourceUrl: string;
  thumbnailUrl: string;
  /** As typed; parsed to whole seconds on save. */
  duration: string;
  author: string;
  publisher: string;
  brand: string;
  language: Language;
  /** Tags that are neither a standard video type nor a platform tag. */
  categories: string[];
  videoTypes: string[];
  /** Platform tags the video already carries (imported, youtube, …); kept on save. */
  platformTags: string[];
  /** The stored videoType, kept when no type is chosen. */
  currentVideoType: string | null;
  visibility: VideoVisibility;
  /** A datetime-local value (the admin's time zone); empty: published at once. */
  publishAt: string;
}

export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/** An ISO time as a datetime-local input shows it, in the browser's time zone. */
export function localDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const STANDARD_TYPES = new Set<string>(VIDEO_TYPE_OPTIONS);
const PLATFORM = new Set<string>(PLATFORM_TAGS);

/** Admin §3: 'conspiracy' shows as 'Conspiracy Theory & Facts'. */
export function videoTypeLabel(type: string): string {
  if (type === 'conspiracy') return 'Conspiracy Theory & Facts';
  return type ? type[0]!.toUpperCase() + type.slice(1) : type;
}

export function emptyVideoForm(): VideoFormState {
  return {
    title: '',
    description: '',
    sourceUrl: '',
    thumbnailUrl: '',
    duration: '',
    author: '',
    publisher: '',
    brand: '',
    language: 'en',
    categories: [],
    videoTypes: [],
    platformTags: [],
    currentVideoType: null,
    visibility: 'public',
    publishAt: '',
  };
}

export function videoFormFromVideo(video: Video): VideoFormState {
  const categories: string[] = [];
  const videoTypes: string[] = [];
  const platformTags: string[] = [];
  for (const tag of video.tags) {
    const key = tag.toLowerCase();
    if (PLATFORM.has(key)) platformTags.push(tag);
    else if (STANDARD_TYPES.has(key)) videoTypes.push(key);
    else categories.push(tag);
  }
  // A stored type that is not among the tags (e.g. a custom type) still shows as chosen.
  if (
    video.videoType &&
    !videoTypes.some((t) => t.toLowerCase() === video.videoType!.toLowerCase())
  ) {
    videoTypes.unshift(video.videoType);
  }
  return {
    title: video.title,
    description: video.description ?? '',
    sourceUrl: video.sourceUrl,
    thumbnailUrl: video.thumbnailUrl ?? '',
    duration: String(video.duration),
    author: video.author ?? '',
    publisher: video.publisher ?? '',
    brand: video.brand ?? '',
    language: video.language,
    categories,
    videoTypes,
    platformTags,
    currentVideoType: video.videoType,
    visibility: video.visibility,
    publishAt: localDateTimeInput(video.publishAt),
  };
}

/** Admin §5: duration is parsed as an integer, default 0. */
export function parseDuration(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Trimmed, non-empty, first spelling kept, compared case-insensitively. */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      result.push(tag);
    }
  }
  return result;
}

/** Admin §5: a custom chip is trimmed, non-empty and not already selected; null when refused. */
export function addCustomChip(selected: readonly string[], typed: string): string[] | null {
  const value = typed.trim();
  if (!value || selected.some((s) => s.toLowerCase() === value.toLowerCase())) return null;
  return [...selected, value];
}

/** Admin §5: a YouTube source with an 11-character id fills the thumbnail when none was set. */
export function autoThumbnail(sourceUrl: string, thumbnailUrl: string): string {
  if (thumbnailUrl.trim()) return thumbnailUrl;
  const id = extractYouTubeId(sourceUrl);
  return id ? youTubeThumbnailUrl(id) : thumbnailUrl;
}

export type VideoFormErrors = Partial<Record<'title' | 'sourceUrl', string>>;

export function validateVideoForm(form: VideoFormState): VideoFormErrors {
  const errors: VideoFormErrors = {};
  if (!form.title.trim()) errors.title = 'Title is required';
  if (!form.sourceUrl.trim()) errors.sourceUrl = 'Source URL is required';
  return errors;
}

/** The body of POST /api/videos or PUT /api/videos/:id for this form. */
export function videoPayload(form: VideoFormState): VideoCreate {
  const nullable = (text: string) => text.trim() || null;
  return {
    title: form.title.trim(),
    description: isBlankHtml(form.description) ? null : form.description,
    sourceUrl: form.sourceUrl.trim(),
    thumbnailUrl: nullable(autoThumbnail(form.sourceUrl, form.thumbnailUrl)),
    duration: parseDuration(form.duration),
    author: nullable(form.author),
    publisher: nullable(form.publisher),
    brand: nullable(form.brand),
    language: form.language,
    tags: dedupeTags([...form.categories, ...form.videoTypes, ...form.platformTags]),
    videoType: form.videoTypes[0] ?? form.currentVideoType,
    visibility: form.visibility,
    publishAt: form.publishAt ? new Date(form.publishAt).toISOString() : null,
  };
}

/** An editor that holds only empty paragraphs counts as no description. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
