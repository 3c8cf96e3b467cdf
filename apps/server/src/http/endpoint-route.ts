import { type Endpoint, endpoints } from '@wealthlog/core';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import type { RouteApp } from './crud-routes.js';
import {
  defaultTokenPolicy,
  SESSION_OR_TOKEN_SECURITY,
  SESSION_SECURITY,
  type TokenPolicy,
} from '../plugins/auth/token-policy.js';
import { noContent, userId } from './route-helpers.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by `route()`: the operation of core's endpoint map this route was declared from. The
     * endpoint-map test reads it to catch /api routes written by hand, which could drift from the map.
     */
    endpoint?: EndpointKey;
  }
}

type Endpoints = typeof endpoints;
/** An operation's key in core's endpoint map, e.g. `'loans.payments.create'`. */
export type EndpointKey = keyof Endpoints;

/** What the schema of one part (params, query, body) of operation K parses to. */
export type Parsed<K extends EndpointKey, Part extends string> = Endpoints[K] extends {
  readonly [P in Part]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What operation K may answer: the input of any of its answer schemas. */
type Answer<K extends EndpointKey> = {
  [S in keyof Endpoints[K]['response']]: Endpoints[K]['response'][S] extends z.ZodType
    ? z.input<Endpoints[K]['response'][S]>
    : never;
}[keyof Endpoints[K]['response']];

/** The request of operation K, typed by the map's schemas (Fastify has validated it against them). */
export type EndpointRequest<K extends EndpointKey> = FastifyRequest<{
  Params: Parsed<K, 'params'>;
  Querystring: Parsed<K, 'query'>;
  Body: Parsed<K, 'body'>;
}>;

type Result<K extends EndpointKey> = Answer<K> | FastifyReply;

/** What a module adds to an operation of the map: its documentation and its code. */
export interface EndpointRoute<K extends EndpointKey> {
  tags: string[];
  summary?: string;
  /**
   * Answered without a session (login, refresh, health...): the OpenAPI operation then claims no
   * Bearer `security`. It only documents; a route is guarded by its plugin's or own preHandler.
   */
  public?: boolean;
  /**
   * Whether a personal API token (`Bearer wl_…`) may call it. Default: 'allowed', except under
   * /api/auth, where it is 'refused' (plugins/auth/token-policy.ts says why).
   */
  tokens?: TokenPolicy;
  preHandler?: preHandlerAsyncHookHandler;
  /** Fastify's per-route `config`, e.g. `{ idempotency: false }` for an answer holding tokens. */
  config?: Omit<FastifyContextConfig, 'endpoint' | 'tokens'>;
  /** Fastify's per-route `bodyLimit` in bytes, where the app's JSON default does not fit. */
  bodyLimit?: number;
  handler: (req: EndpointRequest<K>, reply: FastifyReply) => Promise<Result<K>> | Result<K>;
}

/**
 * Declares operation `key` of core's endpoint map: its method, its path and its params, query,
 * body and answer schemas come from the map, so the URL the web calls and the types on both sides
 * cannot drift. Route plugins are registered under a prefix (`/api/loans`): the URL registered is
 * the map's path less that prefix, and a path outside the plugin's prefix is refused at start.
 */
export function route<K extends EndpointKey>(app: RouteApp, key: K, r: EndpointRoute<K>): void {
  const e: Endpoint = endpoints[key];
  const { prefix } = app;
  if (e.path !== prefix && !e.path.startsWith(`${prefix}/`)) {
    throw new Error(`${key}: ${e.path} is not under this plugin's prefix ${prefix}`);
  }
  const tokens = r.tokens ?? defaultTokenPolicy(e.path);
  // The OpenAPI `security` the operation claims: the browser session's Bearer JWT, and the
  // personal token's scheme where one is accepted.
  const security = tokens === 'allowed' ? SESSION_OR_TOKEN_SECURITY : SESSION_SECURITY;
  app.route({
    method: e.method,
    url: e.path.slice(prefix.length) || '/',
    ...(r.preHandler ? { preHandler: r.preHandler } : {}),
    ...(r.bodyLimit !== undefined ? { bodyLimit: r.bodyLimit } : {}),
    config: { ...r.config, endpoint: key, tokens },
    schema: {
      tags: r.tags,
      ...(r.public ? {} : { security }),
      ...(r.summary ? { summary: r.summary } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: e.response,
    },
    handler: r.handler as unknown as RouteHandlerMethod,
  });
}

/** DELETE operation `key`: `remove` with the parsed path params, then 204 and no body. */
export function deleteEndpoint<K extends EndpointKey>(
  app: RouteApp,
  key: K,
  d: {
    tags: string[];
    summary?: string;
    remove: (db: Database, userId: number, params: Parsed<K, 'params'>) => Promise<unknown>;
  },
): void {
  route(app, key, {
    tags: d.tags,
    ...(d.summary ? { summary: d.summary } : {}),
    handler: async (req, reply) => {
      await d.remove(app.db, userId(req), req.params as Parsed<K, 'params'>);
      return noContent(reply);
    },
  });
}
