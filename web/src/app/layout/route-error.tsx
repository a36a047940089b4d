import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** Last-resort error screen for a route that failed to load or render. */
export function RouteError() {
  const { t } = useTranslation('layout');
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('routeError.unknown');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-zinc-950 px-6 text-center">
      <h1 className="text-2xl font-semibold text-white">{t('routeError.title')}</h1>
      <p className="max-w-md text-sm text-zinc-400">{message}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
        <Link to="/" className={buttonClasses('primary')}>
          {t('routeError.backHome')}
        </Link>
      </div>
    </main>
  );
}
