import { loanListSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteEndpoint, route } from '../../http/endpoint-route.js';
import { userId } from '../../http/route-helpers.js';
import { invalidateDashboard, invalidateDashboardOnWrites } from '../../ledger/invalidate.js';
import { authenticated } from '../../plugins/auth.js';
import { sendCached } from '../../plugins/cached-json.js';
import { autoPostDue } from './loans.autopost.js';
import { refreshBackdatedExtras } from './loans.backdated.js';
import * as svc from './loans.service.js';
import { loanEventRoutes } from './loans.events.routes.js';
import { totalsOf } from './loans.totals.js';

const tags = ['loans'];
/** Auto-posting runs at start (catching up) and then every hour, so a due day is never missed. */
const AUTO_POST_EVERY_MS = 60 * 60 * 1000;

/** /api/loans (API.md "Loans"). Register with `{ prefix: '/loans' }`. */
export const loanRoutes: FastifyPluginAsyncZod = authenticated(async (app) => {
  // Loans and their payments are part of net worth.
  invalidateDashboardOnWrites(app);

  const autoPost = async () => {
    const users = await autoPostDue(app.db, (loanId, error) =>
      app.log.warn({ loanId, err: error }, 'loan auto-post failed'),
    );
    for (const id of users) await invalidateDashboard(app, id);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    for (const id of await refreshBackdatedExtras(app.db)) await invalidateDashboard(app, id);
    await autoPost();
    timer = setInterval(() => void autoPost().catch(() => undefined), AUTO_POST_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  route(app, 'loans.list', {
    tags,
    summary: 'Every loan, borrowed and lent',
    // Cached (60 s): loan writes, payments and their transactions clear the user's entries.
    handler: (req, reply) =>
      sendCached(
        app,
        req,
        reply,
        { userId: userId(req), variant: 'loans:list', schema: loanListSchema },
        () => svc.listLoans(app.db, userId(req)),
      ),
  });
  route(app, 'loans.totals.get', {
    tags,
    summary: 'Who owes me, whom I owe: outstanding per person',
    handler: async (req) => totalsOf(await svc.listLoans(app.db, userId(req))),
  });
  route(app, 'loans.create', {
    tags,
    summary: 'A new loan',
    handler: async (req, reply) => {
      const id = await svc.createLoan(app.db, userId(req), req.body);
      if (req.body.autoPost)
        await autoPostDue(app.db, undefined, { userId: userId(req), loanId: id });
      return reply.code(201).send(await svc.getLoan(app.db, userId(req), id));
    },
  });
  route(app, 'loans.get', {
    tags,
    summary: 'A loan',
    handler: (req) => svc.getLoan(app.db, userId(req), req.params.id),
  });
  route(app, 'loans.update', {
    tags,
    summary: 'Edit a loan',
    handler: async (req) => {
      await svc.updateLoan(app.db, userId(req), req.params.id, req.body);
      return svc.getLoan(app.db, userId(req), req.params.id);
    },
  });
  deleteEndpoint(app, 'loans.delete', {
    tags,
    summary: 'Delete a loan, its payments and their transactions',
    remove: (db, user, { id }) => svc.deleteLoan(db, user, id),
  });

  route(app, 'loans.schedule.get', {
    tags,
    summary: 'The schedule; with extraAmount and extraDate, a what-if that is not saved',
    handler: (req) => svc.scheduleOf(app.db, userId(req), req.params.id, req.query),
  });

  await app.register(loanEventRoutes);
});
