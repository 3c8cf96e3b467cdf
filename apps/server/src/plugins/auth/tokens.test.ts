import { ACCESS_TOKEN_TTL_SECONDS } from '@wealthlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey, signAccessToken, verifyAccessToken } from './tokens.js';

/**
 * verifyAccessToken keeps the tokens it verified (no second WebCrypto verify for the same token):
 * what it answers must not change for that — an expired token is still refused, a token is still
 * tied to its key, and a forged one is never taken.
 */
const claims = { userId: 7, sessionId: '0b1d6a2e-8a53-4a7e-9a0f-2a4f1f0c7b11' };

afterEach(() => vi.useRealTimers());

describe('verifyAccessToken', () => {
  it('answers the same claims again, until the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const key = deriveKey('a-secret-of-enough-length-for-the-test', 'access');
    const token = await signAccessToken(key, claims);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-03-01T10:00:00Z') + 60_000));
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    // The second after its expiry, as the first verification would refuse it.
    vi.setSystemTime(
      new Date(Date.parse('2026-03-01T10:00:00Z') + ACCESS_TOKEN_TTL_SECONDS * 1000),
    );
    await expect(verifyAccessToken(key, token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    await expect(verifyAccessToken(key, token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('keeps a token tied to the key it was verified with', async () => {
    const key = deriveKey('a-secret-of-enough-length-for-the-test', 'access');
    const other = deriveKey('another-secret-of-enough-length-too', 'access');
    const token = await signAccessToken(key, claims);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    await expect(verifyAccessToken(other, token)).rejects.toMatchObject({ code: 'AUTH_003' });
  });

  it('never takes a token whose signature or claims were changed after one was verified', async () => {
    const key = deriveKey('a-secret-of-enough-length-for-the-test', 'access');
    const token = await signAccessToken(key, claims);
    expect(await verifyAccessToken(key, token)).toEqual(claims);
    const [head, body, sig] = token.split('.') as [string, string, string];
    const flipped = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(verifyAccessToken(key, flipped)).rejects.toMatchObject({ code: 'AUTH_003' });
    const forged = Buffer.from(JSON.stringify({ sub: '8', sid: claims.sessionId, typ: 'access' }));
    await expect(
      verifyAccessToken(key, `${head}.${forged.toString('base64url')}.${sig}`),
    ).rejects.toMatchObject({ code: 'AUTH_003' });
  });
});
