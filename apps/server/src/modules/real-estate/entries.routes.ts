import { AppError, toMoneyNumber } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
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
    { area: 'expenses', kind: 'EXPENSE' },
    { area: 'income', kind: 'INCOME' },
  ] as const;

  for (const { area, kind } of kinds) {
    const one = async (req: FastifyRequest, id: number) => {
      const row = await repo.findEntry(app.db, userId(req), id);
      if (!row) throw AppError.notFound();
      const cur = (await currencies(app.db, userId(req))).get(row.propertyId)!;
      return toEntry(row, cur);
    };

    route(app, `realEstate.${area}.list`, {
      tags,
      handler: async (req) => {
        const rows = await repo.listEntries(app.db, userId(req), kind, req.query);
        const cur = await currencies(app.db, userId(req));
        return rows.map((r) => toEntry(r, cur.get(r.propertyId)!));
      },
    });

    route(app, `realEstate.${area}.create`, {
      tags,
      handler: async (req, reply) => {
        const id = await service.createEntry(app.db, userId(req), kind, req.body);
        return reply.code(201).send(await one(req, id));
      },
    });

    route(app, `realEstate.${area}.update`, {
      tags,
      handler: async (req) => {
        await service.updateEntry(app.db, userId(req), kind, req.params.id, req.body);
        return one(req, req.params.id);
      },
    });

    route(app, `realEstate.${area}.repeat`, {
      tags,
      summary: 'Copies on the same day of each later month up to `until` (at most 120)',
      handler: async (req, reply) => {
        const ids = await service.repeatEntry(
          app.db,
          userId(req),
          kind,
          req.params.id,
          req.body.until,
        );
        return reply.code(201).send(await Promise.all(ids.map((id) => one(req, id))));
      },
    });

    deleteEndpoint(app, `realEstate.${area}.delete`, {
      tags,
      remove: (db, user, { id }) => service.deleteEntry(db, user, kind, id),
    });
  }
};
