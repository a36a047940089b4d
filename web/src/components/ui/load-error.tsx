// A load that failed, said in words a visitor understands, with a way out (Retry). The api's
// "status: text" message (public spec §1) stays the error's message and is shown as the detail,
// for whoever reports the problem.
import { AlertTriangle, RotateCw } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { Button } from './button';
import { EmptyState } from './empty-state';

function reasonOf(error: Error | null): string {
  if (error instanceof ApiError) {
    return error.status >= 500
      ? 'Something went wrong on our side. Please try again in a moment.'
      : 'The server could not answer this request. Please try again.';
  }
  return 'Lumen could not be reached. Check your connection and try again.';
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
  return (
    <div role="alert" data-testid="load-error">
      <EmptyState
        headingLevel={headingLevel}
        icon={<AlertTriangle className="size-6 text-amber-300" />}
        title={title}
        description={reasonOf(error)}
        action={
          <div className="flex flex-col items-center gap-3">
            <Button onClick={() => void onRetry()} disabled={retrying}>
              <RotateCw className={retrying ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
              {retrying ? 'Retrying…' : 'Retry'}
            </Button>
            {error?.message && (
              <details className="max-w-md text-xs text-zinc-400">
                <summary className="cursor-pointer hover:text-zinc-200">Details</summary>
                <code className="mt-1 block break-all">{error.message}</code>
              </details>
            )}
          </div>
        }
      />
    </div>
  );
}
