// The HLS ladder of a source: H.264/AAC renditions at the heights of LADDER_HEIGHTS up to the
// source's own (never upscaled), measured on the short side so portrait videos get the same rungs.
import { LADDER_HEIGHTS, type MediaRendition } from '@lumen/contract';

/** Video bits per second per rung; audio adds AUDIO_BITRATE. */
const VIDEO_BITRATES: Record<number, number> = {
  1080: 5_000_000,
  720: 2_800_000,
  480: 1_400_000,
  360: 800_000,
  240: 400_000,
};
export const AUDIO_BITRATE = 128_000;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function planLadder(
  source: { width: number; height: number },
  hasAudio: boolean,
): MediaRendition[] {
  const short = Math.min(source.width, source.height);
  const portrait = source.height > source.width;
  const rungs = LADDER_HEIGHTS.filter((rung) => rung <= short);
  // A source below the lowest rung gets one rendition at its own size.
  const sizes = rungs.length > 0 ? rungs : [even(short)];
  return sizes.map((rung) => {
    const long = even((rung * Math.max(source.width, source.height)) / short);
    const videoBitrate = VIDEO_BITRATES[rung] ?? Math.round((rung * rung * 16) / 9) * 2;
    return {
      width: portrait ? rung : long,
      height: portrait ? long : rung,
      bitrate: videoBitrate + (hasAudio ? AUDIO_BITRATE : 0),
    };
  });
}
