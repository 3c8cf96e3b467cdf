import {
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
  timingSafeEqual,
  webcrypto,
} from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, AppError } from '@wealthlog/core';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Random opaque token (refresh, e-mail links): 32 bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store for an opaque token: its sha-256, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newId(): string {
  return randomUUID();
}

/** Constant-time equality of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Keys derived from JWT_SECRET, one per purpose, so a value signed for one use (an OIDC state
 * cookie, a CSRF token) can never pass for another.
 */
export function deriveKey(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`wealthlog:${purpose}`).digest());
}

/**
 * jose imports a raw key into a CryptoKey on every call (about 65 µs each, on every request):
 * import each key once and hand jose the CryptoKey.
 */
const cryptoKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(raw: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = cryptoKeys.get(raw);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    cryptoKeys.set(raw, key);
  }
  return key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await hmacKey(key));
}

/**
 * Access tokens already verified, per key, with their expiry (seconds). WebCrypto's HMAC verify
 * runs as a job on libuv's thread pool: ~0.19 ms of CPU on every authenticated request (a CPU
 * profile of the transactions list at 10 connections: 8 % of the busy time). A verified token's
 * claims never change, it only expires, so a hit is checked against its `exp` as jose checks it.
 * Bounded: past VERIFIED_MAX the oldest entry goes (Map keeps insertion order).
 */
const VERIFIED_MAX = 5_000;
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; exp: number }>>();

/**
 * Verifies an access token. HS256 is pinned (so `alg: none` and RS/HS confusion fail); an expired
 * token is TOKEN_EXPIRED, everything else wrong (signature, nbf, typ, claims) is AUTH_003.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims> {
  let known = verified.get(key);
  if (!known) verified.set(key, (known = new Map()));
  const hit = known.get(token);
  if (hit && hit.exp > Math.floor(Date.now() / 1000)) return hit.claims;
  known.delete(token);
  const claims = await verifyUncached(key, token);
  known.set(token, claims);
  if (known.size > VERIFIED_MAX) known.delete(known.keys().next().value!);
  return claims.claims;
}

async function verifyUncached(
  key: Uint8Array,
  token: string,
): Promise<{ claims: AccessClaims; exp: number }> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) {
      throw new AppError('AUTH_003');
    }
    if (!Number.isInteger(userId) || userId < 1 || userId > 2_147_483_647) {
      throw new AppError('AUTH_003');
    }
    return { claims: { userId, sessionId: payload.sid }, exp: payload.exp! };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    if (AppError.isAppError(err)) throw err;
    throw new AppError('AUTH_003');
  }
}

/** A short-lived signed value of another `typ` (e.g. the OIDC state cookie). */
export async function signTyped(
  key: Uint8Array,
  typ: string,
  data: Record<string, string>,
  ttlSeconds: number,
) {
  return new SignJWT({ ...data, typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await hmacKey(key));
}

export async function verifyTyped(
  key: Uint8Array,
  typ: string,
  token: string,
): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), { algorithms: ['HS256'] });
    return payload.typ === typ ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface AuthKeys {
  /** JWT_SECRET itself signs access tokens (HS256). */
  access: Uint8Array;
  csrf: Uint8Array;
  oidcState: Uint8Array;
  idempotency: Uint8Array;
}

const keyCache = new Map<string, AuthKeys>();

export function authKeys(jwtSecret: string | undefined): AuthKeys {
  // server.ts fills JWT_SECRET from DATA_DIR/secrets.json when the env leaves it out.
  if (!jwtSecret) throw new Error('JWT_SECRET is not set');
  let keys = keyCache.get(jwtSecret);
  if (!keys) {
    keys = {
      access: new TextEncoder().encode(jwtSecret),
      csrf: deriveKey(jwtSecret, 'csrf'),
      oidcState: deriveKey(jwtSecret, 'oidc-state'),
      idempotency: deriveKey(jwtSecret, 'idempotency'),
    };
    keyCache.set(jwtSecret, keys);
  }
  return keys;
}
