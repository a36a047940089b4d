import { Film } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';

// A 16:9 size for the <img> attributes: the browser knows the ratio before the image arrives.
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 270;

/** Default `sizes` for a card in the responsive 1/2/3/4-column grid. */
export const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw';

/**
 * A lazily loaded 16:9 thumbnail. When the image is missing or fails (e.g. a remote thumbnail
 * while offline) a neutral placeholder with the title's initial shows instead.
 */
export function VideoThumbnail({
  src,
  title,
  sizes = GRID_IMAGE_SIZES,
  className,
  eager = false,
}: {
  src: string | null | undefined;
  title: string;
  sizes?: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-video w-full overflow-hidden bg-gradient-to-br from-zinc-800 via-zinc-900 to-violet-950',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          sizes={sizes}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.04]"
        />
      ) : (
        <div
          aria-hidden
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-zinc-400"
        >
          <Film className="size-8" />
          <span className="line-clamp-1 max-w-[80%] px-2 text-xs font-medium">{title}</span>
        </div>
      )}
    </div>
  );
}
