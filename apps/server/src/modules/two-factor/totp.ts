import { TOTP as TOTP_SETTINGS } from '@wealthlog/core';
import { Secret, TOTP } from 'otpauth';

/** How many 30-second steps a code may be off (clocks drift, people type slowly): ±1. */
export const DRIFT_STEPS = 1;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), Base32 as apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_SETTINGS.issuer,
    label,
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URL an authenticator app scans: issuer WealthLog, labelled with the username. */
export function otpauthUrl(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The 30-second step `at` falls in (the TOTP counter). */
export function stepAt(at: number): number {
  return Math.floor(at / 1000 / TOTP_SETTINGS.periodSeconds);
}

/** The code of a step (tests and the e2e compute codes the same way). */
export function codeAt(secret: string, at: number): string {
  return totpOf(secret).generate({ timestamp: at });
}

/**
 * The step a code proves, or null when it proves nothing: not the code of the current step or one
 * step either side, or of a step at or before `lastStep` (the last accepted one — a replay: a code
 * seen by someone over the shoulder, or sent twice, must not work again).
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  at: number = Date.now(),
): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = stepAt(at) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
