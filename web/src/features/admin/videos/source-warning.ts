// Whether a video source can play in this site's player (admin §3): a warning, never a block —
// the admin may know better (a file served without an extension, a page moving to https).
import { detectLinkKind } from '@lumen/contract/platform';

/** Containers no browser's <video> plays. */
const UNPLAYABLE_FILE = /\.(avi|wmv|flv)(\?.*)?$/i;

/**
 * A plain-words warning when `sourceUrl` will probably not play on a page served with
 * `pageProtocol` ('https:' or 'http:'), else null. Empty or malformed links are the
 * validator's business, not this one's.
 */
export function sourcePlaybackWarning(sourceUrl: string, pageProtocol: string): string | null {
  const url = sourceUrl.trim();
  if (!url) return null;
  const kind = detectLinkKind(url);
  if (kind === 'youtube') return null;
  if (kind === 'twitch' || kind === 'facebook' || kind === 'x')
    return 'This player plays YouTube links and video files: this link is saved, but viewers will see an error instead of the video.';
  if (pageProtocol === 'https:' && /^http:\/\//i.test(url))
    return 'An http:// video on this https:// site is mixed content: browsers block it. Use an https:// address.';
  if (kind === null)
    return 'This does not look like a video file (.mp4, .webm, .mov …) or a YouTube link: it may not play.';
  if (UNPLAYABLE_FILE.test(url))
    return 'Browsers cannot play this file format: convert it to MP4 or WebM.';
  return null;
}
