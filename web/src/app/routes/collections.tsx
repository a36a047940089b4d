import { useTranslation } from 'react-i18next';
import { CollectionsList } from '../../features/collections';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('collections');
  usePageTitle(t('title'));
  return <CollectionsList />;
}
