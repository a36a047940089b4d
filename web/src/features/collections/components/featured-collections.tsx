import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CollectionGridSkeleton } from '../../../components/ui/skeleton';
import { useCollections } from '../../../api/get-collections';
import { useCollectionsVideos } from '../../../api/get-collection-videos';
import { CollectionCard } from './collection-card';

export const HOME_COLLECTIONS = 6;

/** Home: the first 6 featured collections as cards (hidden when there are none). */
export function FeaturedCollections() {
  const { t } = useTranslation('collections');
  const { data, isLoading } = useCollections();
  const collections = (data ?? []).slice(0, HOME_COLLECTIONS);
  const entries = useCollectionsVideos(collections.map((c) => c.id));
  if (isLoading) {
    return (
      <CollectionGridSkeleton count={3} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
    );
  }
  if (collections.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-white/10 p-6 text-sm text-zinc-400">
        <Layers className="size-4" aria-hidden /> {t('none')}
      </p>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('featuredLabel')}>
      {collections.map((collection, i) => (
        <li key={collection.id} className="flex">
          <div className="w-full">
            <CollectionCard collection={collection} entries={entries[i]?.data} />
          </div>
        </li>
      ))}
    </ul>
  );
}
