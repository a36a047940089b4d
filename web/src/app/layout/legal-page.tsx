// /privacy and /cookies: the text an admin stored, else the page's built-in one, with the date it
// last changed and the data controller; a skeleton while loading and a retry when it fails.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalPage as LegalPageName } from '@lumen/contract';
import { useLegalPage } from '../../api/get-legal-page';
import { useSiteName } from '../../api/get-site-settings';
import { LoadError } from '../../components/ui/load-error';
import { useFormat } from '../../i18n/use-format';
import { usePageTitle } from '../../lib/use-page-title';
import { DataControllerSection } from './legal-text';
import { PolicyPage } from './policy-page';

/** When the built-in texts last changed. */
const BUILT_IN_UPDATED = '2025';

export function LegalPage({
  page,
  title,
  children,
}: {
  page: LegalPageName;
  title: string;
  /** The page's text, from the stored HTML (null when none is stored) and the site's name. */
  children: (html: string | null, siteName: string) => ReactNode;
}) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  usePageTitle(title);
  const siteName = useSiteName();
  const text = useLegalPage(page);
  if (text.isError)
    return (
      <PolicyPage title={title}>
        <LoadError
          title={t('couldNotLoad', { title })}
          error={text.error}
          onRetry={() => text.refetch()}
          retrying={text.isFetching}
          headingLevel={2}
        />
      </PolicyPage>
    );
  if (!text.data || siteName === null) return <PolicyPage title={title} loading />;
  const { html, updatedAt, controller } = text.data;
  return (
    <PolicyPage title={title} updated={updatedAt ? format.date(updatedAt) : BUILT_IN_UPDATED}>
      {children(html, siteName)}
      {controller && <DataControllerSection controller={controller} />}
    </PolicyPage>
  );
}
