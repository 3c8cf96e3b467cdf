import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import type { OidcService } from './oidc.service.js';

// Never called here: only its presence matters.
const idp: OidcService = {
  beginLogin: async () => ({
    url: 'https://idp.example/a',
    state: 's',
    codeVerifier: 'v',
    nonce: 'n',
  }),
  finishLogin: async () => {
    throw new Error('not used');
  },
};

let withGoogle: TestApp;
let without: TestApp;
beforeAll(async () => {
  [withGoogle, without] = await Promise.all([
    createTestApp({}, undefined, { oidc: idp }),
    createTestApp({}, undefined, { oidc: null }),
  ]);
});
afterAll(async () => {
  await Promise.all([withGoogle?.close(), without?.close()]);
});

describe('GET /api/auth/providers', () => {
  it('says google: true when OIDC is configured, without signing in', async () => {
    const res = await withGoogle.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true });
  });

  it('says google: false when it is not (and /google answers 404 then)', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: false });
    const google = await without.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(google.statusCode).toBe(404);
  });
});
