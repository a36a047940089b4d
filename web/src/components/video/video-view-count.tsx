import { useViewCount } from '../../api/get-view-counts';
import { useFormat } from '../../i18n/use-format';

/**
 * A card's or row's real view count, after `separator`; nothing at all while it
 * loads or when the analytics are unavailable (never a made-up "0 views").
 */
export function VideoViewCount({
  videoId,
  separator = ' · ',
}: {
  videoId: number;
  separator?: string;
}) {
  const { data } = useViewCount(videoId);
  const format = useFormat();
  if (typeof data !== 'number') return null;
  return (
    <>
      {separator}
      <span data-testid="view-count">{format.views(data)}</span>
    </>
  );
}
