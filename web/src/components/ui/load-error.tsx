// A load that failed, said in words a visitor understands, with a way out (Retry). The api's
// "status: text" message (public spec §1) stays the error's message and is shown as the detail,
// for whoever reports the problem.
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { useSiteName } from '../../api/get-site-settings';
import { ApiError } from '../../lib/api';
import { Button } from './button';
import { EmptyState } from './empty-state';

function reasonOf(error: Error | null, siteName: string, t: TFunction): string {
  if (error instanceof ApiError)
    return t(error.status >= 500 ? 'loadError.serverFault' : 'loadError.requestRefused');
  return t('loadError.unreachable', { siteName });
}

export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
  headingLevel,
}: {
  title: string;
  error: Error | null;
  onRetry: () => unknown;
  retrying?: boolean;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  // The settings may be what failed to load: the product's own name stands in.
  const siteName = useSiteName() ?? PRODUCT_NAME;
  return (
    <div role="alert" data-testid="load-error">
      <EmptyState
        headingLevel={headingLevel}
        icon={<AlertTriangle className="size-6 text-amber-300" />}
        title={title}
        description={reasonOf(error, siteName, t)}
        action={
          <div className="flex flex-col items-center gap-3">
            <Button onClick={() => void onRetry()} disabled={retrying}>
              <RotateCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
              {retrying ? t('loadError.retrying') : t('loadError.retry')}
            </Button>
            {error?.message && (
              <details className="max-w-md text-xs text-zinc-400">
                <summary className="cursor-pointer hover:text-zinc-200">
                  {t('loadError.details')}
                </summary>
                <code className="mt-1 block break-all">{error.message}</code>
              </details>
            )}
          </div>
        }
      />
    </div>
  );
}
