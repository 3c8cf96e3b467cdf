import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@wealthlog/core';

/** No 0/o, 1/l/i: a code copied from paper is read back without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

function half(): string {
  let out = '';
  for (let i = 0; i < HALF; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A fresh set, shown to the user once: `xxxxx-xxxxx`, ~50 bits each (plenty for single use). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${half()}-${half()}`);
}

/** Case, spaces and dashes are not part of a code: "ABCDE FGHJK" is "abcde-fghjk". */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** What is stored: sha-256 of the normalized code (the codes are random, so no salt is needed). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/** sha-256 of a random token (the sign-in challenge): only its hash is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
