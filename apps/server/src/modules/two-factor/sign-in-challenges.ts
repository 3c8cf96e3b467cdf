import {
  askPasskey,
  consumeChallenge,
  countWrongCode,
  findLiveChallenge,
  takePasskeyChallenge,
} from './challenges.js';

/**
 * The second step's challenge, lent to the passkeys area (service `signInChallenges`) so that a
 * passkey can answer it: the same token, the same five wrong tries, the same single use as a code.
 */
export const signInChallenges = {
  /** The live challenge behind the login answer's token; null when unknown, used or expired. */
  find: findLiveChallenge,
  /** Keeps the WebAuthn challenge of the passkey prompt just sent for this sign-in. */
  askPasskey,
  /** Takes that WebAuthn challenge, once. */
  takePasskeyChallenge,
  /** One more wrong answer (the fifth ends the challenge). */
  countWrong: countWrongCode,
  /** Uses the challenge up; false when another request already did. */
  consume: consumeChallenge,
};
