import { idParamsSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import { deleted, noContent, security, userId } from './route-helpers.js';

/** The instance a route plugin is handed (Zod type provider). */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A resource the signed-in user owns: listed and created at `/`, read, replaced and deleted at
 * `/:id`. The service functions scope every query by the user, so another user's id answers 404.
 */
export interface CrudResource<
  Item extends z.ZodType,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  tags: string[];
  schemas: { item: Item; list: List; create: Create; update: Update };
  list(db: Database, userId: number): Promise<z.input<List>>;
  create(db: Database, userId: number, body: z.output<Create>): Promise<z.input<Item>>;
  get(db: Database, userId: number, id: number): Promise<z.input<Item>>;
  update(db: Database, userId: number, id: number, body: z.output<Update>): Promise<z.input<Item>>;
  remove(db: Database, userId: number, id: number): Promise<unknown>;
}

type AnyResource = CrudResource<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

/** GET `/` (200, the list) and POST `/` (201, the created item). */
export function collectionRoutes<I extends z.ZodType, L extends z.ZodType, C extends z.ZodType>(
  app: RouteApp,
  r: CrudResource<I, L, C, z.ZodType>,
): void {
  const { tags, schemas } = r as AnyResource;
  app.get('/', { schema: { tags, security, response: { 200: schemas.list } } }, async (req) =>
    r.list(app.db, userId(req)),
  );
  app.post(
    '/',
    { schema: { tags, security, body: schemas.create, response: { 201: schemas.item } } },
    async (req, reply) =>
      reply.code(201).send(await r.create(app.db, userId(req), req.body as z.output<C>)),
  );
}

/** GET `/:id` (200), PUT `/:id` (200, the item as saved) and DELETE `/:id` (204). */
export function itemRoutes<I extends z.ZodType, U extends z.ZodType>(
  app: RouteApp,
  r: CrudResource<I, z.ZodType, z.ZodType, U>,
): void {
  const { tags, schemas } = r as AnyResource;
  app.get(
    '/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: schemas.item } } },
    async (req) => r.get(app.db, userId(req), req.params.id),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: schemas.update,
        response: { 200: schemas.item },
      },
    },
    async (req) => r.update(app.db, userId(req), req.params.id, req.body as z.output<U>),
  );
  deleteRoute(app, '/:id', {
    tags,
    params: idParamsSchema,
    remove: (db, user, { id }) => r.remove(db, user, id),
  });
}

/** All five routes of a user-owned resource, in the order the API document lists them. */
export function crudRoutes<
  I extends z.ZodType,
  L extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(app: RouteApp, r: CrudResource<I, L, C, U>): void {
  collectionRoutes(app, r);
  itemRoutes(app, r);
}

/** DELETE `url` answering 204; `remove` gets the parsed path params (404 when not the user's). */
export function deleteRoute<P extends z.ZodType>(
  app: RouteApp,
  url: string,
  d: {
    tags: string[];
    summary?: string;
    params: P;
    remove: (db: Database, userId: number, params: z.output<P>) => Promise<unknown>;
  },
): void {
  const { tags, summary, params } = d;
  app.delete(
    url,
    { schema: { tags, security, ...(summary ? { summary } : {}), params, response: deleted } },
    async (req, reply) => {
      await d.remove(app.db, userId(req), req.params as z.output<P>);
      return noContent(reply);
    },
  );
}
