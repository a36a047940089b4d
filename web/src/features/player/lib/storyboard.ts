// Storyboards: the WebVTT thumbnails track an upload's transcode writes (docs/media.md), each cue
// naming a region of a sprite image (`storyboard.jpg#xywh=x,y,w,h`); the frame for a time; and
// where its preview sits over the seek bar.

export interface StoryboardFrame {
  /** Seconds. */
  start: number;
  end: number;
  /** The sprite, resolved against the track's URL. */
  image: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
// Media Fragments' spatial dimension, in pixels (the only unit a sprite's cues use).
const XYWH = /#xywh=(?:pixel:)?(\d+),(\d+),(\d+),(\d+)$/;

function parseTimestamp(text: string | undefined): number | null {
  const match = text === undefined ? null : TIMESTAMP.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/**
 * The frames of a thumbnails track, by start time. Blocks that are not a cue with a region of an
 * image (a NOTE, a cue without `#xywh=`, a bad timing) are left out, so a damaged track shows
 * fewer previews rather than failing.
 */
export function parseStoryboard(vtt: string, trackUrl: string): StoryboardFrame[] {
  const blocks = vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^\uFEFF?WEBVTT(?:[ \t]|$)/.test(blocks[0] ?? '')) return [];
  const frames: StoryboardFrame[] = [];
  for (const block of blocks.slice(1)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    // The timing is the first line, or the second after a cue identifier.
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing < 0 || timing > 1) continue;
    const [startText, endText] = lines[timing]!.split('-->').map((part) => part.trim());
    const start = parseTimestamp(startText);
    const end = parseTimestamp(endText?.split(/[ \t]/)[0]);
    const payload = lines[timing + 1]?.trim() ?? '';
    const region = XYWH.exec(payload);
    if (start === null || end === null || end <= start || !region) continue;
    let image: string;
    try {
      image = new URL(payload.slice(0, region.index), trackUrl).href;
    } catch {
      continue;
    }
    const [x, y, width, height] = region.slice(1).map(Number) as [number, number, number, number];
    if (width === 0 || height === 0) continue;
    frames.push({ start, end, image, x, y, width, height });
  }
  return frames.sort((a, b) => a.start - b.start);
}

/** The frame showing at `seconds`: the last one started by then (the first before any). */
export function storyboardFrameAt(
  frames: readonly StoryboardFrame[],
  seconds: number,
): StoryboardFrame | null {
  let low = 0;
  let high = frames.length - 1;
  let found = frames.length > 0 ? 0 : -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (frames[middle]!.start <= seconds) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found < 0 ? null : frames[found]!;
}

/** At most this share of the bar's width: a small player gets a smaller preview. */
const MAX_SHARE_OF_BAR = 0.4;

/**
 * How large the preview is drawn (never larger than the sprite's frame) and where its left edge
 * sits: centred on the pointer, kept within the bar (so within the player).
 */
export function placeStoryboardPreview(
  frame: Pick<StoryboardFrame, 'width' | 'height'>,
  pointerX: number,
  barWidth: number,
): { left: number; scale: number; width: number; height: number } {
  const scale = Math.min(1, (barWidth * MAX_SHARE_OF_BAR) / frame.width);
  const width = frame.width * scale;
  const left = Math.max(0, Math.min(pointerX - width / 2, barWidth - width));
  return { left, scale, width, height: frame.height * scale };
}
