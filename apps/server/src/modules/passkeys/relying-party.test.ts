import { describe, expect, it } from 'vitest';
import { canRemovePasskey } from './last-way-in.js';
import { relyingPartyFrom } from './relying-party.js';

describe('relyingPartyFrom', () => {
  it('takes the host name as rpID and the exact origin, port included', () => {
    expect(relyingPartyFrom('https://money.example.com')).toEqual({
      id: 'money.example.com',
      origin: 'https://money.example.com',
      name: 'WealthLog',
    });
    expect(relyingPartyFrom('http://localhost:3000')).toMatchObject({
      id: 'localhost',
      origin: 'http://localhost:3000',
    });
  });

  it('ignores a path, a trailing slash and letter case in the host', () => {
    expect(relyingPartyFrom('https://Example.COM:8443/wealth/')).toMatchObject({
      id: 'example.com',
      origin: 'https://example.com:8443',
    });
  });
});

describe('canRemovePasskey (the last way in)', () => {
  const none = { hasPassword: false, hasOidc: false };
  it('allows it while a password or a linked OIDC identity remains', () => {
    expect(canRemovePasskey({ ...none, hasPassword: true, passkeys: 1 })).toBe(true);
    expect(canRemovePasskey({ ...none, hasOidc: true, passkeys: 1 })).toBe(true);
  });
  it('allows it while another passkey remains, refuses the last one', () => {
    expect(canRemovePasskey({ ...none, passkeys: 2 })).toBe(true);
    expect(canRemovePasskey({ ...none, passkeys: 1 })).toBe(false);
  });
});
