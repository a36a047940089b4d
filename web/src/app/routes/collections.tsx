import { CollectionsList } from '../../features/collections';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  usePageTitle('Collections');
  return <CollectionsList />;
}
