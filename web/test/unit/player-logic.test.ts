// Unit tests of the interactive player's pure rules (no browser): when elements trigger, which
// seconds tick, the keyboard map, answer rules and how elements meet their quizzes and surveys.
import type { InteractiveElement, Poll, Quiz, Survey } from '@lumen/contract';
import { describe, expect, it } from 'vitest';
import { joinInteractiveItems } from '../../src/features/player/api/interactive-content';
import {
  isBlankAnswer,
  normalizeAnswer,
  ratingValues,
  surveyResponses,
} from '../../src/features/player/lib/answers';
import {
  chooseCaptionTrack,
  parseCaptionPreference,
  parseCaptionsParam,
} from '../../src/features/player/lib/captions';
import { chapterAt } from '../../src/features/player/lib/chapters';
import { SHORTCUTS, clampVolume, shortcutFor } from '../../src/features/player/lib/keyboard';
import { dueElements, isProgressTick, secondsToTick } from '../../src/features/player/lib/trigger';

describe('secondsToTick', () => {
  it('starts afresh with the current whole second', () => {
    expect(secondsToTick(null, 0.02)).toEqual([0]);
    expect(secondsToTick(null, 9.7)).toEqual([9]);
  });
  it('ticks each new whole second once, and none within the same second', () => {
    expect(secondsToTick(3, 3.9)).toEqual([]);
    expect(secondsToTick(3, 4.01)).toEqual([4]);
  });
  it('fills in seconds stepped over by a short stall', () => {
    expect(secondsToTick(3, 5.2)).toEqual([4, 5]);
  });
  it('treats a jump forward or back as a seek: only the landing second ticks', () => {
    expect(secondsToTick(3, 14.5)).toEqual([14]);
    expect(secondsToTick(14, 2.5)).toEqual([2]);
  });
  it('ignores unusable times', () => {
    expect(secondsToTick(null, Number.NaN)).toEqual([]);
    expect(secondsToTick(2, -1)).toEqual([]);
  });
});

describe('dueElements', () => {
  const elements = [
    { id: 1, timecode: 1.3 },
    { id: 2, timecode: 1.7 },
    { id: 3, timecode: 2.5 },
    { id: 4, timecode: 10 },
  ];
  it('picks the elements within 0.5 s of the tick, in timecode order', () => {
    expect(dueElements(elements, 1, new Set()).map((e) => e.id)).toEqual([1]);
    expect(dueElements(elements, 2, new Set()).map((e) => e.id)).toEqual([2, 3]);
    expect(dueElements(elements, 10, new Set()).map((e) => e.id)).toEqual([4]);
    expect(dueElements(elements, 5, new Set())).toEqual([]);
  });
  it('never picks an element already shown in this session (a seek back does not re-trigger)', () => {
    expect(dueElements(elements, 2, new Set([2])).map((e) => e.id)).toEqual([3]);
    expect(dueElements(elements, 3, new Set([3]))).toEqual([]);
  });
  it('catches every timecode at some tick of continuous playback, exactly once', () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ id: i, timecode: i * 0.0997 + 0.01 }));
    const shown = new Set<number>();
    const counts = new Map<number, number>();
    let last: number | null = null;
    for (let t = 0; t <= 41; t += 0.26) {
      for (const second of secondsToTick(last, t)) {
        last = second;
        for (const e of dueElements(many, second, shown)) {
          shown.add(e.id);
          counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
        }
      }
    }
    expect(counts.size).toBe(many.length);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('isProgressTick', () => {
  it('is every 5th whole second from 5 s on', () => {
    expect([0, 1, 4, 5, 6, 10, 15, 16].filter((s) => isProgressTick(s))).toEqual([5, 10, 15]);
  });
});

describe('keyboard shortcuts', () => {
  it('maps the keys of public spec §2', () => {
    expect(shortcutFor(' ')).toEqual({ type: 'togglePlay' });
    expect(shortcutFor('k')).toEqual({ type: 'togglePlay' });
    expect(shortcutFor('ArrowLeft')).toEqual({ type: 'seekBy', seconds: -10 });
    expect(shortcutFor('ArrowRight')).toEqual({ type: 'seekBy', seconds: 10 });
    expect(shortcutFor('ArrowUp')).toEqual({ type: 'volumeBy', delta: 0.1 });
    expect(shortcutFor('ArrowDown')).toEqual({ type: 'volumeBy', delta: -0.1 });
    expect(shortcutFor('m')).toEqual({ type: 'toggleMute' });
    expect(shortcutFor('f')).toEqual({ type: 'toggleFullscreen' });
    expect(shortcutFor('i')).toEqual({ type: 'toggleInteractive' });
    expect(shortcutFor('C')).toEqual({ type: 'toggleCaptions' });
    expect(shortcutFor('?')).toEqual({ type: 'showShortcuts' });
    expect(shortcutFor('x')).toBeNull();
  });
  it('gives every key one action and every shortcut a name for the help dialog', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const shortcut of SHORTCUTS) {
      expect(shortcut.label.length).toBeGreaterThan(0);
      expect(shortcut.description).not.toBe('');
    }
  });
  it('keeps the volume within 0…1 without float noise', () => {
    expect(clampVolume(0.9 + 0.1 + 0.1)).toBe(1);
    expect(clampVolume(0.1 - 0.1 - 0.1)).toBe(0);
    expect(clampVolume(0.7000000000000001)).toBe(0.7);
  });
});

