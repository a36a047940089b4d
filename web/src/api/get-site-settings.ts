import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { apiGet } from '../lib/api';
import { queryKeys } from './query-keys';

/** GET /api/settings: the site's name and logo. */
export const getSiteSettings = () => apiGet('/api/settings');

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.siteSettings, queryFn: getSiteSettings });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

/**
 * The site's name; null until it has loaded, so that no screen shows a name that is about to
 * change. A failed load falls back to the product's own name.
 */
export function useSiteName(): string | null {
  const settings = useSiteSettings();
  if (settings.data) return settings.data.siteName;
  return settings.isError ? PRODUCT_NAME : null;
}
