// /admin/queues: the admins' queue board, in a chunk of its own, only for admins.
import { lazy } from 'react';
import { AdminOnly } from './admin-only';

const QueueBoardPage = lazy(() => import('../../features/admin/jobs/queue-board-page'));

export function Component() {
  return (
    <AdminOnly>
      <QueueBoardPage />
    </AdminOnly>
  );
}
