// Every route the app serves, read from the app itself (Fastify's printRoutes tree), so a test
// that walks them covers a route added tomorrow without anyone listing it.
import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** The route's pattern, e.g. `/api/videos/:id/quizzes`. */
  path: string;
}

// One tree line: indentation (4 characters per level), a branch, the segment, its methods.
const LINE = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

export function listRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const segments: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      // HEAD is Fastify's automatic twin of each GET.
      if (method !== 'HEAD') routes.push({ method, path: segments.join('') });
    }
  }
  return routes;
}

/** The route's path with every parameter replaced by `value` (already URL-encoded). */
export function fillParams(path: string, value: string): string {
  return path.replace(/:\w+/g, value).replace(/\*$/, value);
}

export function hasParams(path: string): boolean {
  return /:\w+|\*$/.test(path);
}
