import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@lumen/contract/constants';
import { useSiteName, useSiteSettings } from '../../api/get-site-settings';
import { cn } from '../../lib/cn';

/**
 * The site's logo image, or the built-in mark beside its name. Beside the header's navigation
 * the box keeps one width whatever the settings say, and while they load it holds the built-in
 * look unseen, so their arrival moves nothing.
 */
export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const siteName = useSiteName();
  const loading = siteName === null;
  const name = siteName ?? PRODUCT_NAME;
  const logoUrl = settings.data?.logoUrl ?? null;
  return (
    <Link
      to="/"
      onClick={onClick}
      className="group flex h-8 min-w-0 items-center gap-2 rounded-lg md:w-44 md:shrink-0"
      aria-label={t('logoHome', { siteName: name })}
      title={name}
      aria-busy={loading || undefined}
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={name}
          className="h-8 w-auto max-w-44 object-contain object-left md:w-full md:max-w-full"
        />
      ) : (
        <>
          <span
            aria-hidden
            className={cn(
              'grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-violet-500 to-fuchsia-500 shadow-lg shadow-violet-900/40',
              loading && 'invisible',
            )}
          >
            <svg viewBox="0 0 24 24" className="size-4 fill-white">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          <span
            className={cn(
              'truncate text-lg font-bold tracking-tight text-white',
              loading && 'invisible',
            )}
          >
            {name}
          </span>
        </>
      )}
    </Link>
  );
}
