// The import form's live hint (admin spec §5): which platform a typed link belongs to.
import type { LinkKind } from '@lumen/contract/platform';

export const PLATFORM_LABELS: Record<LinkKind, string> = {
  youtube: 'YouTube',
  twitch: 'Twitch',
  facebook: 'Facebook',
  x: 'X',
  direct: 'Direct file',
};

export const UNRECOGNISED_HINT =
  'URL format not recognized - supported platforms: YouTube, Twitch, Facebook, X, direct video files';

export function linkKindHint(kind: LinkKind | null): string {
  return kind ? `Detected: ${PLATFORM_LABELS[kind]} video` : UNRECOGNISED_HINT;
}
