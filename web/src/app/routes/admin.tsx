// /admin: the admin area (admin spec) loads in its own chunk, only for admins. While the
// current user loads a spinner shows; anyone who is not an authenticated admin goes to /.
import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../features/auth';

const AdminPage = lazy(() => import('../../features/admin/admin-page'));

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

export function Component() {
  const { isLoading, isAdmin } = useCurrentUser();
  if (isLoading) return <Spinner />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <AdminPage />
    </Suspense>
  );
}
