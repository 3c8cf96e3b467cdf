import { createHash } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  CredentialDeviceType,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { CHALLENGE_TTL_MS } from './challenges.js';
import type { PasskeyRow } from './passkeys.repository.js';
import type { RelyingParty } from './relying-party.js';

/**
 * The library, loaded when a passkey is first used: with its ASN.1 parsers it takes about 200 ms
 * to load, a fifth of the server's start (issue 34), for what most starts never need.
 */
const webauthn = () => import('@simplewebauthn/server');

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
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
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
export async function registrationOptions(
  rp: RelyingParty,
  user: { id: number; username: string },
  existing: readonly PasskeyRow[],
) {
  return (await webauthn()).generateRegistrationOptions({
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
export async function authenticationOptions(rp: RelyingParty, allow: readonly PasskeyRow[] = []) {
  return (await webauthn()).generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'preferred',
    allowCredentials: allow.map(descriptor),
  });
}

/** What a verified registration tells of the new passkey (the part of the library's answer kept). */
export interface RegisteredPasskey {
  credential: {
    id: string;
    publicKey: Uint8Array;
    counter: number;
    transports?: string[] | undefined;
  };
  credentialDeviceType: CredentialDeviceType;
  credentialBackedUp: boolean;
}

/** The new credential, or null when the response does not verify (origin, rpID, challenge…). */
export async function verifyRegistration(
  rp: RelyingParty,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<RegisteredPasskey | null> {
  try {
    const result = await (
      await webauthn()
    ).verifyRegistrationResponse({
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
    const result = await (
      await webauthn()
    ).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
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

/** A key's bytes as base64url without padding (what the library's isoBase64URL writes). */
export const encodeKey = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** The library's options as the JSON they are (its interfaces have no index signature). */
export const asJson = <T extends { challenge: string }>(options: T) =>
  options as unknown as { challenge: string } & Record<string, unknown>;
