import { AUTH_MESSAGES } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';
import { authDeps } from './auth.service.js';
import { clientInfo } from './client-info.js';
import { forgotPassword, resetPassword, verifyEmail } from './recovery.service.js';

const tags = ['auth'];

/** /api/auth: forgot-password, reset-password, verify-email (the e-mailed single-use links). */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  // All three are public: whoever holds the mailbox (or the e-mailed token) is the one asking.
  route(app, 'auth.password.forgot', {
    tags,
    public: true,
    handler: async (req) => {
      await forgotPassword(deps, req.body.email, req.log);
      return { message: AUTH_MESSAGES.passwordResetRequested };
    },
  });

  route(app, 'auth.password.reset', {
    tags,
    public: true,
    handler: async (req) => {
      await resetPassword(deps, req.body.token, req.body.password, clientInfo(req));
      return { message: AUTH_MESSAGES.passwordReset };
    },
  });

  route(app, 'auth.email.verify', {
    tags,
    public: true,
    handler: async (req) => {
      await verifyEmail(deps, req.query.token);
      return { message: AUTH_MESSAGES.emailVerified };
    },
  });
};
