import type { SecondFactorMethod } from '@wealthlog/core';

// A plain list, not core's zod enum: the sign-in page is in the first download, zod is not.
const KNOWN: readonly SecondFactorMethod[] = ['totp', 'recovery', 'passkey'];
const isMethod = (m: string): m is SecondFactorMethod => (KNOWN as readonly string[]).includes(m);

export interface PendingChallenge {
  challengeToken: string;
  methods: SecondFactorMethod[];
}

/**
 * After Google, a user with two-step sign-in on lands on /login#twoFactor=<token>&methods=…: the
 * challenge rides in the fragment, which no server sees. Read once, then dropped from the address
 * (and so from history) at once.
 */
export function takeChallengeFromHash(): PendingChallenge | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const challengeToken = params.get('twoFactor');
  if (!challengeToken) return null;
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
  const methods = (params.get('methods') ?? 'totp').split(',').filter(isMethod);
  return { challengeToken, methods };
}
