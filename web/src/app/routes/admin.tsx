// /admin: the admin area (admin spec) loads in its own chunk, only for admins.
import { lazy } from 'react';
import { AdminOnly } from './admin-only';

const AdminPage = lazy(() => import('../../features/admin/admin-page'));

export function Component() {
  return (
    <AdminOnly>
      <AdminPage />
    </AdminOnly>
  );
}
