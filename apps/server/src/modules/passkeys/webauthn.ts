import { createHash } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { CHALLENGE_TTL_MS } from './challenges.js';
import type { PasskeyRow } from './passkeys.repository.js';
import type { RelyingParty } from './relying-party.js';

/**
 * The user handle a passkey stores for its account: derived from the user id (stable, so an
 * authenticator replaces a user's older passkey for this site rather than piling them up) and
 * hashed, so the authenticator holds no readable account number.
 */
export function userHandle(rp: RelyingParty, userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`wealthlog:${rp.id}:${userId}`).digest());
}

/** The challenge the browser signed, read from its clientDataJSON; null when unreadable. */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON)) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge !== '' ? data.challenge : null;
  } catch {
    return null;
  }
}

const descriptor = (k: Pick<PasskeyRow, 'credentialId' | 'transports'>) => ({
  id: k.credentialId,
  transports: k.transports,
});

/**
 * Options for a new passkey: discoverable (resident) so that it can sign in without a username,
 * user verification preferred (the device's PIN or biometrics when it has them), no attestation
 * (which device it is does not matter here), and the user's own passkeys excluded so one
 * authenticator is not registered twice.
 */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: number; username: string },
  existing: readonly PasskeyRow[],
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(rp, user.id),
    userName: user.username,
    userDisplayName: user.username,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Options to sign in: any discoverable passkey (`allow` empty), or one of the listed ones. */
export function authenticationOptions(rp: RelyingParty, allow: readonly PasskeyRow[] = []) {
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: allow.map(descriptor),
  });
}

/** The new credential, or null when the response does not verify (origin, rpID, challenge…). */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    return result.verified ? result.registrationInfo : null;
  } catch {
    return null;
  }
}

/** The authenticator's new counter, or null when the signature (or anything around it) fails. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  challenge: string,
  key: PasskeyRow,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: isoBase64URL.toBuffer(key.publicKey),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

export const encodeKey = (bytes: Parameters<typeof isoBase64URL.fromBuffer>[0]) =>
  isoBase64URL.fromBuffer(bytes);

/** The library's options as the JSON they are (its interfaces have no index signature). */
export const asJson = <T extends { challenge: string }>(options: T) =>
  options as unknown as { challenge: string } & Record<string, unknown>;
