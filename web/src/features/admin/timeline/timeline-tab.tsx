import type { Video } from '@lumen/contract';

export function TimelineTab({ video }: { video: Video }) {
  return <p className="text-zinc-400">{video.title}</p>;
}
