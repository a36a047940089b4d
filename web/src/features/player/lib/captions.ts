// Which caption track to show: none unless the viewer turned captions on before; then the
// language they chose last, else the browser's best match on the primary language subtag
// (`en-GB` matches `en-US`), else the first track.

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
