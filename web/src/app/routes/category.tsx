import { useParams } from 'react-router';
import { CategoryVideos } from '../../features/videos';

export function Component() {
  const { categorySlug = '' } = useParams();
  return <CategoryVideos key={categorySlug} slug={categorySlug} />;
}
