import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** Last-resort error screen for a route that failed to load or render. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-zinc-950 px-6 text-center">
      <h1 className="text-2xl font-semibold text-white">Something went wrong</h1>
      <p className="max-w-md text-sm text-zinc-400">{message}</p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to="/" className={buttonClasses('primary')}>
          Back to Home
        </Link>
      </div>
    </main>
  );
}
