// A legal page (/privacy, /cookies): the text an admin stored or else the built-in one, its date,
// and the data controller once one is named; placeholders while it loads, a retry if it fails.
import type { ReactNode } from 'react';
import type { LegalPage } from '@lumen/contract';
import { useLegalPage } from '../../api/get-legal-page';
import { useSiteName } from '../../api/get-site-settings';
import { LoadError } from '../../components/ui/load-error';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { DataControllerSection } from './legal-text';
import { PolicyPage } from './policy-page';

/** When the built-in texts last changed. */
const BUILT_IN_UPDATED = '2025';

export function LegalPolicyPage({
  page: kind,
  title,
  children,
}: {
  page: LegalPage;
  title: string;
  /** The page's text: `html` is the stored text rendered, null for none (the built-in one). */
  children: (text: { html: string | null; siteName: string }) => ReactNode;
}) {
  usePageTitle(title);
  const siteName = useSiteName();
  const page = useLegalPage(kind);
  if (page.isError)
    return (
      <PolicyPage title={title}>
        <LoadError
          title={`The ${title} could not be loaded`}
          error={page.error}
          onRetry={() => page.refetch()}
          retrying={page.isFetching}
          headingLevel={2}
        />
      </PolicyPage>
    );
  if (!page.data || siteName === null) return <PolicyPage title={title} loading />;
  const { html, updatedAt, controller } = page.data;
  return (
    <PolicyPage title={title} updated={updatedAt ? formatDate(updatedAt) : BUILT_IN_UPDATED}>
      {children({ html, siteName })}
      {controller && <DataControllerSection controller={controller} />}
    </PolicyPage>
  );
}
