// The type chip and the first few distinct tags of a video, as cards and rows show them.
import type { Video } from '@lumen/contract';
import { distinctTags } from '../../lib/distinct-tags';
import { useFormat } from '../../i18n/use-format';

export function VideoTagChips({
  video,
  maxTags,
  className,
}: {
  video: Pick<Video, 'videoType' | 'tags'>;
  maxTags: number;
  className: string;
}) {
  const format = useFormat();
  return (
    <div className={className} data-testid="video-tags">
      {video.videoType && (
        <span className="rounded-full bg-violet-500/15 px-2 py-0.5 text-[11px] font-medium text-violet-200">
          {format.videoType(video.videoType)}
        </span>
      )}
      {distinctTags(video.tags, [video.videoType])
        .slice(0, maxTags)
        .map((tag) => (
          <span key={tag} className="rounded-full bg-white/5 px-2 py-0.5 text-[11px] text-zinc-300">
            {tag}
          </span>
        ))}
    </div>
  );
}
