import { afterEach, describe, expect, it } from 'vitest';
import { takeChallengeFromHash } from './challenge-hash';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the challenge after Google, in the address’s fragment', () => {
  it('is read once and dropped from the address; unknown methods are ignored', () => {
    window.history.replaceState(
      null,
      '',
      '/login?redirect=%2Floans#twoFactor=abc_-1&methods=totp,recovery,nope,passkey',
    );
    expect(takeChallengeFromHash()).toEqual({
      challengeToken: 'abc_-1',
      methods: ['totp', 'recovery', 'passkey'],
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Floans');
    expect(takeChallengeFromHash()).toBeNull();
  });

  it('is nothing without a token', () => {
    window.history.replaceState(null, '', '/login#methods=totp');
    expect(takeChallengeFromHash()).toBeNull();
    expect(window.location.hash).toBe('#methods=totp');
  });
});
