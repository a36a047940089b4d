import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { startQueueResend } from '../lib/tracking/tracker';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  // Tracking events that could not be sent earlier go out on every page load (public spec §4).
  useEffect(startQueueResend, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
