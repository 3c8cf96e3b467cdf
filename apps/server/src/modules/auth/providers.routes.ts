import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../http/endpoint-route.js';

/**
 * Public and secret-free: it only says whether the "Sign in with Google" button would work, so
 * the web app does not show a button that answers 404.
 */
export const providersRoutes: FastifyPluginAsyncZod<{ google: boolean }> = async (app, opts) => {
  route(app, 'auth.providers.list', {
    tags: ['auth'],
    public: true,
    handler: () => ({ google: opts.google }),
  });
};
