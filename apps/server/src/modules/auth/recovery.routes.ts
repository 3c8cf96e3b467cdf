import {
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  verifyEmailQuerySchema,
} from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authDeps } from './auth.service.js';
import { forgotPassword, resetPassword, verifyEmail } from './recovery.service.js';

const tags = ['auth'];

/** /api/auth: forgot-password, reset-password, verify-email (the e-mailed single-use links). */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);

  app.post(
    '/forgot-password',
    { schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await forgotPassword(deps, req.body.email, req.log);
      return { message: AUTH_MESSAGES.passwordResetRequested };
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      await resetPassword(deps, req.body.token, req.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        querystring: verifyEmailQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (req) => {
      await verifyEmail(deps, req.query.token);
      return { message: AUTH_MESSAGES.emailVerified };
    },
  );
};
