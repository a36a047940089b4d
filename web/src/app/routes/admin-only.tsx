// The admin area's gate: a spinner while the current user loads; anyone who is not an
// authenticated admin goes to /.
import { Loader2 } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../features/auth';

function Spinner() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="flex min-h-[50vh] items-center justify-center"
    >
      <Loader2 className="size-8 animate-spin text-violet-400" aria-hidden />
    </div>
  );
}

/** Renders its (lazily loaded) admin screen for admins only. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAdmin } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
