import { useTranslation } from 'react-i18next';
import { VideoLibrary } from '../../features/videos';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('videos');
  usePageTitle(t('library.title'));
  return <VideoLibrary />;
}
