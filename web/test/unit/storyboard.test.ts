// Unit tests of the seek-bar previews' rules: reading a WebVTT thumbnails track, the frame for a
// time, and where the preview sits over the bar.
import { describe, expect, it } from 'vitest';
import {
  parseStoryboard,
  placeStoryboardPreview,
  storyboardFrameAt,
  type StoryboardFrame,
} from '../../src/features/player/lib/storyboard';

const TRACK_URL = 'http://lumen.test/api/media/abc/storyboard.vtt';
const SPRITE = 'http://lumen.test/api/media/abc/storyboard.jpg';

// As the transcode writes it (workers/src/media/transcode.ts, storyboardVtt): one cue per
// thumbnail, ten to a row of the sprite, the last cue ending at the duration.
const TRANSCODE_TRACK = `WEBVTT

00:00:00.000 --> 00:00:02.000
storyboard.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:04.000
storyboard.jpg#xywh=160,0,160,90

00:00:18.000 --> 00:00:20.000
storyboard.jpg#xywh=1440,0,160,90

00:00:20.000 --> 00:00:21.500
storyboard.jpg#xywh=0,90,160,90
`;

const frame = (start: number, end: number, x: number, y: number): StoryboardFrame => ({
  start,
  end,
  image: SPRITE,
  x,
  y,
  width: 160,
  height: 90,
});

describe('parseStoryboard', () => {
  it("reads the transcode's track, the sprite resolved against the track's URL", () => {
    expect(parseStoryboard(TRANSCODE_TRACK, TRACK_URL)).toEqual([
      frame(0, 2, 0, 0),
      frame(2, 4, 160, 0),
      frame(18, 20, 1440, 0),
      frame(20, 21.5, 0, 90),
    ]);
  });

  it('takes what other thumbnail tracks write: CRLF, a BOM, identifiers, notes, short times, settings', () => {
    const track = [
      '\uFEFFWEBVTT - thumbnails',
      '',
      'NOTE made elsewhere',
      '',
      'thumb-2',
      '01:05.000 --> 01:10.250 align:start',
      'https://cdn.test/sheet-2.jpg#xywh=pixel:320,180,320,180',
      '',
      'thumb-1',
      '1:00:00.000 --> 1:00:05.000',
      'sheets/sheet-1.jpg#xywh=0,0,320,180',
      '',
    ].join('\r\n');
    // "1:00:00.000" has a one-digit hour, which WebVTT does not allow: that cue is left out.
    expect(parseStoryboard(track, TRACK_URL)).toEqual([
      {
        start: 65,
        end: 70.25,
        image: 'https://cdn.test/sheet-2.jpg',
        x: 320,
        y: 180,
        width: 320,
        height: 180,
      },
    ]);
  });

  it('leaves out cues that name no region or time, and reads a file that is no WebVTT as none', () => {
    const track = `WEBVTT

00:00:00.000 --> 00:00:01.000
storyboard.jpg

00:00:01.000 --> 00:00:00.500
storyboard.jpg#xywh=0,0,160,90

00:00:02.000 --> 00:00:03.000
storyboard.jpg#xywh=0,0,0,90

00:00:03.000 --> 00:00:04.000
storyboard.jpg#xywh=160,0,160,90
`;
    expect(parseStoryboard(track, TRACK_URL)).toEqual([frame(3, 4, 160, 0)]);
    expect(parseStoryboard('<!doctype html><p>Not found</p>', TRACK_URL)).toEqual([]);
    expect(parseStoryboard('', TRACK_URL)).toEqual([]);
  });
});

describe('storyboardFrameAt', () => {
  const frames = parseStoryboard(TRANSCODE_TRACK, TRACK_URL);
  it('is the frame started last by then', () => {
    expect(storyboardFrameAt(frames, 0)?.x).toBe(0);
    expect(storyboardFrameAt(frames, 1.99)?.x).toBe(0);
    expect(storyboardFrameAt(frames, 2)?.x).toBe(160);
    expect(storyboardFrameAt(frames, 19)?.x).toBe(1440);
    expect(storyboardFrameAt(frames, 20.7)).toMatchObject({ x: 0, y: 90 });
  });
  it('is the first frame before it and the last one past the end; none without frames', () => {
    expect(storyboardFrameAt(frames, -1)?.start).toBe(0);
    expect(storyboardFrameAt(frames, 99)?.start).toBe(20);
    expect(storyboardFrameAt([], 3)).toBeNull();
  });
});

describe('placeStoryboardPreview', () => {
  const thumb = { width: 160, height: 90 };
  it('centres the preview on the pointer at the size of the frame', () => {
    expect(placeStoryboardPreview(thumb, 400, 800)).toEqual({
      left: 320,
      scale: 1,
      width: 160,
      height: 90,
    });
  });
  it('keeps it within the bar at either end', () => {
    expect(placeStoryboardPreview(thumb, 10, 800).left).toBe(0);
    expect(placeStoryboardPreview(thumb, 795, 800).left).toBe(640);
  });
  it('draws it smaller on a narrow bar', () => {
    const placed = placeStoryboardPreview(thumb, 150, 300);
    expect(placed.scale).toBeCloseTo(0.75);
    expect(placed.width).toBeCloseTo(120);
    expect(placed.height).toBeCloseTo(67.5);
    expect(placed.left).toBeCloseTo(90);
  });
});
