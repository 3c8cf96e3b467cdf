import type { z } from 'zod';
import { type Route, type RouteKey, routes } from './routes.js';

/** The answers an operation can give, by status; the 2xx ones are its success answers. */
export type Responses = Readonly<Partial<Record<number, z.ZodType>>>;

/** What an operation declares besides its method and path: the schemas the server validates with. */
export interface EndpointParts {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * A multipart upload's text fields, judged by the route after it reads the form. The file part
   * itself has no schema: the server reads it as a stream, so it is not typed here.
   */
  readonly form?: z.ZodType;
  readonly response: Responses;
}

export type Endpoint = Route & EndpointParts;

type Parts<T> = { readonly [K in keyof T]: K extends RouteKey ? EndpointParts : never };

/**
 * One area's operations: each key's method and path are taken from `routes` (where they are
 * written once), the schemas from the argument. A key that is not a route does not compile.
 */
export function withRoutes<const T extends Parts<T>>(
  parts: T,
): { readonly [K in keyof T]: (typeof routes)[K & RouteKey] & T[K] } {
  const out: Record<string, Endpoint> = {};
  for (const [key, own] of Object.entries(parts) as [RouteKey, EndpointParts][]) {
    out[key] = { ...routes[key], ...own };
  }
  return out as unknown as { readonly [K in keyof T]: (typeof routes)[K & RouteKey] & T[K] };
}
