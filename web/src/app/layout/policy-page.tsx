import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { POLICY_PROSE } from '../../components/ui/policy-prose';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';

export function PolicyPage({
  title,
  updated,
  loading = false,
  children,
}: {
  title: string;
  /** When the text last changed. */
  updated?: string;
  /** The text is loading: placeholders instead. */
  loading?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('legal');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-white sm:text-4xl">{title}</h1>
      {loading ? (
        <div role="status" aria-label={t('loadingPage', { title })}>
          <Skeleton className="mt-3 h-4 w-40" />
          <div className="mt-8 space-y-3">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ) : (
        <>
          {updated && (
            <p className="mt-2 text-sm text-zinc-400">{t('lastUpdated', { date: updated })}</p>
          )}
          <div className={cn('mt-8', POLICY_PROSE)}>{children}</div>
        </>
      )}
    </article>
  );
}
