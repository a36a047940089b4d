// Which caption track to show: the viewer's remembered choice (on or off, and the language they
// chose last), else what the page starts with (an embed's setting), else none; when on, the
// chosen language, else the browser's best match on the primary language subtag (`en-GB`
// matches `en-US`), else the first track.

export interface CaptionPreference {
  on: boolean;
  /** BCP 47 tag of the track last chosen; null before any choice. */
  language: string | null;
}

export const CAPTIONS_OFF: CaptionPreference = { on: false, language: null };

const primarySubtag = (tag: string) => tag.toLowerCase().split('-')[0];

/** The track best matching the first of `wanted` that any track matches (exactly, else by primary subtag). */
export function matchLanguage<T extends { language: string }>(
  tracks: readonly T[],
  wanted: readonly string[],
): T | null {
  for (const tag of wanted) {
    const exact = tracks.find((track) => track.language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = tracks.find(
      (track) => primarySubtag(track.language) === primarySubtag(tag),
    );
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

export function chooseCaptionTrack<T extends { language: string }>(
  tracks: readonly T[],
  preference: CaptionPreference,
  browserLanguages: readonly string[],
): T | null {
  if (!preference.on || tracks.length === 0) return null;
  const wanted = preference.language
    ? [preference.language, ...browserLanguages]
    : browserLanguages;
  return matchLanguage(tracks, wanted) ?? tracks[0]!;
}

/** A stored preference, or captions off when what is stored is not one. */
export function parseCaptionPreference(stored: unknown): CaptionPreference {
  if (typeof stored !== 'object' || stored === null) return CAPTIONS_OFF;
  const { on, language } = stored as Record<string, unknown>;
  return {
    on: on === true,
    language: typeof language === 'string' && language.length <= 35 ? language : null,
  };
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;

// Words before language tags: `off` and `on` have the shape of a language tag.
const PARAM_ON = new Set(['1', 'true', 'on']);
const PARAM_OFF = new Set(['0', 'false', 'off']);

/**
 * An embed's `captions=` parameter: `1` on, `0` off, a language tag (`es`, `pt-BR`) on in that
 * language where the video has it; null when absent or unreadable (the video's setting applies).
 */
export function parseCaptionsParam(value: string | null): CaptionPreference | null {
  if (value === null) return null;
  const word = value.toLowerCase();
  if (PARAM_ON.has(word)) return { on: true, language: null };
  if (PARAM_OFF.has(word)) return CAPTIONS_OFF;
  if (value.length <= 35 && LANGUAGE_TAG.test(value)) return { on: true, language: value };
  return null;
}
