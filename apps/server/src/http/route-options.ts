import type { onSendAsyncHookHandler } from 'fastify';
import type { RouteApp } from './crud-routes.js';

/** What some routes need besides what the endpoint map and route() carry. */
export interface RouteOptions {
  /** The route's config, read by plugins' onRoute hooks as the route is declared. */
  config?: { idempotency?: boolean };
  /** The request's content types, for the API document (a multipart form's). */
  consumes?: string[];
  /** A route hook: it runs after the app-wide ones. */
  onSend?: onSendAsyncHookHandler;
}

/**
 * `app`, except that every route declared through it (by route(), deleteEndpoint()...) also gets
 * `options`. The endpoint map says what is typed (URL, params, body, answers); a route config, a
 * hook or the content type of a form is the server's own business, so route() does not take them.
 */
export function withRouteOptions(app: RouteApp, options: RouteOptions): RouteApp {
  const { consumes, ...rest } = options;
  const scoped = Object.create(app) as RouteApp;
  scoped.route = ((opts: Parameters<RouteApp['route']>[0]) =>
    app.route({
      ...opts,
      ...rest,
      schema: { ...opts.schema, ...(consumes ? { consumes } : {}) },
    })) as RouteApp['route'];
  return scoped;
}

/**
 * `app` for the operations that take a multipart form (uploads, CSV imports): the API document
 * lists the form's content type, and the idempotency check is off, as the body is a stream its
 * hash cannot see (a retried upload stores a copy, a retried import finds its duplicates).
 */
export const multipartApp = (app: RouteApp): RouteApp =>
  withRouteOptions(app, { config: { idempotency: false }, consumes: ['multipart/form-data'] });
