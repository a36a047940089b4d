// The viewer's caption choice (on or off, and the language), remembered in this browser for
// every video, and the track it selects among this video's tracks. Until the viewer chooses,
// captions are what the page starts with (an embed's setting), else off.
import { useState } from 'react';
import type { CaptionTrack } from '@lumen/contract';
import { readStored, writeStored } from '../../../lib/storage';
import {
  CAPTIONS_OFF,
  chooseCaptionTrack,
  parseCaptionPreference,
  type CaptionPreference,
} from '../lib/captions';

const STORAGE_KEY = 'captions';

export function useCaptionChoice(tracks: readonly CaptionTrack[], start?: CaptionPreference) {
  const [remembered, setRemembered] = useState<CaptionPreference | null>(() => {
    const stored = readStored(STORAGE_KEY);
    return stored === null ? null : parseCaptionPreference(stored);
  });
  const preference = remembered ?? start ?? CAPTIONS_OFF;
  const showing = chooseCaptionTrack(tracks, preference, navigator.languages);

  function remember(next: CaptionPreference) {
    setRemembered(next);
    writeStored(STORAGE_KEY, next);
  }

  /** A track, or null for captions off (the language is kept for next time). */
  function choose(track: CaptionTrack | null) {
    remember(track ? { on: true, language: track.language } : { ...preference, on: false });
  }

  function toggle(): CaptionTrack | null {
    const next = showing
      ? null
      : chooseCaptionTrack(tracks, { ...preference, on: true }, navigator.languages);
    choose(next);
    return next;
  }

  return { showing, choose, toggle };
}
