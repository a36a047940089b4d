import { VideoLibrary } from '../../features/videos';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  usePageTitle('Watch');
  return <VideoLibrary />;
}
