import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendJson } from './send-json.js';

/**
 * An answer kept in the per-user dashboard cache (60 s, ADR 0006), serialised by its response
 * schema: for reads whose every input is cleared from that cache by the writes that change it
 * (ledger/invalidate.ts) — positions, performance, loans, the budgets month view and the expenses
 * summary. Without a registered cache (some test apps), computed each time.
 */
export async function sendCached<S extends z.ZodType>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  cached: { userId: number; variant: string; schema: S },
  compute: () => Promise<z.output<S>>,
) {
  const json = async () => JSON.stringify(z.encode(cached.schema, await compute()));
  const cache = app.hasDecorator('dashboardCache') ? app.dashboardCache : undefined;
  const body = cache ? await cache.getOrCompute(cached.userId, cached.variant, json) : await json();
  return sendJson(req, reply, body);
}
