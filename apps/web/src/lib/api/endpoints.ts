import type { AnswerOf, BodyOf, EndpointKey, ParamsOf, QueryOf, Route } from '@wealthlog/core';
import { apiRequest } from './client';
import { API_BASE_URL, type HttpMethod, type QueryParams, type RequestOptions } from './http';

/** A part the caller must give when it has a required field, may leave out otherwise. */
type Slot<N extends string, T> = [T] extends [undefined]
  ? { [P in N]?: undefined }
  : undefined extends T
    ? { [P in N]?: T }
    : object extends T
      ? { [P in N]?: T }
      : { [P in N]: T };

/**
 * A multipart upload (an import, a file) has no JSON body schema: the browser encodes the
 * FormData itself and the server reads the file as a stream, so that body is not typed.
 */
type Body<K extends EndpointKey> = [BodyOf<K>] extends [undefined]
  ? FormData | undefined
  : BodyOf<K>;

export type CallInput<K extends EndpointKey> = Slot<'params', ParamsOf<K>> &
  Slot<'query', QueryOf<K>> &
  Slot<'body', Body<K>> &
  Omit<RequestOptions, 'body' | 'query'>;

type Args<K extends EndpointKey> = object extends CallInput<K> ? [CallInput<K>?] : [CallInput<K>];

/** '/api/loans/:id/payments' with `{ id: 4 }` → '/loans/4/payments' (the client adds /api). */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  const local = path.startsWith(`${API_BASE_URL}/`) ? path.slice(API_BASE_URL.length) : path;
  return local.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The `call` of one or a few areas: `const call = caller(loanPaths)`, then
 * `call('loans.payments.create', { params: { id }, body })` calls that operation of the endpoint
 * map by its key, the URL built from the map's path and the answer typed from its schemas. Each
 * area hands in its own table of paths, so a page's bundle carries only the URLs it calls.
 *
 * It goes through the one client (cache, limiter, breaker, retry, bearer, CSRF, idempotency key,
 * error envelope): only the URL and the types come from here.
 */
export function caller<T extends Partial<Record<EndpointKey, Route>>>(table: T) {
  return function call<K extends keyof T & EndpointKey>(
    key: K,
    ...[input]: Args<K>
  ): Promise<AnswerOf<K>> {
    const { params, query, body, ...options } = (input ?? {}) as CallInput<K> & {
      params?: Record<string, unknown>;
      query?: QueryParams;
      body?: unknown;
    };
    const route = table[key] as Route;
    return apiRequest<AnswerOf<K>>(route.method, pathOf(route.path, params), {
      ...options,
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { body }),
    });
  };
}

/**
 * One operation of the map for the helpers below the client that take a path and a query (a file
 * streamed in with progress, an upload with progress): the URL `call` would build, the query typed
 * by the map, and the operation's method checked against the one the helper sends.
 */
export function requestOf<
  T extends Partial<Record<EndpointKey, Route>>,
  K extends keyof T & EndpointKey,
>(
  table: T,
  key: K,
  method: HttpMethod,
  input: { params?: ParamsOf<K>; query?: QueryOf<K> } = {},
): { path: string; query: QueryParams | undefined } {
  const route = table[key] as Route;
  if (route.method !== method) throw new Error(`${key} is ${route.method}, not ${method}`);
  return {
    path: pathOf(route.path, (input.params ?? {}) as Record<string, unknown>),
    query: input.query as QueryParams | undefined,
  };
}
