import { AppError } from '@wealthlog/core';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Stand-ins for the auth routes (written elsewhere), calling `app.rateLimits` the way they must:
 * login counts the attempt first and resets on success; register counts before creating.
 */
export const rateLimitRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/test/login',
    { schema: { body: z.object({ username: z.string(), password: z.string() }) } },
    async (req) => {
      const { username, password } = req.body;
      await api.rateLimits.loginAttempt(req.ip, username);
      if (password !== 'right') throw new AppError('AUTH_001');
      await api.rateLimits.loginSucceeded(req.ip, username);
      return { ok: true };
    },
  );
  api.post('/test/register', async (req, reply) => {
    await api.rateLimits.registration(req.ip);
    return reply.status(201).send({ ok: true });
  });
  api.get('/test/ping', async () => ({ ok: true }));

  // Like the real authentication preHandler: `req.user` from the bearer token (here the token
  // is the user id), set at route level, so the global limit must run after it.
  const fakeAuth: preHandlerHookHandler = async (req) => {
    const token = req.headers.authorization?.replace(/^Bearer /i, '');
    if (!token) throw new AppError('NO_TOKEN');
    (req as { user?: { id: string } }).user = { id: token };
  };
  api.get('/test/me', { preHandler: fakeAuth }, async (req) => ({
    id: (req as { user?: { id: string } }).user?.id,
  }));
};
