import type { SecondFactorMethod, TwoFactorChallenge } from '@wealthlog/core';
import type { DbOrTx } from '../../db/client.js';
import { createSignInChallenge, type FirstStep } from './challenges.js';
import { findTotp, hasPasskey } from './two-factor.repository.js';

/**
 * Asked by the auth area once a first step (the password, Google) proved the user: null when the
 * user has no second factor (the sign-in completes), else the challenge the login answers with —
 * no session, no cookie. `methods` lists what the second step accepts, so the web page offers
 * exactly those (a passkey when the user has one).
 */
export async function secondStepFor(
  db: DbOrTx,
  userId: number,
  via: FirstStep,
): Promise<TwoFactorChallenge | null> {
  const totp = await findTotp(db, userId);
  if (!totp?.enabledAt) return null;
  const methods: SecondFactorMethod[] = ['totp', 'recovery'];
  if (await hasPasskey(db, userId)) methods.push('passkey');
  const challengeToken = await createSignInChallenge(db, userId, via);
  return { twoFactorRequired: true, challengeToken, methods };
}
