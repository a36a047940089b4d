import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { SiteSettingsUpdate } from '@lumen/contract';
import { invalidateSiteSettings } from '../../../api/invalidate';
import { queryKeys } from '../../../api/query-keys';
import { apiGet, apiPost, apiPut } from '../../../lib/api';

/** GET /api/admin/settings: the settings as stored, the legal texts as Markdown. */
export const adminSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminSiteSettings,
    queryFn: () => apiGet('/api/admin/settings'),
  });

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQueryOptions());
}

/** PUT /api/admin/settings: replaces them; every page's name, logo and legal text follow. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettingsUpdate) => apiPut('/api/admin/settings', { body: settings }),
    // Not awaited: the save is done, and refetching every analytics answer can take a while.
    onSuccess: () => {
      void invalidateSiteSettings(queryClient);
    },
  });
}

/** POST /api/admin/settings/preview: the sanitised HTML the page would show; none for ''. */
export function useLegalPreview(markdown: string) {
  return useQuery({
    queryKey: queryKeys.legalPreview(markdown),
    queryFn: () => apiPost('/api/admin/settings/preview', { body: { markdown } }),
    enabled: markdown.trim() !== '',
    // While the next preview loads, the last one stays in view.
    placeholderData: keepPreviousData,
  });
}
