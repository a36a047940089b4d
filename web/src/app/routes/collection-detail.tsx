import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CollectionDetail } from '../../features/collections';
import { VideoPlayer } from '../../features/player';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { collectionId } = useParams();
  const id = Number(collectionId);
  const { t } = useTranslation('collections');
  usePageTitle(t('detailTitle'));
  return (
    <CollectionDetail
      key={id}
      id={id}
      player={(video) => <VideoPlayer key={video.id} video={video} />}
    />
  );
}
