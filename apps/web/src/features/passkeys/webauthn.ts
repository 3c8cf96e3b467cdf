import type { AuthSession, PasskeyLoginBody, PasskeyRegisterBody } from '@wealthlog/core';
import { call } from './api/passkeys';

/**
 * The browser side of the WebAuthn ceremonies. @simplewebauthn/browser is imported only here and
 * only when the user asks (a click), so neither the sign-in page's first download nor the
 * settings page carries it until then.
 */
const browserLib = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (no library needed to tell). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Why a ceremony ended without a passkey: the user closed the prompt, or the key is already here. */
export type CeremonyFailure = 'cancelled' | 'alreadyRegistered' | 'failed';

/** The browser's refusal, as the section explains it (the server's refusals are AppErrors). */
export function ceremonyFailure(error: unknown): CeremonyFailure | null {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'alreadyRegistered';
  return null;
}

/** Options from the server, the browser's prompt, then the new passkey stored under `name`. */
export async function registerPasskey(name: string) {
  const [optionsJSON, { startRegistration }] = await Promise.all([
    call('passkeys.register.options', {}),
    browserLib(),
  ]);
  const response = await startRegistration({
    optionsJSON: optionsJSON as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return call('passkeys.register', {
    body: { name, response: response as unknown as PasskeyRegisterBody['response'] },
  });
}

/**
 * The browser's prompt for options from the server, then its signed answer sent back: a whole
 * username-less sign-in, or (with the login answer's challengeToken) the second step of one.
 */
async function passkeyCeremony(challengeToken?: string): Promise<AuthSession> {
  const body = challengeToken === undefined ? {} : { challengeToken };
  const [{ challengeId, options }, { startAuthentication }] = await Promise.all([
    call('passkeys.login.options', { body }),
    browserLib(),
  ]);
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  const signed = response as unknown as PasskeyLoginBody['response'];
  return call('passkeys.login', {
    body: { ...(challengeId === undefined ? {} : { challengeId }), ...body, response: signed },
  });
}

/** A username-less sign-in: the browser lists this site's passkeys; the chosen one signs. */
export const signInWithPasskey = () => passkeyCeremony();

/** The second step of a sign-in: the browser offers only the user's own passkeys. */
export const passSecondStepWithPasskey = (challengeToken: string) =>
  passkeyCeremony(challengeToken);
