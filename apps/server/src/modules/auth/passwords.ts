import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet: m=19 MiB, t=2,
 * p=1). Measured on the dev machine (2 vCPU, Node 20): one hash ≈ 20 ms median (10–125 ms over
 * 10 runs), one verify ≈ 22 ms, so the event loop is never blocked (the work runs on libuv's pool).
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * True when a stored hash was made with other settings than ARGON2_OPTIONS (a weaker past choice,
 * or another algorithm): login then rehashes the password it has just verified, so raising the
 * cost reaches every user who signs in without a reset.
 */
export function needsRehash(passwordHash: string): boolean {
  // PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash
  const [, algorithm, , params] = passwordHash.split('$');
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return algorithm !== 'argon2id' || params !== `m=${memoryCost},t=${timeCost},p=${parallelism}`;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `passwordHash`; with no hash (unknown user, OIDC-only user) it
 * verifies against a throw-away hash of the same cost, so "no such user" and "wrong password"
 * take about the same time and cannot be told apart.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false;
  }
}
