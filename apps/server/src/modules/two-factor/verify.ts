import { AppError, type TwoFactorVerifyBody } from '@wealthlog/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordActivity } from '../../lib/activity.js';
import type { RequestOrigin } from '../../lib/activity.js';
import { consumeChallenge, countWrongCode, findLiveChallenge } from './challenges.js';
import { hashRecoveryCode } from './recovery-codes.js';
import { acceptedStep } from './totp.js';
import { claimStep, findTotp, useRecoveryCode } from './two-factor.repository.js';

export interface PassedStep {
  userId: number;
  method: 'totp' | 'recovery';
}

/**
 * Checks the second step of a sign-in: the challenge must be live, the code right (and not a
 * replay), or the recovery code one of the user's unused ones. A wrong code counts against the
 * challenge (5 end it), the user and the IP (429 past the limit) and is logged. On success the
 * challenge is used up; the caller then completes the sign-in.
 */
export async function passSecondStep(
  app: FastifyInstance,
  req: FastifyRequest,
  body: TwoFactorVerifyBody,
  origin: RequestOrigin,
): Promise<PassedStep> {
  const challenge = await findLiveChallenge(app.db, body.challengeToken);
  // Unknown, expired, used or worn out: the first step must be done again.
  if (!challenge) throw new AppError('AUTH_003');
  const { userId } = challenge;
  const limits = app.hasDecorator('rateLimits') ? app.rateLimits : undefined;
  await limits?.secondFactorAttempt(origin.ip ?? '', userId);

  const method = body.recoveryCode !== undefined ? 'recovery' : 'totp';
  const ok =
    method === 'recovery'
      ? await useRecoveryCode(app.db, userId, hashRecoveryCode(body.recoveryCode!))
      : await totpPasses(app, userId, body.code!);
  if (!ok) {
    await countWrongCode(app.db, challenge.id);
    await recordActivity(
      app.db,
      { userId, event: 'sign_in_failed', detail: { step: method } },
      origin,
    );
    req.log.warn({ event: 'second_step_failed', userId, method, ip: origin.ip }, 'Wrong code');
    throw new AppError('AUTH_001');
  }
  if (!(await consumeChallenge(app.db, challenge.id))) throw new AppError('AUTH_003');
  await limits?.secondFactorSucceeded(userId);
  if (method === 'recovery')
    await recordActivity(app.db, { userId, event: 'recovery_code_used' }, origin);
  return { userId, method };
}

async function totpPasses(app: FastifyInstance, userId: number, code: string) {
  const totp = await findTotp(app.db, userId);
  if (!totp?.enabledAt) return false;
  const step = acceptedStep(totp.secret, code, totp.lastStep);
  return step !== null && (await claimStep(app.db, userId, step));
}
