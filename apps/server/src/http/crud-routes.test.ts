import type { CreateRuleBody, RuleItem, UpdateRuleBody } from '@wealthlog/core';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { crudRoutes } from './crud-routes.js';

/** A body the map's create and update schemas for rules accept. */
const rule = (name: string) => ({
  name,
  conditions: [{ field: 'description' as const, op: 'contains' as const, value: 'x' }],
  actions: [{ field: 'category' as const, value: 'Food' }],
});

/** Rules in memory: another user's id is "not found", like the repositories do. */
function rulesService(db: Database) {
  const rows: (RuleItem & { owner: number })[] = [];
  const seen: unknown[] = [];
  const own = (owner: number, id: number) => {
    const row = rows.find((r) => r.id === id && r.owner === owner);
    if (!row) throw Object.assign(new Error('not found'), { statusCode: 404 });
    return row;
  };
  const view = ({ owner: _, ...r }: RuleItem & { owner: number }): RuleItem => r;
  const check = (d: Database) => {
    seen.push(d === db);
  };
  return {
    seen,
    list: async (d: Database, owner: number) => {
      check(d);
      return rows.filter((r) => r.owner === owner).map(view);
    },
    create: async (d: Database, owner: number, b: CreateRuleBody) => {
      check(d);
      const row = {
        ...b,
        id: rows.length + 1,
        owner,
        position: 0,
        match: 'ALL' as const,
        enabled: true,
        createdAt: '2026-01-01T00:00:00.000Z',
      };
      rows.push(row);
      return view(row);
    },
    get: async (d: Database, owner: number, id: number) => {
      check(d);
      return view(own(owner, id));
    },
    update: async (d: Database, owner: number, id: number, b: UpdateRuleBody) => {
      check(d);
      return view(Object.assign(own(owner, id), b));
    },
    remove: async (d: Database, owner: number, id: number) => {
      check(d);
      rows.splice(rows.indexOf(own(owner, id)), 1);
    },
  };
}

describe('crudRoutes', () => {
  let app: FastifyInstance;
  let service: ReturnType<typeof rulesService>;
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
    service = rulesService(db);
    await app.register(
      async (scope) => {
        const api = scope.withTypeProvider<ZodTypeProvider>();
        api.setValidatorCompiler(validatorCompiler);
        api.setSerializerCompiler(serializerCompiler);
        crudRoutes(api, {
          tags: ['rules'],
          keys: {
            list: 'rules.list',
            create: 'rules.create',
            get: 'rules.get',
            update: 'rules.update',
            delete: 'rules.delete',
          },
          ...service,
        });
      },
      { prefix: '/api/rules' },
    );
    await app.ready();
  });
  afterEach(() => app.close());

  it('creates with 201, lists, reads and replaces the signed-in user’s items', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/rules',
      headers: as(1),
      payload: rule('a'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 1, name: 'a' });

    const put = await app.inject({
      method: 'PUT',
      url: '/api/rules/1',
      headers: as(1),
      payload: { name: 'b' },
    });
    expect([put.statusCode, put.json().name]).toEqual([200, 'b']);

    const one = await app.inject({ method: 'GET', url: '/api/rules/1', headers: as(1) });
    expect([one.statusCode, one.json()]).toEqual([200, put.json()]);
    const list = await app.inject({ method: 'GET', url: '/api/rules', headers: as(1) });
    expect(list.json()).toEqual([put.json()]);
    // The services were handed the app's database.
    expect(service.seen).toEqual([true, true, true, true]);
  });

  it('scopes every route by the signed-in user: another user neither sees nor changes the item', async () => {
    await app.inject({ method: 'POST', url: '/api/rules', headers: as(1), payload: rule('a') });
    expect((await app.inject({ method: 'GET', url: '/api/rules', headers: as(2) })).json()).toEqual(
      [],
    );
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/rules/1',
        headers: as(2),
        ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it('deletes with 204 and no body', async () => {
    await app.inject({ method: 'POST', url: '/api/rules', headers: as(1), payload: rule('a') });
    const del = await app.inject({ method: 'DELETE', url: '/api/rules/1', headers: as(1) });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(
      (await app.inject({ method: 'GET', url: '/api/rules/1', headers: as(1) })).statusCode,
    ).toBe(404);
  });

  it('validates the body and the id against the map’s schemas', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/rules',
      headers: as(1),
      payload: { ...rule(''), extra: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const badId = await app.inject({ method: 'GET', url: '/api/rules/x', headers: as(1) });
    expect(badId.statusCode).toBe(400);
  });
});
