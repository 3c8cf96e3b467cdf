import type { Endpoints } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { deleteEndpoint, type EndpointKey, type Parsed, route } from './endpoint-route.js';
import { noContent, userId } from './route-helpers.js';

/** The instance a route plugin is handed (Zod type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What operation K answers with `status`, as a service hands it (the schema's input). */
type Answer<K extends EndpointKey, S extends number> = Endpoints[K]['response'] extends {
  readonly [P in S]: infer A extends z.ZodType;
}
  ? z.input<A>
  : never;

/** The operations whose path names one item by `:id`. */
type IdKey = {
  [K in EndpointKey]: Parsed<K, 'params'> extends { id: number } ? K : never;
}[EndpointKey];

/** GET and POST on the collection: the keys of the two operations in core's endpoint map. */
export interface CollectionKeys {
  list: EndpointKey;
  create: EndpointKey;
}
/** GET, PUT and DELETE on one item by its `:id`. */
export interface ItemKeys {
  get: IdKey;
  update: IdKey;
  delete: IdKey;
}

/**
 * A resource the signed-in user owns: listed and created on the collection, read, replaced and
 * deleted by id. The service functions scope every query by the user, so another user's id answers
 * 404. Their types come from the map's schemas for the keys given.
 */
export interface CollectionResource<K extends CollectionKeys> {
  tags: string[];
  keys: K;
  list(db: Database, userId: number): Promise<Answer<K['list'], 200>>;
  create(
    db: Database,
    userId: number,
    body: Parsed<K['create'], 'body'>,
  ): Promise<Answer<K['create'], 201>>;
}
export interface ItemResource<K extends ItemKeys> {
  tags: string[];
  keys: K;
  get(db: Database, userId: number, id: number): Promise<Answer<K['get'], 200>>;
  update(
    db: Database,
    userId: number,
    id: number,
    body: Parsed<K['update'], 'body'>,
  ): Promise<Answer<K['update'], 200>>;
  remove(db: Database, userId: number, id: number): Promise<unknown>;
}

// Inside the helpers the keys are generic, where TypeScript cannot relate a service's answer to
// the route's: the types are checked where a module hands its resource in, and not again here.
const call = (f: unknown) => f as (...args: unknown[]) => Promise<never>;

/** The collection's GET (200, the list) and POST (201, the created item). */
export function collectionRoutes<K extends CollectionKeys>(
  app: RouteApp,
  r: CollectionResource<K>,
): void {
  const { tags, keys } = r;
  route(app, keys.list, {
    tags,
    handler: (req) => call(r.list)(app.db, userId(req)),
  });
  route(app, keys.create, {
    tags,
    handler: async (req, reply) =>
      reply.code(201).send(await call(r.create)(app.db, userId(req), req.body)),
  });
}

/** An item's GET (200), PUT (200, the item as saved) and DELETE (204). */
export function itemRoutes<K extends ItemKeys>(app: RouteApp, r: ItemResource<K>): void {
  const { tags, keys } = r;
  const id = (params: unknown) => (params as { id: number }).id;
  route(app, keys.get, {
    tags,
    handler: (req) => call(r.get)(app.db, userId(req), id(req.params)),
  });
  route(app, keys.update, {
    tags,
    handler: (req) => call(r.update)(app.db, userId(req), id(req.params), req.body),
  });
  deleteEndpoint(app, keys.delete, {
    tags,
    remove: (db, user, params) => r.remove(db, user, id(params)),
  });
}

/** All five operations of a user-owned resource, in the order the API document lists them. */
export function crudRoutes<K extends CollectionKeys & ItemKeys>(
  app: RouteApp,
  r: CollectionResource<K> & ItemResource<K>,
): void {
  collectionRoutes(app, r);
  itemRoutes(app, r);
}

/**
 * DELETE operation `key` answering 204, like `deleteEndpoint`, for the deletes that also read their
 * query (a cascade, a replacement): `remove` gets the parsed path params and query.
 */
export function deleteRoute<K extends EndpointKey>(
  app: RouteApp,
  key: K,
  d: {
    tags: string[];
    summary?: string;
    remove: (
      db: Database,
      userId: number,
      params: Parsed<K, 'params'>,
      query: Parsed<K, 'query'>,
    ) => Promise<unknown>;
  },
): void {
  route(app, key, {
    tags: d.tags,
    ...(d.summary ? { summary: d.summary } : {}),
    handler: async (req, reply) => {
      await d.remove(
        app.db,
        userId(req),
        req.params as Parsed<K, 'params'>,
        req.query as Parsed<K, 'query'>,
      );
      return noContent(reply);
    },
  });
}
