import { authProvidersSchema } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Public and secret-free: it only says whether the "Sign in with Google" button would work, so
 * the web app does not show a button that answers 404.
 */
export const providersRoutes: FastifyPluginAsyncZod<{ google: boolean }> = async (app, opts) => {
  app.get(
    '/providers',
    { schema: { tags: ['auth'], response: { 200: authProvidersSchema } } },
    async () => ({ google: opts.google }),
  );
};
