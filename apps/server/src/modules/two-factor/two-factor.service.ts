import {
  AppError,
  type RegenerateRecoveryCodesBody,
  TWO_FACTOR_MESSAGES,
  type TwoFactorStatus,
} from '@wealthlog/core';
import type { Database, DbOrTx } from '../../db/client.js';
import { type RequestOrigin, recordActivity } from '../../lib/activity.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp.js';
import * as repo from './two-factor.repository.js';

/** The auth area's password check (service `verifyPassword`): modules never import one another. */
export type PasswordCheck = (hash: string | null | undefined, password: string) => Promise<boolean>;

export interface TwoFactorDeps {
  db: Database;
  verifyPassword: PasswordCheck;
}

// 400 with a field error, not 401: the caller is signed in; a 401 would read as "session gone".
const wrong = (field: 'code' | 'password', message: string) =>
  AppError.validation({ [field]: [message] });

async function account(db: DbOrTx, userId: number) {
  const found = await repo.findAccount(db, userId);
  if (!found) throw new AppError('AUTH_003');
  return found;
}

export async function status(db: DbOrTx, userId: number): Promise<TwoFactorStatus> {
  const [totp, left, required, acct] = await Promise.all([
    repo.findTotp(db, userId),
    repo.recoveryCodesLeft(db, userId),
    repo.readRequireTwoFactor(db),
    account(db, userId),
  ]);
  const totpEnabled = Boolean(totp?.enabledAt);
  return {
    totpEnabled,
    recoveryCodesLeft: totpEnabled ? left : 0,
    required,
    hasPassword: acct.passwordHash !== null,
  };
}

/** A new secret (replacing an unconfirmed one), its otpauth URL and that URL as an SVG QR code. */
export async function setup(db: DbOrTx, userId: number) {
  const acct = await account(db, userId);
  if ((await repo.findTotp(db, userId))?.enabledAt)
    throw new AppError('BUS_004', TWO_FACTOR_MESSAGES.alreadyOn, { status: 409 });
  const secret = newTotpSecret();
  await repo.savePendingSecret(db, userId, secret);
  const url = otpauthUrl(secret, acct.username);
  // Drawn here so the web bundle carries no QR encoder; an SVG scales crisply on any screen.
  const { default: QRCode } = await import('qrcode'); // at enrolment, not at start (issue 34)
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrSvg };
}

/** A new set of recovery codes replaces the old, in the caller's transaction; the codes in clear. */
async function issueCodes(tx: DbOrTx, userId: number, origin: RequestOrigin) {
  const codes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
  await recordActivity(tx, { userId, event: 'recovery_codes_generated' }, origin);
  return codes;
}

/** The first right code turns the app on and gives the first set of recovery codes. */
export async function enable(db: Database, userId: number, code: string, origin: RequestOrigin) {
  const totp = await repo.findTotp(db, userId);
  if (!totp) throw wrong('code', TWO_FACTOR_MESSAGES.notSetUp);
  if (totp.enabledAt) throw new AppError('BUS_004', TWO_FACTOR_MESSAGES.alreadyOn, { status: 409 });
  const step = acceptedStep(totp.secret, code, totp.lastStep);
  if (step === null) throw wrong('code', TWO_FACTOR_MESSAGES.codeIncorrect);
  return db.transaction(async (tx) => {
    if (!(await repo.claimStep(tx, userId, step, true)))
      throw wrong('code', TWO_FACTOR_MESSAGES.codeIncorrect);
    await recordActivity(tx, { userId, event: 'totp_enabled' }, origin);
    return { recoveryCodes: await issueCodes(tx, userId, origin) };
  });
}

/**
 * Proves the signed-in user is the owner before a change: the password when they have one, and a
 * current code when `code` is asked for (or when they have no password — signed up with Google —
 * since then the code is the only secret they hold).
 */
async function prove(
  deps: TwoFactorDeps,
  userId: number,
  given: { password?: string; code?: string },
  needCode: boolean,
) {
  const acct = await account(deps.db, userId);
  const totp = await repo.findTotp(deps.db, userId);
  if (!totp?.enabledAt) throw new AppError('BUS_004', TWO_FACTOR_MESSAGES.notOn);
  if (acct.passwordHash !== null) {
    if (given.password === undefined) throw wrong('password', TWO_FACTOR_MESSAGES.passwordRequired);
    if (!(await deps.verifyPassword(acct.passwordHash, given.password)))
      throw wrong('password', TWO_FACTOR_MESSAGES.passwordIncorrect);
  }
  if (!needCode && acct.passwordHash !== null) return;
  if (given.code === undefined) throw wrong('code', TWO_FACTOR_MESSAGES.codeFormat);
  const step = acceptedStep(totp.secret, given.code, totp.lastStep);
  if (step === null || !(await repo.claimStep(deps.db, userId, step)))
    throw wrong('code', TWO_FACTOR_MESSAGES.codeIncorrect);
}

/** Turns the app off: the secret and the recovery codes go (passkeys stay). */
export async function disable(
  deps: TwoFactorDeps,
  userId: number,
  body: { password?: string; code: string },
  origin: RequestOrigin,
) {
  await prove(deps, userId, body, true);
  await deps.db.transaction(async (tx) => {
    await repo.deleteSecondFactors(tx, userId);
    await recordActivity(tx, { userId, event: 'totp_disabled' }, origin);
  });
}

export async function regenerate(
  deps: TwoFactorDeps,
  userId: number,
  body: RegenerateRecoveryCodesBody,
  origin: RequestOrigin,
) {
  await prove(deps, userId, body, false);
  return deps.db.transaction(async (tx) => ({
    recoveryCodes: await issueCodes(tx, userId, origin),
  }));
}
