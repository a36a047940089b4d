// A video's caption tracks (WebVTT, uploaded as WebVTT or SRT) and its chapters.
import { z } from 'zod';
import { MAX_MEDIA_SECONDS } from './constants.ts';

/** The largest caption file an upload takes. */
export const MAX_CAPTION_BYTES = 1_048_576;
/** The most cues one track holds (a feature film has about 2,000). */
export const MAX_CAPTION_CUES = 5_000;
/** The longest a cue's text may be once sanitised. */
export const MAX_CUE_TEXT_LENGTH = 1_000;
export const MAX_CAPTION_LABEL_LENGTH = 80;
export const MAX_CHAPTERS = 100;
export const MAX_CHAPTER_TITLE_LENGTH = 100;

/**
 * A BCP 47 language tag, answered in its canonical form (`EN-us` → `en-US`); what
 * `Intl.getCanonicalLocales` refuses is refused.
 */
export const captionLanguage = z
  .string({ error: 'Language is required' })
  .trim()
  .min(1, 'Language is required')
  .max(35, 'Language must be a BCP 47 language tag, e.g. en or pt-BR')
  .transform((tag, ctx) => {
    try {
      return Intl.getCanonicalLocales(tag)[0]!;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'Language must be a BCP 47 language tag, e.g. en or pt-BR',
      });
      return z.NEVER;
    }
  });

export const captionLabel = z
  .string()
  .trim()
  .min(1, 'Label cannot be blank')
  .max(MAX_CAPTION_LABEL_LENGTH, `Label must be at most ${MAX_CAPTION_LABEL_LENGTH} characters`);

/** One cue: seconds from the start, and its WebVTT cue text (sanitised on every write). */
export const captionCueSchema = z.object({
  startTime: z.number(),
  endTime: z.number(),
  text: z.string(),
});
export type CaptionCue = z.infer<typeof captionCueSchema>;

const cueTime = z.number().min(0, 'Cue times cannot be negative').max(MAX_MEDIA_SECONDS);

/** A cue as an editor sends it; its text is sanitised by the server, so any text is taken. */
export const captionCueInputSchema = z
  .object({
    startTime: cueTime,
    endTime: cueTime,
    text: z.string().max(MAX_CUE_TEXT_LENGTH * 4),
  })
  .refine((cue) => cue.endTime > cue.startTime, 'A cue must end after it starts');

export const captionTrackSchema = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  language: z.string(),
  label: z.string(),
  /** The WebVTT file (text/vtt), for a `<track>` element. */
  url: z.string(),
  cueCount: z.number().int(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

export const captionTrackWithCuesSchema = captionTrackSchema.extend({
  cues: z.array(captionCueSchema),
});
export type CaptionTrackWithCues = z.infer<typeof captionTrackWithCuesSchema>;

/** PUT /api/videos/:id/captions/:captionId: the edited cues, and optionally a new language or label. */
export const captionUpdateSchema = z.object({
  language: captionLanguage.optional(),
  label: captionLabel.optional(),
  cues: z
    .array(captionCueInputSchema)
    .min(1, 'A caption track needs at least one cue')
    .max(MAX_CAPTION_CUES, `A caption track holds at most ${MAX_CAPTION_CUES} cues`),
});
export type CaptionUpdate = z.input<typeof captionUpdateSchema>;

export const chapterSchema = z.object({ startTime: z.number(), title: z.string() });
export type Chapter = z.infer<typeof chapterSchema>;

const chapterInputSchema = z.object({
  startTime: z
    .number({ error: 'A chapter needs a start time in seconds' })
    .min(0, 'A chapter cannot start before 0')
    .max(MAX_MEDIA_SECONDS),
  title: z
    .string({ error: 'A chapter needs a title' })
    .trim()
    .min(1, 'A chapter needs a title')
    .max(
      MAX_CHAPTER_TITLE_LENGTH,
      `Chapter titles are at most ${MAX_CHAPTER_TITLE_LENGTH} characters`,
    ),
});

/**
 * PUT /api/videos/:id/chapters: the whole list, in any order; saved sorted by start time.
 * Two chapters cannot start at the same time.
 */
export const chaptersInputSchema = z
  .array(chapterInputSchema)
  .max(MAX_CHAPTERS, `A video has at most ${MAX_CHAPTERS} chapters`)
  .transform((chapters) => [...chapters].sort((a, b) => a.startTime - b.startTime))
  .refine(
    (chapters) => chapters.every((c, i) => i === 0 || c.startTime !== chapters[i - 1]!.startTime),
    'Two chapters cannot start at the same time',
  );
export type ChaptersInput = z.input<typeof chaptersInputSchema>;

/**
 * The first chapter that starts at or after the video's end, if any; a duration of 0 is an
 * unknown length, which every start fits.
 */
export function chapterPastEnd(chapters: readonly Chapter[], duration: number): Chapter | null {
  if (duration <= 0) return null;
  return chapters.find((chapter) => chapter.startTime >= duration) ?? null;
}
