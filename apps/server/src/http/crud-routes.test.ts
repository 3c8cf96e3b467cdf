import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { crudRoutes } from './crud-routes.js';

const note = z.object({ id: z.number(), text: z.string() });
const body = z.strictObject({ text: z.string().min(1) });

/** A user-owned resource in memory: another user's id is "not found", like the repositories do. */
function notesService(db: Database) {
  const rows: { id: number; owner: number; text: string }[] = [];
  const seen: unknown[] = [];
  const own = (owner: number, id: number) => {
    const row = rows.find((r) => r.id === id && r.owner === owner);
    if (!row) throw Object.assign(new Error('not found'), { statusCode: 404 });
    return row;
  };
  const view = (r: { id: number; text: string }) => ({ id: r.id, text: r.text });
  const check = (d: Database) => {
    seen.push(d === db);
  };
  return {
    seen,
    list: async (d: Database, owner: number) => {
      check(d);
      return rows.filter((r) => r.owner === owner).map(view);
    },
    create: async (d: Database, owner: number, b: { text: string }) => {
      check(d);
      const row = { id: rows.length + 1, owner, text: b.text };
      rows.push(row);
      return view(row);
    },
    get: async (d: Database, owner: number, id: number) => {
      check(d);
      return view(own(owner, id));
    },
    update: async (d: Database, owner: number, id: number, b: { text: string }) => {
      check(d);
      const row = own(owner, id);
      row.text = b.text;
      return view(row);
    },
    remove: async (d: Database, owner: number, id: number) => {
      check(d);
      rows.splice(rows.indexOf(own(owner, id)), 1);
    },
  };
}

describe('crudRoutes', () => {
  let app: FastifyInstance;
  let service: ReturnType<typeof notesService>;
  const db = { marker: 'db' } as unknown as Database;
  const as = (user: number) => ({ 'x-user': String(user) });

  beforeEach(async () => {
    app = Fastify();
    app.decorate('db', db);
    app.decorateRequest('user', null);
    // Stands in for `authenticate`: the signed-in user is whoever the header names.
    app.addHook('onRequest', async (req) => {
      req.user = { id: Number(req.headers['x-user']), username: 'u', roles: [], sessionId: 's' };
    });
    service = notesService(db);
    await app.register(
      async (scope) => {
        const api = scope.withTypeProvider<ZodTypeProvider>();
        api.setValidatorCompiler(validatorCompiler);
        api.setSerializerCompiler(serializerCompiler);
        crudRoutes(api, {
          tags: ['notes'],
          schemas: { item: note, list: z.array(note), create: body, update: body },
          ...service,
        });
      },
      { prefix: '/notes' },
    );
    await app.ready();
  });
  afterEach(() => app.close());

  it('creates with 201, lists, reads and replaces the signed-in user’s items', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: as(1),
      payload: { text: 'a' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 1, text: 'a' });

    const put = await app.inject({
      method: 'PUT',
      url: '/notes/1',
      headers: as(1),
      payload: { text: 'b' },
    });
    expect([put.statusCode, put.json()]).toEqual([200, { id: 1, text: 'b' }]);

    const one = await app.inject({ method: 'GET', url: '/notes/1', headers: as(1) });
    expect([one.statusCode, one.json()]).toEqual([200, { id: 1, text: 'b' }]);
    const list = await app.inject({ method: 'GET', url: '/notes', headers: as(1) });
    expect(list.json()).toEqual([{ id: 1, text: 'b' }]);
    // The services were handed the app's database.
    expect(service.seen).toEqual([true, true, true, true]);
  });

  it('scopes every route by the signed-in user: another user neither sees nor changes the item', async () => {
    await app.inject({ method: 'POST', url: '/notes', headers: as(1), payload: { text: 'a' } });
    expect((await app.inject({ method: 'GET', url: '/notes', headers: as(2) })).json()).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/notes/1',
        headers: as(2),
        ...(method === 'PUT' ? { payload: { text: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('deletes with 204 and no body', async () => {
    await app.inject({ method: 'POST', url: '/notes', headers: as(1), payload: { text: 'a' } });
    const del = await app.inject({ method: 'DELETE', url: '/notes/1', headers: as(1) });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await app.inject({ method: 'GET', url: '/notes/1', headers: as(1) })).statusCode).toBe(
      404,
    );
  });

  it('validates the body and the id against the schemas', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/notes',
      headers: as(1),
      payload: { text: '', extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const badId = await app.inject({ method: 'GET', url: '/notes/x', headers: as(1) });
    expect(badId.statusCode).toBe(400);
  });
});
