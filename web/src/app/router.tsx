// Route table of public spec §2; its paths live in @lumen/contract/spa-routes, which the server
// reads too, to answer 404 for any other path. Every screen is its own lazily loaded chunk, so a
// visitor downloads only the screen they open (and never the admin bundle).
import { createBrowserRouter } from 'react-router';
import { SPA_ROUTES } from '@lumen/contract/spa-routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

export function createAppRouter() {
  return createBrowserRouter([
    {
      // Embedded player: no header, footer or cookie banner (it lives inside other sites).
      path: SPA_ROUTES.embed,
      lazy: () => import('./routes/embed'),
      errorElement: <RouteError />,
    },
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: SPA_ROUTES.home, lazy: () => import('./routes/home') },
        { path: SPA_ROUTES.videoLibrary, lazy: () => import('./routes/watch-library') },
        { path: SPA_ROUTES.watch, lazy: () => import('./routes/watch-video') },
        { path: SPA_ROUTES.category, lazy: () => import('./routes/category') },
        { path: SPA_ROUTES.search, lazy: () => import('./routes/search') },
        { path: SPA_ROUTES.searchQuery, lazy: () => import('./routes/search') },
        { path: SPA_ROUTES.collections, lazy: () => import('./routes/collections') },
        { path: SPA_ROUTES.collection, lazy: () => import('./routes/collection-detail') },
        { path: SPA_ROUTES.live, lazy: () => import('./routes/live') },
        { path: SPA_ROUTES.admin, lazy: () => import('./routes/admin') },
        { path: SPA_ROUTES.adminQueues, lazy: () => import('./routes/admin-queues') },
        { path: SPA_ROUTES.privacy, lazy: () => import('./routes/privacy') },
        { path: SPA_ROUTES.cookies, lazy: () => import('./routes/cookies') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the code of the screen the page opened on. */
export function firstScreenLoaded(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
