import { createHmac } from 'node:crypto';
import { deriveKey, safeEqual } from '../../plugins/auth/tokens.js';

/** An unsubscribe link works this long after its e-mail (a few months of unread mail). */
export const UNSUBSCRIBE_TTL_DAYS = 120;

/**
 * The unsubscribe token: `<userId>.<expiry, unix seconds>.<HMAC>`, the HMAC keyed by a key of its
 * own derived from JWT_SECRET (deriveKey's purpose), so it can do nothing but this one thing and
 * needs no row: forging one needs the secret, and an old one stops at its expiry.
 */
function mac(key: Uint8Array, userId: number, exp: number): string {
  return createHmac('sha256', key)
    .update(`digest-unsubscribe:${userId}:${exp}`)
    .digest('base64url');
}

export function unsubscribeKey(jwtSecret: string | undefined): Uint8Array {
  // server.ts fills JWT_SECRET from DATA_DIR/secrets.json when the env leaves it out.
  if (!jwtSecret) throw new Error('JWT_SECRET is not set');
  return deriveKey(jwtSecret, 'digest-unsubscribe');
}

export function signUnsubscribeToken(key: Uint8Array, userId: number, now = new Date()): string {
  const exp = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_TTL_DAYS * 86_400;
  return `${userId}.${exp}.${mac(key, userId, exp)}`;
}

/** The user the token was signed for, or null when it is malformed, forged or expired. */
export function verifyUnsubscribeToken(
  key: Uint8Array,
  token: string,
  now = new Date(),
): number | null {
  const m = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const userId = Number(m[1]);
  const exp = Number(m[2]);
  if (!safeEqual(m[3]!, mac(key, userId, exp))) return null;
  return exp * 1000 > now.getTime() ? userId : null;
}
