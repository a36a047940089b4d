import { lazy } from 'react';

/**
 * The interactive player as its own chunk, for pages that show it only on demand (the home
 * page's modal): the page's first load stays within its JavaScript budget.
 */
export const LazyInteractivePlayer = lazy(() =>
  import('./interactive-player').then((module) => ({ default: module.InteractivePlayer })),
);
