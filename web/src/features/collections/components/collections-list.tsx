import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { CollectionGridSkeleton } from '../../../components/ui/skeleton';
import { useCollections } from '../../../api/get-collections';
import { useCollectionsVideos } from '../../../api/get-collection-videos';
import { CollectionCard } from './collection-card';

/** /collections (spec §2): every featured collection, with up to 4 thumbnails and a video count. */
export function CollectionsList() {
  const { t } = useTranslation('collections');
  const { data, isLoading, isError, error, refetch, isFetching } = useCollections();
  const collections = data ?? [];
  const entries = useCollectionsVideos(collections.map((c) => c.id));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 space-y-2">
        <p className="text-sm font-semibold tracking-widest text-violet-300 uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="text-3xl font-bold text-white sm:text-4xl">{t('heading')}</h1>
        <p className="max-w-2xl text-zinc-400">{t('intro')}</p>
      </header>
      {isLoading ? (
        <CollectionGridSkeleton count={6} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      ) : isError ? (
        <LoadError
          title={t('couldNotLoadAll')}
          error={error}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : collections.length === 0 ? (
        <EmptyState
          icon={<Layers className="size-6" />}
          title={t('none')}
          description={t('noneText')}
          action={
            <Link to="/watch" className={buttonClasses('primary')}>
              {t('browseVideos')}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
          {collections.map((collection, i) => (
            <li key={collection.id} className="flex">
              <div className="w-full">
                <CollectionCard collection={collection} entries={entries[i]?.data} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
