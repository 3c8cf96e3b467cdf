import type { RouteApp } from './crud-routes.js';
import { type EndpointKey, type EndpointRoute, route } from './endpoint-route.js';

/**
 * Operation `key` as a multipart upload: `route`, plus what the map does not say. The body is a
 * form the handler reads itself (the map types only its text fields, as `form`, for the handler
 * to judge), and a stream the idempotency hash cannot see, so a retry is not answered from it.
 */
export function uploadEndpoint<K extends EndpointKey>(
  app: RouteApp,
  key: K,
  r: EndpointRoute<K>,
): void {
  // route() has no say over `consumes`: a view of `app` whose route() adds it to the schema, the
  // OpenAPI document's "multipart/form-data"; everything else (prefix, hooks) is app's own.
  const upload = Object.create(app, {
    route: {
      value: (o: Parameters<RouteApp['route']>[0]) =>
        app.route({ ...o, schema: { ...o.schema, consumes: ['multipart/form-data'] } }),
    },
  }) as RouteApp;
  route(upload, key, { ...r, config: { ...r.config, idempotency: false } });
}
