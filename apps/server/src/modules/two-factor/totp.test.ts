import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';
import { acceptedStep, codeAt, newTotpSecret, otpauthUrl, stepAt } from './totp.js';

const secret = newTotpSecret();
// A fixed moment in the middle of a 30-second step, so ±1 step is unambiguous.
const NOW = 1_800_000_015_000;
const STEP = stepAt(NOW);
const at = (steps: number) => NOW + steps * 30_000;

describe('TOTP step logic (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it('accepts the current code and says its step', () => {
    expect(codeAt(secret, NOW)).toMatch(/^\d{6}$/);
    expect(acceptedStep(secret, codeAt(secret, NOW), null, NOW)).toBe(STEP);
  });

  it('accepts a code one step early or late (clock drift) and refuses two steps off', () => {
    expect(acceptedStep(secret, codeAt(secret, at(-1)), null, NOW)).toBe(STEP - 1);
    expect(acceptedStep(secret, codeAt(secret, at(1)), null, NOW)).toBe(STEP + 1);
    expect(acceptedStep(secret, codeAt(secret, at(-2)), null, NOW)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, at(2)), null, NOW)).toBeNull();
  });

  it('refuses a replay: the code of the last accepted step or an earlier one', () => {
    expect(acceptedStep(secret, codeAt(secret, NOW), STEP, NOW)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, at(-1)), STEP, NOW)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, at(1)), STEP, NOW)).toBe(STEP + 1);
    expect(acceptedStep(secret, codeAt(secret, NOW), STEP - 1, NOW)).toBe(STEP);
  });

  it('refuses a wrong code and another secret’s code', () => {
    const right = codeAt(secret, NOW);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptedStep(secret, wrong, null, NOW)).toBeNull();
    expect(acceptedStep(newTotpSecret(), right, null, NOW)).toBeNull();
  });

  it('writes the otpauth URL apps scan: issuer WealthLog, the username, SHA1/6/30', () => {
    const url = new URL(otpauthUrl(secret, 'alice'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/WealthLog:alice');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'WealthLog',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe('recovery codes', () => {
  it('are 10 distinct xxxxx-xxxxx codes without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces and dashes; never the code itself', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(` ${code!.toUpperCase().replace('-', ' ')} `)).toBe(hash);
    expect(normalizeRecoveryCode('AbCdE-fGhJk')).toBe('abcdefghjk');
  });
});
