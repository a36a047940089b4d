import type { Collection, CollectionEntry } from '@lumen/contract';
import { ArrowRight, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VideoThumbnail } from '../../../components/video/video-thumbnail';
import { useFormat } from '../../../i18n/use-format';

/** A collection card: cover (thumbnail or up to 4 video thumbnails), name, description, count, 'View Collection'. */
export function CollectionCard({
  collection,
  entries,
}: {
  collection: Collection;
  entries?: CollectionEntry[];
}) {
  const { t } = useTranslation('collections');
  const format = useFormat();
  const thumbs = (entries ?? []).slice(0, 4);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-white/10 bg-zinc-900/70 transition hover:border-violet-400/40">
      <div className="relative aspect-video overflow-hidden bg-gradient-to-br from-violet-900/60 via-zinc-900 to-fuchsia-950/60">
        {thumbs.length > 0 ? (
          <div
            className={
              thumbs.length === 1 ? 'grid h-full' : 'grid h-full grid-cols-2 grid-rows-2 gap-0.5'
            }
            data-testid="collection-thumbnails"
          >
            {thumbs.map((entry) => (
              <VideoThumbnail
                key={entry.video.id}
                src={entry.video.thumbnailUrl}
                title={entry.video.title}
                sizes="(min-width: 1024px) 180px, 45vw"
                className="h-full"
              />
            ))}
          </div>
        ) : collection.thumbnailUrl ? (
          <VideoThumbnail
            src={collection.thumbnailUrl}
            title={collection.name}
            className="h-full"
          />
        ) : (
          <div className="grid h-full place-items-center text-violet-200/70">
            <Layers className="size-10" aria-hidden />
          </div>
        )}
        <span className="absolute right-3 bottom-3 rounded-full bg-black/75 px-2.5 py-1 text-xs font-medium text-white">
          {t('videoCount', { count: collection.videoCount })}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold text-white">{collection.name}</h3>
        {collection.description && (
          <p className="line-clamp-2 text-sm text-zinc-400">{collection.description}</p>
        )}
        <p className="text-xs text-zinc-400">
          {t('updated', { date: format.date(collection.updatedAt) })}
        </p>
        <Link
          to={`/collections/${collection.id}`}
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-violet-300 after:absolute after:inset-0 after:rounded-2xl hover:text-violet-200 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-violet-400"
        >
          {t('view')} <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