describe('answers', () => {
  it('treats nothing, whitespace and empty choices as blank (public spec §5)', () => {
    expect(isBlankAnswer(undefined)).toBe(true);
    expect(isBlankAnswer('   ')).toBe(true);
    expect(isBlankAnswer([])).toBe(true);
    expect(isBlankAnswer(['', ' '])).toBe(true);
    expect(isBlankAnswer(3)).toBe(false);
    expect(isBlankAnswer('no')).toBe(false);
    expect(isBlankAnswer(['a'])).toBe(false);
  });
  it('trims text and leaves blank optional survey answers out', () => {
    expect(normalizeAnswer('  hello ')).toBe('hello');
    expect(surveyResponses({ a: ' x ', b: '  ', c: undefined, d: 4, e: ['p', ''] })).toEqual({
      a: 'x',
      d: 4,
      e: ['p'],
    });
  });
  it('rates from 1 to 5', () => {
    expect(ratingValues()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('joinInteractiveItems', () => {
  const quiz = { id: 7, title: 'Q' } as Quiz;
  const survey = { id: 9, title: 'S' } as Survey;
  const poll = { id: 1, question: 'P?' } as Poll;
  const element = (
    id: number,
    elementType: InteractiveElement['elementType'],
    elementId: number,
  ): InteractiveElement => ({
    id,
    videoId: 1,
    elementType,
    elementId,
    timecode: id,
    pauseVideo: true,
  });
  it('pairs quiz, survey and poll elements with their entities; dangling elements are left out', () => {
    const items = joinInteractiveItems(
      [
        element(1, 'quiz', 7),
        element(2, 'survey', 9),
        element(3, 'poll', 1),
        element(4, 'quiz', 99),
        element(5, 'poll', 98),
      ],
      [quiz],
      [survey],
      [poll],
    );
    expect(items).toEqual([
      { kind: 'quiz', id: 1, timecode: 1, pauseVideo: true, quiz },
      { kind: 'survey', id: 2, timecode: 2, pauseVideo: true, survey },
      { kind: 'poll', id: 3, timecode: 3, pauseVideo: true, poll },
    ]);
  });
});

describe('caption track choice', () => {
  const tracks = [
    { id: 1, language: 'de' },
    { id: 2, language: 'en-US' },
    { id: 3, language: 'pt-BR' },
  ];
  it('shows none until the viewer has turned captions on', () => {
    expect(chooseCaptionTrack(tracks, { on: false, language: 'en' }, ['en'])).toBeNull();
    expect(chooseCaptionTrack(tracks, parseCaptionPreference(null), ['en'])).toBeNull();
  });
  it('prefers the chosen language, then the browser languages by primary subtag, then the first', () => {
    expect(chooseCaptionTrack(tracks, { on: true, language: 'pt-BR' }, ['en'])?.id).toBe(3);
    expect(chooseCaptionTrack(tracks, { on: true, language: 'pt-PT' }, ['en'])?.id).toBe(3);
    expect(chooseCaptionTrack(tracks, { on: true, language: 'fr' }, ['fr', 'en-GB'])?.id).toBe(2);
    expect(chooseCaptionTrack(tracks, { on: true, language: null }, ['ja'])?.id).toBe(1);
    expect(chooseCaptionTrack([], { on: true, language: 'en' }, ['en'])).toBeNull();
  });
  it('reads anything stored that is not a preference as captions off', () => {
    expect(parseCaptionPreference('on')).toEqual({ on: false, language: null });
    expect(parseCaptionPreference({ on: 'yes', language: 7 })).toEqual({
      on: false,
      language: null,
    });
    expect(parseCaptionPreference({ on: true, language: 'en' })).toEqual({
      on: true,
      language: 'en',
    });
  });
  it("reads an embed's captions= as on, off or on in a language, and ignores anything else", () => {
    expect(parseCaptionsParam('1')).toEqual({ on: true, language: null });
    expect(parseCaptionsParam('0')).toEqual({ on: false, language: null });
    expect(parseCaptionsParam('true')).toEqual({ on: true, language: null });
    expect(parseCaptionsParam('On')).toEqual({ on: true, language: null });
    // Shaped like a language tag, but read as the word.
    expect(parseCaptionsParam('off')).toEqual({ on: false, language: null });
    expect(parseCaptionsParam('false')).toEqual({ on: false, language: null });
    expect(parseCaptionsParam('es')).toEqual({ on: true, language: 'es' });
    expect(parseCaptionsParam('pt-BR')).toEqual({ on: true, language: 'pt-BR' });
    for (const ignored of [null, '', '2', 'e', 'x1', 'en_GB', 'en-', `en-${'x'.repeat(40)}`])
      expect(parseCaptionsParam(ignored), String(ignored)).toBeNull();
    // Chosen by that language, else by the browser's, else the first track.
    const spanish = parseCaptionsParam('es-MX')!;
    expect(chooseCaptionTrack([...tracks, { id: 4, language: 'es' }], spanish, ['de'])?.id).toBe(4);
    expect(chooseCaptionTrack(tracks, spanish, ['en'])?.id).toBe(2);
    expect(chooseCaptionTrack(tracks, spanish, ['ja'])?.id).toBe(1);
  });
});

describe('chapterAt', () => {
  const chapters = [
    { startTime: 5, title: 'Intro' },
    { startTime: 20, title: 'Main' },
  ];
  it('is the last chapter started by then, none before the first', () => {
    expect(chapterAt(chapters, 0)).toBeNull();
    expect(chapterAt(chapters, 5)?.title).toBe('Intro');
    expect(chapterAt(chapters, 19.9)?.title).toBe('Intro');
    expect(chapterAt(chapters, 300)?.title).toBe('Main');
  });
});
