import { AppError, type passkeyLoginBodySchema } from '@wealthlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../../areas/services.js';
import { recordActivity } from '../../lib/activity.js';
import { requestOrigin } from './client-origin.js';
import * as repo from './passkeys.repository.js';
import type { RelyingParty } from './relying-party.js';
import {
  asJson,
  authenticationOptions,
  signedChallenge,
  verifyAuthentication,
} from './webauthn.js';

type Challenges = Services['signInChallenges'];

/**
 * A passkey as the second step of a sign-in whose first step (the password, Google) is done: it
 * answers the same challenge a code would, under the same rules — the login answer's token, the
 * user's own passkeys only, a wrong answer counted against the challenge (5 end it), the user and
 * the address (429 past the limit), and single use.
 */
export function passkeySecondStep(app: FastifyInstance, rp: RelyingParty, challenges: Challenges) {
  return {
    /** Request options naming only the user's passkeys; their challenge is kept on the sign-in's. */
    async options(challengeToken: string) {
      const live = await challenges.find(app.db, challengeToken);
      if (!live) throw new AppError('AUTH_003');
      const keys = await repo.listPasskeys(app.db, live.userId);
      // No passkey to offer: the page offered this method wrongly, nothing here can pass.
      if (keys.length === 0) throw new AppError('AUTH_001');
      const options = await authenticationOptions(rp, keys);
      if (!(await challenges.askPasskey(app.db, live.id, options.challenge)))
        throw new AppError('AUTH_003');
      return { options: asJson(options) };
    },

    /** The user the signed answer proves (the caller completes the sign-in), or a refusal. */
    async pass(
      req: FastifyRequest,
      body: z.output<typeof passkeyLoginBodySchema> & { challengeToken: string },
    ) {
      const live = await challenges.find(app.db, body.challengeToken);
      if (!live) throw new AppError('AUTH_003');
      const origin = requestOrigin(req);
      await app.rateLimits.secondFactorAttempt(origin.ip ?? '', live.userId);
      const asked = await challenges.takePasskeyChallenge(app.db, live.id);
      const signed = signedChallenge(body.response.response.clientDataJSON);
      const key = await repo.findByCredentialId(app.db, body.response.id);
      const counter =
        asked !== null && signed === asked && key?.userId === live.userId
          ? await verifyAuthentication(rp, body.response, asked, key)
          : null;
      if (counter === null) {
        await challenges.countWrong(app.db, live.id);
        await recordActivity(
          app.db,
          { userId: live.userId, event: 'sign_in_failed', detail: { step: 'passkey' } },
          origin,
        );
        req.log.warn({ event: 'second_step_failed', userId: live.userId, method: 'passkey' });
        throw new AppError('AUTH_001');
      }
      if (!(await challenges.consume(app.db, live.id))) throw new AppError('AUTH_003');
      await repo.markUsed(app.db, key!.id, counter);
      await app.rateLimits.secondFactorSucceeded(live.userId);
      return live.userId;
    },
  };
}
