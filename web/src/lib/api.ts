// The one fetch wrapper (public spec §1): every call carries cookies; a non-OK answer raises
// an Error whose message is "{status}: {response text or status text}"; 204 yields null.
import type { paths } from '../api/openapi';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || '';
  throw new ApiError(response.status, text, response.statusText);
}

/** True for a 404 answer: the thing asked for does not exist (as opposed to a failed load). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the raw Response after the status check. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a request and parses the JSON answer (null for 204 or an empty body). */
export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OperationOf<Path extends keyof paths, M extends Method> = paths[Path][M];
/** The paths the API answers `M` on. */
type PathOf<M extends Method> = {
  [Path in keyof paths]: OperationOf<Path, M> extends { responses: object } ? Path : never;
}[keyof paths];
type SuccessStatus = 200 | 201 | 202;
/** The JSON body of an operation's success answer, as the API document describes it (204: null). */
type SuccessBody<Operation> = Operation extends { responses: infer Answers }
  ? | {
        [Status in keyof Answers & SuccessStatus]: Answers[Status] extends {
          content: { 'application/json': infer Body };
        }
          ? Body
          : never;
      }[keyof Answers & SuccessStatus]
    | (204 extends keyof Answers ? null : never)
  : never;

/** What a call names: its path's `{name}` values, its query, and its JSON body. */
type RequestOptions<Operation> = (Operation extends { parameters: { path: infer Params } }
  ? { path: Params }
  : { path?: never }) &
  (Operation extends { parameters: { query?: infer Query } } ? { query?: Query } : object) &
  (Operation extends { requestBody?: never }
    ? { body?: never }
    : Operation extends { requestBody: { content: { 'application/json': infer Body } } }
      ? { body: Body }
      : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
        ? { body?: Body }
        : { body?: never });
/** The options may be left out when nothing in them is required. */
type OptionsArgument<Operation> =
  object extends RequestOptions<Operation>
    ? [options?: RequestOptions<Operation>]
    : [options: RequestOptions<Operation>];

type QueryValue = string | number | boolean | null | undefined;

/** `{name}` segments filled in, and the query's values in the order given (an empty one is no filter). */
export function apiUrl(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, QueryValue>> = {},
): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * A call of one of the API's documented operations, its path values, query, body and answer
 * typed by the API document (web/src/api/openapi.ts, generated from it).
 */
function documentedCall<M extends Method>(method: M) {
  return <Path extends PathOf<M>>(
    path: Path,
    ...[options]: OptionsArgument<OperationOf<Path, M>>
  ): Promise<SuccessBody<OperationOf<Path, M>>> => {
    const given = options as unknown as
      | {
          path?: Record<string, string | number>;
          query?: Record<string, QueryValue>;
          body?: unknown;
        }
      | undefined;
    return apiJson(
      method.toUpperCase() as HttpMethod,
      apiUrl(path, given?.path, given?.query),
      given?.body,
    );
  };
}

/** `apiGet('/api/videos/{id}', { path: { id } })` */
export const apiGet = documentedCall('get');
/** `apiPost('/api/videos', { body: video })` */
export const apiPost = documentedCall('post');
export const apiPut = documentedCall('put');
export const apiPatch = documentedCall('patch');
export const apiDelete = documentedCall('delete');

/**
 * The server's own words from an ApiError: the `message` of the JSON error body when there is
 * one, else the raw text. Used by toasts that show "the server message".
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed = JSON.parse(error.body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    /* not JSON */
  }
  return error.body || null;
}
