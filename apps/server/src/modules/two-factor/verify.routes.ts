import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../areas/services.js';
import { route } from '../../http/endpoint-route.js';
import { clientOrigin } from './origin.js';
import { passSecondStep } from './verify.js';

export interface VerifyRoutesOptions {
  completeSignIn: Services['completeSignIn'];
}

/** POST /api/auth/2fa/verify: the second step of a sign-in; public (there is no session yet). */
export const verifyRoutes: FastifyPluginAsyncZod<VerifyRoutesOptions> = async (app, opts) => {
  route(app, 'twoFactor.verify', {
    tags: ['two-factor'],
    summary:
      'The second step: the challenge of the login answer with a current code (or an unused ' +
      'recovery code) → the login answer. Wrong code 401 AUTH_001 (5 end the challenge: then ' +
      '401 AUTH_003); too many tries 429 RATE_001',
    public: true,
    // The answer holds tokens: never stored for Idempotency-Key replays.
    config: { idempotency: false },
    handler: async (req, reply) => {
      const passed = await passSecondStep(app, req, req.body, clientOrigin(req));
      return opts.completeSignIn(app, req, reply, passed.userId, passed.method);
    },
  });
};
