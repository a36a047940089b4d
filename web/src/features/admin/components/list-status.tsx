// What an admin list shows before its data: a pulsing block while it loads, and the server's
// reason when it could not be loaded.
import { serverMessage } from '../../../lib/api';
import { cn } from '../../../lib/cn';

export function ListLoading({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-label="Loading"
      className={cn('animate-pulse rounded-2xl bg-white/[0.04]', className)}
    />
  );
}

export function ListLoadError({ what, error }: { what: string; error: Error }) {
  return (
    <p role="alert" className="text-sm text-red-300">
      {what} could not be loaded: {serverMessage(error) ?? error.message}
    </p>
  );
}
