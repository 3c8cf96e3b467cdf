import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../areas/services.js';
import { mailerPlugin } from '../../plugins/mailer.js';
import { authRoutes } from './auth.routes.js';
import { googleRoutes } from './google.routes.js';
import { scheduleAuthSweep } from './housekeeping.js';
import type { OidcService } from './oidc.service.js';
import { providersRoutes } from './providers.routes.js';
import { recoveryRoutes } from './recovery.routes.js';
import { sessionsRoutes } from './sessions.routes.js';

export interface AuthModuleOptions {
  /** null when OIDC is not configured (GET /google answers 404 SYS_002). */
  oidc: OidcService | null;
  /** The two-factor area's: whether a sign-in needs a second step (and its challenge). */
  secondStep: Services['secondStep'];
}

/** Everything under /api/auth. Register with `{ prefix: '/auth' }`. */
export const authModule: FastifyPluginAsyncZod<AuthModuleOptions> = async (app, opts) => {
  // app.ts normally provides the mailer; this keeps the module whole if it does not.
  if (!app.hasDecorator('mailer')) await app.register(mailerPlugin);
  await app.register(authRoutes, {
    secondStep: opts.secondStep,
  });
  await app.register(recoveryRoutes);
  await app.register(sessionsRoutes);
  await app.register(googleRoutes, { oidc: opts.oidc, secondStep: opts.secondStep });
  await app.register(providersRoutes, { google: opts.oidc !== null });
  scheduleAuthSweep(app);
};
