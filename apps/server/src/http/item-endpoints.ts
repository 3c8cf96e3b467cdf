import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client.js';
import type { RouteApp } from './crud-routes.js';
import { type EndpointKey, type EndpointRoute, type Parsed, route } from './endpoint-route.js';
import { userId } from './route-helpers.js';

type Op = 'create' | 'get' | 'update';
/** A resource whose map has `<r>.create`, `<r>.get` and `<r>.update` (`trading.trades`...). */
export type ItemResource = {
  [K in EndpointKey]: K extends `${infer R}.create`
    ? `${R}.get` | `${R}.update` extends EndpointKey
      ? R
      : never
    : never;
}[EndpointKey];
type Key<R extends ItemResource, O extends Op> = `${R}.${O}` & EndpointKey;
type Answer<K extends EndpointKey> = Exclude<
  Awaited<ReturnType<EndpointRoute<K>['handler']>>,
  FastifyReply
>;

/** The service functions behind one item's operations; each is scoped by the user. */
export interface ItemService<R extends ItemResource> {
  tags: string[];
  summaries?: Partial<Record<Op, string>>;
  create(
    db: Database,
    userId: number,
    body: Parsed<Key<R, 'create'>, 'body'>,
  ): Promise<Answer<Key<R, 'create'>>>;
  get(
    db: Database,
    userId: number,
    params: Parsed<Key<R, 'get'>, 'params'>,
  ): Promise<Answer<Key<R, 'get'>>>;
  update(
    db: Database,
    userId: number,
    params: Parsed<Key<R, 'update'>, 'params'>,
    body: Parsed<Key<R, 'update'>, 'body'>,
  ): Promise<Answer<Key<R, 'update'>>>;
}

/**
 * `<resource>.create` (201, the item created), `.get` and `.update` (200, the item as saved), as
 * the resources that the user owns have them; another user's id answers 404 from the service.
 */
export function itemEndpoints<R extends ItemResource>(
  app: RouteApp,
  resource: R,
  s: ItemService<R>,
): void {
  const key = <O extends Op>(op: O) => `${resource}.${op}` as Key<R, O>;
  const doc = (op: Op) => {
    const summary = s.summaries?.[op];
    return { tags: s.tags, ...(summary ? { summary } : {}) };
  };
  // Neither Fastify's request types nor route()'s answer type follow a generic key: the parts are
  // cast to the map's, as deleteEndpoint does (Fastify has validated them against those very
  // schemas), and the answers sent (the service's types check them against the map's).
  type In<O extends Op, P extends string> = Parsed<Key<R, O>, P>;
  route(app, key('create'), {
    ...doc('create'),
    handler: async (req, reply) =>
      reply.code(201).send(await s.create(app.db, userId(req), req.body as In<'create', 'body'>)),
  });
  route(app, key('get'), {
    ...doc('get'),
    handler: async (req, reply) =>
      reply.send(await s.get(app.db, userId(req), req.params as In<'get', 'params'>)),
  });
  route(app, key('update'), {
    ...doc('update'),
    handler: async (req, reply) => {
      const params = req.params as In<'update', 'params'>;
      return reply.send(
        await s.update(app.db, userId(req), params, req.body as In<'update', 'body'>),
      );
    },
  });
}
