import type { FastifyContextConfig, onSendAsyncHookHandler } from 'fastify';
import type { RouteApp } from './crud-routes.js';

/** What some routes need besides what the endpoint map and route() carry. */
export interface RouteOptions {
  /** Added to the route's config (which names its operation), read by plugins' onRoute hooks. */
  config?: Omit<FastifyContextConfig, 'endpoint'>;
  /** The request's content types, for the API document (a multipart form's). */
  consumes?: string[];
  /** A route hook: it runs after the app-wide ones. */
  onSend?: onSendAsyncHookHandler;
}

/**
 * `app`, except that every route declared through it (by route(), deleteEndpoint()...) also gets
 * `options`: for what route() does not take (a route hook, the content type of a form), and for
 * what a family of routes shares (the multipart routes' config, see multipartApp). The config is
 * merged, so the operation route() names in it stays.
 */
export function withRouteOptions(app: RouteApp, options: RouteOptions): RouteApp {
  const { config, consumes, onSend } = options;
  const scoped = Object.create(app) as RouteApp;
  scoped.route = ((opts: Parameters<RouteApp['route']>[0]) =>
    app.route({
      ...opts,
      ...(onSend ? { onSend } : {}),
      config: { ...opts.config, ...config },
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
