import * as core from '@wealthlog/core';
import { type Endpoint, endpoints } from '@wealthlog/core';
import type * as Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './test/app.js';

/**
 * Every route the app registers, as Fastify hands it to `onRoute`. The hook has to be on the root
 * instance before any module registers, which buildApp does not offer (its extraApiRoutes plugin
 * cannot see its siblings), so the factory is wrapped to add it as the instance is created.
 */
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof Fastify>();
  const create = ((opts?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(opts);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: Object.assign(create, actual.default) };
});

type Part = 'params' | 'querystring' | 'body';
const PARTS: [Part, keyof Endpoint][] = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
];

/** Schemas that core exports by name: a route using one must hand the map's very object. */
const named = new Set<unknown>(Object.values(core).filter((v) => v instanceof z.ZodType));

/**
 * The same schema: the same object, or, for an answer a route still writes inline (`z.null()` for
 * a 204), one with the same JSON Schema. A named core schema is never compared by shape.
 */
function same(route: unknown, map: unknown): boolean {
  if (route === map) return true;
  if (!(route instanceof z.ZodType) || !(map instanceof z.ZodType) || named.has(route))
    return false;
  return JSON.stringify(z.toJSONSchema(route)) === JSON.stringify(z.toJSONSchema(map));
}

const key = (method: string, path: string) => `${method} ${path}`;

describe('the endpoint map and the server', () => {
  let t: TestApp;
  const apiRoutes = new Map<string, RouteOptions>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const route of registered) {
      const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
      // Swagger UI's pages are not operations of the API.
      if (!url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/')) continue;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.set(key(method, url), route);
      }
    }
  });
  afterAll(async () => t?.close());

  const entries = Object.entries(endpoints) as [string, Endpoint][];

  it('has one entry per registered /api route, with its method and path', () => {
    const inMap = new Set(entries.map(([, e]) => key(e.method, e.path)));
    expect(inMap.size, 'two entries share a method and path').toBe(entries.length);
    expect([...apiRoutes.keys()].sort()).toEqual([...inMap].sort());
    expect(entries.length).toBeGreaterThan(140);
  });

  it("declares each route's params, query, body and answers with the map's schemas", () => {
    const drift: string[] = [];
    for (const [name, entry] of entries) {
      const schema = (apiRoutes.get(key(entry.method, entry.path))?.schema ?? {}) as Record<
        string,
        unknown
      >;
      for (const [part, field] of PARTS) {
        if (!same(schema[part], entry[field])) drift.push(`${name}: ${part}`);
      }
      const answers = (schema.response ?? {}) as Record<string, unknown>;
      const statuses = new Set([...Object.keys(answers), ...Object.keys(entry.response)]);
      for (const status of statuses) {
        if (!same(answers[status], entry.response[Number(status)])) {
          drift.push(`${name}: response ${status}`);
        }
      }
    }
    expect(drift).toEqual([]);
  });

  it('declares every /api route through route() (its config names its operation)', () => {
    const byHand: string[] = [];
    for (const [at, route] of apiRoutes) {
      const name = route.config?.endpoint;
      const entry = name === undefined ? undefined : (endpoints[name] as Endpoint | undefined);
      // route() tags the config with the key it built the route from; a key whose method and path
      // are not this route's would mean the config was copied by hand.
      if (!entry || key(entry.method, entry.path) !== at) byHand.push(at);
    }
    // A route written by hand (`app.get(...)`) copies its URL and schemas, so they can drift.
    expect(byHand.sort()).toEqual([]);
  });
});
