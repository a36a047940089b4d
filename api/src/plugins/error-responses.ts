// The error statuses every route may answer, added to its response schema (hence to the OpenAPI
// document, and to the types of `reply.code(…).send`) from what the route declares, so a new
// route documents them without listing them: validated input may be refused (400), a path
// parameter names something that may not exist (404), and a hook marked with `answersWith` adds
// the statuses it answers (the admin check 401/403, the throttles 429). Statuses particular to
// one route it declares itself with `errorResponses`. Every error body is the contract's
// `{ message }`.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorSchema } from '@lumen/contract';

/** The statuses of the HttpErrors the API throws. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 501 | 503 | 504;

const hookStatuses = new WeakMap<object, readonly ErrorStatus[]>();

/** Marks a route hook as one that may answer these statuses; returns the hook. */
export function answersWith<Hook extends object>(
  statuses: readonly ErrorStatus[],
  hook: Hook,
): Hook {
  hookStatuses.set(hook, statuses);
  return hook;
}

/** `{ [status]: errorSchema }`, to spread into a route's `schema.response`. */
export function errorResponses<Status extends ErrorStatus>(
  ...statuses: Status[]
): Record<Status, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    Status,
    typeof errorSchema
  >;
}

/** Adds these error statuses to the route's response schema; a status it declares wins. */
export function documentErrors(route: RouteOptions, statuses: readonly ErrorStatus[]): void {
  if (statuses.length === 0 || route.schema?.hide) return;
  const schema = route.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  route.schema = { ...schema, response: { ...errorResponses(...statuses), ...response } };
}

/** An onRoute hook documenting these statuses for every route of a context. */
export function documentErrorsOfContext(statuses: readonly ErrorStatus[]) {
  return (route: RouteOptions) => documentErrors(route, statuses);
}

function statusesOf(route: RouteOptions): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  const { schema } = route;
  if (schema?.params || schema?.querystring || schema?.body) statuses.add(400);
  if (schema?.params) statuses.add(404);
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
  for (const hook of hooks) {
    for (const status of (hook && hookStatuses.get(hook)) ?? []) statuses.add(status);
  }
  return [...statuses];
}

async function errorResponsesPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => documentErrors(route, statusesOf(route)));
}

/** Registered before every route (hooks see only the routes registered after them). */
export default fp(errorResponsesPlugin, { name: 'error-responses' });
