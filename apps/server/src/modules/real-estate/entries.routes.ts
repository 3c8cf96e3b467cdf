import {
  AppError,
  createExpenseBodySchema,
  createIncomeBodySchema,
  expenseQuerySchema,
  idParamsSchema,
  incomeQuerySchema,
  propertyExpenseListSchema,
  propertyExpenseSchema,
  propertyIncomeListSchema,
  propertyIncomeSchema,
  repeatEntryBodySchema,
  toMoneyNumber,
  updateExpenseBodySchema,
  updateIncomeBodySchema,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleted, noContent, security, userId } from '../../http/route-helpers.js';
import type { Executor } from '../../db/client.js';
import * as repo from './entries.repository.js';
import * as service from './entries.service.js';

const tags = ['real-estate'];

/** The answer's amounts in each property's currency (JPY has no cents, KWD three decimals). */
async function currencies(db: Executor, userId: number): Promise<Map<number, string>> {
  const { rows } = await db.execute<{ id: number; currency: string }>(
    sql`SELECT id, currency FROM properties WHERE user_id = ${userId}`,
  );
  return new Map(rows.map((r) => [r.id, r.currency]));
}

function toEntry(r: repo.EntryRow, currency: string) {
  return {
    id: r.id,
    propertyId: r.propertyId,
    date: r.date,
    amount: toMoneyNumber(r.amount, currency),
    // The response schema checks the category against its kind's list; for the compiler, one type
    // that both lists hold keeps a single loop for both kinds.
    category: r.category as 'OTHER',
    description: r.description,
    accountId: r.accountId,
    transactionId: r.transactionId,
  };
}

/**
 * /expenses and /income under /api/real-estate: the same routes for both kinds. Registered inside
 * realEstateRoutes, so its authentication and dashboard invalidation cover them.
 */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const kinds = [
    {
      path: '/expenses',
      kind: 'EXPENSE',
      query: expenseQuerySchema,
      create: createExpenseBodySchema,
      update: updateExpenseBodySchema,
      one: propertyExpenseSchema,
      list: propertyExpenseListSchema,
    },
    {
      path: '/income',
      kind: 'INCOME',
      query: incomeQuerySchema,
      create: createIncomeBodySchema,
      update: updateIncomeBodySchema,
      one: propertyIncomeSchema,
      list: propertyIncomeListSchema,
    },
  ] as const;

  for (const k of kinds) {
    const one = async (req: FastifyRequest, id: number) => {
      const row = await repo.findEntry(app.db, userId(req), id);
      if (!row) throw AppError.notFound();
      const cur = (await currencies(app.db, userId(req))).get(row.propertyId)!;
      return toEntry(row, cur);
    };

    app.get(
      k.path,
      { schema: { tags, security, querystring: k.query, response: { 200: k.list } } },
      async (req) => {
        const rows = await repo.listEntries(app.db, userId(req), k.kind, req.query);
        const cur = await currencies(app.db, userId(req));
        return rows.map((r) => toEntry(r, cur.get(r.propertyId)!));
      },
    );

    app.post(
      k.path,
      { schema: { tags, security, body: k.create, response: { 201: k.one } } },
      async (req, reply) => {
        const id = await service.createEntry(app.db, userId(req), k.kind, req.body);
        return reply.code(201).send(await one(req, id));
      },
    );

    app.put(
      `${k.path}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: k.update,
          response: { 200: k.one },
        },
      },
      async (req) => {
        await service.updateEntry(app.db, userId(req), k.kind, req.params.id, req.body);
        return one(req, req.params.id);
      },
    );

    app.post(
      `${k.path}/:id/repeat`,
      {
        schema: {
          tags,
          security,
          summary: 'Copies on the same day of each later month up to `until` (at most 120)',
          params: idParamsSchema,
          body: repeatEntryBodySchema,
          response: { 201: k.list },
        },
      },
      async (req, reply) => {
        const ids = await service.repeatEntry(
          app.db,
          userId(req),
          k.kind,
          req.params.id,
          req.body.until,
        );
        return reply.code(201).send(await Promise.all(ids.map((id) => one(req, id))));
      },
    );

    app.delete(
      `${k.path}/:id`,
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: deleted,
        },
      },
      async (req, reply) => {
        await service.deleteEntry(app.db, userId(req), k.kind, req.params.id);
        return noContent(reply);
      },
    );
  }
};
