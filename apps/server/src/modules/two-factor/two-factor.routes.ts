import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { noContent, userId } from '../../http/route-helpers.js';
import { clientOrigin } from './origin.js';
import * as twoFactor from './two-factor.service.js';
import type { PasswordCheck } from './two-factor.service.js';

const tags = ['two-factor'];

export interface TwoFactorRoutesOptions {
  /** The auth area's password check. */
  verifyPassword: PasswordCheck;
}

/** /api/auth/2fa: the signed-in user's authenticator app and recovery codes. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (app, opts) => {
  const deps = { db: app.db, verifyPassword: opts.verifyPassword };
  const preHandler = app.authenticate;

  route(app, 'twoFactor.status', {
    tags,
    preHandler,
    handler: async (req) => twoFactor.status(app.db, userId(req)),
  });

  route(app, 'twoFactor.totp.setup', {
    tags,
    summary:
      'A new secret for an authenticator app (replacing one not yet confirmed): its otpauth URL, ' +
      'and that URL drawn as an SVG QR code (`qrSvg`). 409 when the app is already on',
    preHandler,
    handler: async (req) => twoFactor.setup(app.db, userId(req)),
  });

  route(app, 'twoFactor.totp.enable', {
    tags,
    summary: 'The first right code turns two-step sign-in on; the 10 recovery codes are shown once',
    preHandler,
    handler: async (req) => twoFactor.enable(app.db, userId(req), req.body.code, clientOrigin(req)),
  });

  route(app, 'twoFactor.totp.disable', {
    tags,
    summary:
      'Turns two-step sign-in off (the recovery codes go too). A user without a password ' +
      '(signed up with Google) proves it with the code alone',
    preHandler,
    handler: async (req, reply) => {
      await twoFactor.disable(deps, userId(req), req.body, clientOrigin(req));
      return noContent(reply);
    },
  });

  route(app, 'twoFactor.recoveryCodes.regenerate', {
    tags,
    summary:
      'A new set of 10 recovery codes replaces the old. A user without a password sends a ' +
      'current `code` instead of `password`',
    preHandler,
    handler: async (req) => twoFactor.regenerate(deps, userId(req), req.body, clientOrigin(req)),
  });
};
