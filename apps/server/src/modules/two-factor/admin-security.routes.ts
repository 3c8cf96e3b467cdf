import { AppError } from '@wealthlog/core';
import { route } from '../../http/endpoint-route.js';
import { noContent, userId } from '../../http/route-helpers.js';
import { recordActivity } from '../../lib/activity.js';
import { adminOnly } from '../../plugins/auth.js';
import { clientOrigin } from './origin.js';
import * as repo from './two-factor.repository.js';

const tags = ['admin'];

/** /api/admin: the "require two-step sign-in" switch and a user's second factors reset. ADMIN only. */
export const adminSecurityRoutes = adminOnly(async (app) => {
  route(app, 'twoFactor.admin.get', {
    tags,
    handler: async () => ({ requireTwoFactor: await repo.readRequireTwoFactor(app.db) }),
  });

  route(app, 'twoFactor.admin.update', {
    tags,
    summary:
      'Requires two-step sign-in of everyone: users without it are led to set it up at their next ' +
      'sign-in (their user carries `twoFactorSetupRequired`)',
    handler: async (req) => {
      await repo.writeRequireTwoFactor(app.db, req.body.requireTwoFactor);
      req.log.info(
        { event: 'require_two_factor_changed', on: req.body.requireTwoFactor, by: userId(req) },
        'Two-step sign-in requirement changed',
      );
      return { requireTwoFactor: req.body.requireTwoFactor };
    },
  });

  route(app, 'twoFactor.admin.reset', {
    tags,
    summary:
      'For a user who lost their phone: their authenticator app, recovery codes and passkeys are ' +
      'removed, so they sign in with the password alone (and set up again)',
    handler: async (req, reply) => {
      const target = await repo.findAccount(app.db, req.params.id);
      if (!target) throw AppError.notFound();
      await app.db.transaction(async (tx) => {
        await repo.deleteSecondFactors(tx, target.id, true);
        await recordActivity(
          tx,
          { userId: target.id, event: 'admin_two_factor_reset', actorId: userId(req) },
          clientOrigin(req),
        );
      });
      return noContent(reply);
    },
  });
});
