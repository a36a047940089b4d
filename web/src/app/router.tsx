// Route table of public spec §2. Every screen is its own lazily loaded chunk, so a visitor
// downloads only the screen they open (and never the admin bundle).
import { createBrowserRouter } from 'react-router';
import { PageSkeleton } from '../components/ui/skeleton';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export function createAppRouter() {
  return createBrowserRouter([
    {
      // Embedded player: no header, footer or cookie banner (it lives inside other sites).
      path: '/embed/:videoId',
      lazy: () => import('./routes/embed'),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSkeleton />,
    },
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSkeleton />,
      children: [
        { index: true, lazy: () => import('./routes/home') },
        { path: 'watch', lazy: () => import('./routes/watch-library') },
        { path: 'watch/:videoId', lazy: () => import('./routes/watch-video') },
        { path: 'category/:categorySlug', lazy: () => import('./routes/category') },
        { path: 'search', lazy: () => import('./routes/search') },
        { path: 'search/:query', lazy: () => import('./routes/search') },
        { path: 'collections', lazy: () => import('./routes/collections') },
        { path: 'collections/:collectionId', lazy: () => import('./routes/collection-detail') },
        { path: 'live', lazy: () => import('./routes/live') },
        { path: 'admin/*', lazy: () => import('./routes/admin') },
        { path: 'privacy', lazy: () => import('./routes/privacy') },
        { path: 'cookies', lazy: () => import('./routes/cookies') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}
