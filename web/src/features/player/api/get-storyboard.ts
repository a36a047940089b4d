// An upload's storyboard (media.storyboardUrl): fetched and parsed on the first hover over the
// seek bar, then kept: a transcode's files never change.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api';
import { parseStoryboard, type StoryboardFrame } from '../lib/storyboard';

const NO_FRAMES: StoryboardFrame[] = [];

async function getStoryboard(trackUrl: string): Promise<StoryboardFrame[]> {
  const response = await apiRequest('GET', trackUrl);
  const frames = parseStoryboard(await response.text(), trackUrl);
  // The sprite starts loading with the track, so the first preview has its picture.
  for (const image of new Set(frames.map((frame) => frame.image))) new Image().src = image;
  return frames;
}

/** The frames once wanted and loaded; none before, without a storyboard, or when it fails. */
export function useStoryboard(storyboardUrl: string | null, wanted: boolean): StoryboardFrame[] {
  const trackUrl = storyboardUrl && new URL(storyboardUrl, window.location.href).href;
  const storyboard = useQuery({
    queryKey: queryKeys.storyboard(trackUrl ?? ''),
    queryFn: () => getStoryboard(trackUrl!),
    enabled: wanted && Boolean(trackUrl),
    staleTime: Infinity,
  });
  return storyboard.data ?? NO_FRAMES;
}
