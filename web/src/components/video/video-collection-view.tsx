import type { Video } from '@lumen/contract';
import type { ViewMode } from '../ui/view-toggle';
import { VideoCard } from './video-card';
import { VideoRow } from './video-row';

/** Videos as a responsive grid or a list. */
export function VideoCollectionView({
  videos,
  mode,
  label,
}: {
  videos: Video[];
  mode: ViewMode;
  label?: string;
}) {
  if (mode === 'list') {
    return (
      <ul aria-label={label} className="flex flex-col gap-3" data-view="list">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoRow video={video} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      data-view="grid"
    >
      {videos.map((video) => (
        <li key={video.id} className="flex">
          <div className="w-full">
            <VideoCard video={video} />
          </div>
        </li>
      ))}
    </ul>
  );
}
