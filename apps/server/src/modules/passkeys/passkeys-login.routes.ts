import { AppError } from '@wealthlog/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../areas/services.js';
import { route } from '../../http/endpoint-route.js';
import { recordActivity } from '../../lib/activity.js';
import { requestOrigin } from './client-origin.js';
import { consumeChallenge, storeChallenge } from './challenges.js';
import * as repo from './passkeys.repository.js';
import { relyingPartyFrom } from './relying-party.js';
import { passkeySecondStep } from './second-step.js';
import {
  asJson,
  authenticationOptions,
  signedChallenge,
  userHandle,
  verifyAuthentication,
} from './webauthn.js';

export interface PasskeyLoginOptions {
  /** The auth area's: the one place a session starts once a sign-in is proved. */
  completeSignIn: Services['completeSignIn'];
  /** The two-factor area's: the challenge a passkey answers when it is the second step. */
  signInChallenges: Services['signInChallenges'];
}

const tags = ['passkeys'];
// The answers hold a fresh challenge or tokens: never replayed for an Idempotency-Key.
const config = { idempotency: false };
/**
 * The login limit's key for passkey attempts from one address. A username-less sign-in names no
 * account before it verifies, so the address alone is counted (like the password's failures).
 */
const LIMIT_KEY = '#passkey';

/** Signing in with a passkey, without a username: options, then the signed answer. */
export const passkeysLoginRoutes: FastifyPluginAsyncZod<PasskeyLoginOptions> = async (
  app,
  opts,
) => {
  const rp = relyingPartyFrom(app.config.PUBLIC_URL);
  const secondStep = passkeySecondStep(app, rp, opts.signInChallenges);

  route(app, 'passkeys.login.options', {
    tags,
    public: true,
    summary:
      'WebAuthn request options for a username-less sign-in, with the id of their challenge; ' +
      "with the login answer's challengeToken, for that sign-in's second step (the user's own " +
      'passkeys; 401 AUTH_003 when the challenge is no longer live)',
    config,
    handler: async (req) => {
      const challengeToken = req.body?.challengeToken;
      if (challengeToken !== undefined) return secondStep.options(challengeToken);
      const options = await authenticationOptions(rp);
      const challengeId = await storeChallenge(app.db, 'webauthn_login', options.challenge, null);
      return { challengeId, options: asJson(options) };
    },
  });

  route(app, 'passkeys.login', {
    tags,
    public: true,
    summary:
      'Signs in with the signed answer to the options: the login answer. With challengeToken, ' +
      'the second step of a sign-in: a wrong answer counts like a wrong code (401 AUTH_001, 429)',
    config,
    handler: async (req, reply) => {
      const { challengeToken } = req.body;
      if (challengeToken !== undefined) {
        const userId = await secondStep.pass(req, { ...req.body, challengeToken });
        return opts.completeSignIn(app, req, reply, userId, 'passkey');
      }
      await app.rateLimits.loginAttempt(req.ip, LIMIT_KEY);
      const { response, challengeId } = req.body;
      const challenge = signedChallenge(response.response.clientDataJSON);
      // One answer for every failure: which part failed is not the caller's to learn.
      const refuse = () => new AppError('AUTH_001');
      if (!challenge) throw refuse();
      const live = await consumeChallenge(app.db, {
        kind: 'webauthn_login',
        challenge,
        id: challengeId,
      });
      if (!live) throw refuse();
      const key = await repo.findByCredentialId(app.db, response.id);
      if (!key) throw refuse();
      const handle = response.response.userHandle;
      const handleOk = handle === undefined || handle === encodeHandle(key.userId);
      const counter = handleOk ? await verifyAuthentication(rp, response, challenge, key) : null;
      if (counter === null) {
        await recordActivity(
          app.db,
          { userId: key.userId, event: 'sign_in_failed', detail: { method: 'passkey' } },
          requestOrigin(req),
        );
        throw refuse();
      }
      await repo.markUsed(app.db, key.id, counter);
      await app.rateLimits.loginSucceeded(req.ip, LIMIT_KEY);
      return opts.completeSignIn(app, req, reply, key.userId, 'passkey');
    },
  });

  function encodeHandle(id: number) {
    return Buffer.from(userHandle(rp, id)).toString('base64url');
  }
};
