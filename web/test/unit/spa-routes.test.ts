// The server answers 404 for page paths outside the SPA's route table using the contract's own
// matcher (isSpaRoute). It must agree with React Router, which renders the same table: a path
// the router gives a screen is a 200, one that falls to its '*' route is a 404. The server also
// names the screen a path shows (spaRouteOf, for its chunks' preloads): the router's choice.
import { SPA_ROUTES, isSpaRoute, spaRouteOf } from '@lumen/contract/spa-routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

const routerTable = Object.entries(SPA_ROUTES).map(([id, path]) => ({ id, path }));

const paths = [
  '/',
  '/watch',
  '/watch/',
  '/watch/3',
  '/WATCH/3',
  '/watch/3/extra',
  '/category',
  '/category/Technology',
  '/search',
  '/search/neural%20networks',
  '/search/a/b',
  '/collections',
  '/collections/7',
  '/live',
  '/live/now',
  '/admin',
  '/admin/',
  '/admin/videos/3/edit',
  '/admin/queues',
  '/administrator',
  '/privacy',
  '/cookies',
  '/embed',
  '/embed/1',
  '/embed/1/more',
  '/no-such-page',
  '/uploads',
];

describe('the server’s route matcher', () => {
  it('agrees with React Router on which paths are screens', () => {
    for (const path of paths) {
      expect(isSpaRoute(path), path).toBe(matchRoutes(routerTable, path) !== null);
    }
  });

  it('names the screen React Router picks for a path', () => {
    for (const path of paths) {
      const picked = matchRoutes(routerTable, path)?.at(-1)?.route.id ?? null;
      expect(spaRouteOf(path), path).toBe(picked);
    }
  });
});
