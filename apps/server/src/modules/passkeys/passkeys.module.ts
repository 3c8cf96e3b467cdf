import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PasskeyLoginOptions, passkeysLoginRoutes } from './passkeys-login.routes.js';
import { passkeysRoutes } from './passkeys.routes.js';

/** Everything under /api/auth/passkeys. Register with `{ prefix: '/auth/passkeys' }`. */
export const passkeysModule: FastifyPluginAsyncZod<PasskeyLoginOptions> = async (app, opts) => {
  await app.register(passkeysRoutes);
  await app.register(passkeysLoginRoutes, {
    completeSignIn: opts.completeSignIn,
    signInChallenges: opts.signInChallenges,
  });
};
