import { useLocation, useParams, useSearchParams } from 'react-router';
import { SearchResults } from '../../features/videos';

function optionalInt(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** /search?q=&videoType=&minDuration=&maxDuration= and the /search/{query} variant. */
export function Component() {
  const { query } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const videoType = params.get('videoType')?.trim() || undefined;
  return (
    <SearchResults
      key={location.key}
      params={{
        q: (query ?? params.get('q') ?? '').trim(),
        videoType: videoType && videoType !== 'all' ? videoType : undefined,
        minDuration: optionalInt(params.get('minDuration')),
        maxDuration: optionalInt(params.get('maxDuration')),
      }}
    />
  );
}
