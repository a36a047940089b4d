import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LegalPage } from '@lumen/contract';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/settings/pages/{page}: the stored text of /privacy or /cookies, if any. */
export const getLegalPage = (page: LegalPage) =>
  apiGet('/api/settings/pages/{page}', { path: { page } });

export const legalPageQueryOptions = (page: LegalPage) =>
  queryOptions({ queryKey: queryKeys.legalPage(page), queryFn: () => getLegalPage(page) });

export const useLegalPage = (page: LegalPage) => useQuery(legalPageQueryOptions(page));
