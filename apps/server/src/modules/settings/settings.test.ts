import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { authed, NO_LIMITS, type Signed, signUp } from '../../test/auth.js';

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
  alice = await signUp(t, 'alice');
  bob = await signUp(t, 'bob');
});
afterAll(async () => t?.close());

const get = (s: Signed, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${s.accessToken}` } });
const put = (s: Signed, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: authed(s), payload: payload as object });

describe('general settings', () => {
  it('answers the defaults before any write: system, the user locale, EUR, UTC', async () => {
    await t.app.db.execute(sql`update users set locale = 'fr' where id = ${bob.user.id}`);
    expect((await get(alice, '/api/generalSettings')).json()).toEqual({
      displayMode: 'system',
      language: 'en',
      currency: 'EUR',
      timezone: 'UTC',
    });
    expect((await get(bob, '/api/generalSettings')).json()).toMatchObject({ language: 'fr' });
  });

  it('PUT takes a subset, keeps the rest, and persists', async () => {
    const first = await put(alice, '/api/generalSettings', { displayMode: 'dark' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      displayMode: 'dark',
      language: 'en',
      currency: 'EUR',
      timezone: 'UTC',
    });
    await put(alice, '/api/generalSettings', { currency: 'USD', timezone: 'Europe/Paris' });
    expect((await get(alice, '/api/generalSettings')).json()).toEqual({
      displayMode: 'dark',
      language: 'en',
      currency: 'USD',
      timezone: 'Europe/Paris',
    });
  });

  it("never touches another user's settings", async () => {
    expect((await get(bob, '/api/generalSettings')).json()).toMatchObject({
      displayMode: 'system',
      currency: 'EUR',
    });
  });

  it('refuses bad values and unknown keys with 400 VAL_001 field messages', async () => {
    const res = await put(alice, '/api/generalSettings', { displayMode: 'dim', theme: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: {
        displayMode: ['Display mode must be one of: light, dark, system'],
        theme: ['Theme is not allowed'],
      },
    });
  });

  it('a new base currency reaches the dashboard at once (its 60 s cache is dropped)', async () => {
    const summary = async () => (await get(bob, '/api/dashboard/networth/summary')).json().currency;
    expect(await summary()).toBe('EUR');
    await put(bob, '/api/generalSettings', { currency: 'CHF' });
    expect(await summary()).toBe('CHF');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/generalSettings' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('NO_TOKEN');
  });
});

describe('trading settings', () => {
  it('answers the defaults, money as JSON numbers', async () => {
    const res = await get(alice, '/api/tradingSettings');
    expect(res.json()).toEqual({
      instruments: [],
      patterns: [],
      defaultFees: 0,
      breakEvenMin: -1,
      breakEvenMax: 1,
    });
  });

  it('PUT takes a subset and keeps decimals exact', async () => {
    const res = await put(alice, '/api/tradingSettings', {
      instruments: ['EURUSD', 'AAPL'],
      defaultFees: 1.25,
    });
    expect(res.statusCode).toBe(200);
    await put(alice, '/api/tradingSettings', { patterns: ['Breakout'], breakEvenMax: 2.5 });
    expect((await get(alice, '/api/tradingSettings')).json()).toEqual({
      instruments: ['EURUSD', 'AAPL'],
      patterns: ['Breakout'],
      defaultFees: 1.25,
      breakEvenMin: -1,
      breakEvenMax: 2.5,
    });
  });

  it('refuses duplicates case-insensitively', async () => {
    const res = await put(alice, '/api/tradingSettings', { instruments: ['EURUSD', 'eurusd'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VAL_001',
      errors: { instruments: ['Instruments must not contain duplicates (eurusd)'] },
    });
  });

  it('checks one bound against the stored other one', async () => {
    // Stored: min -1, max 2.5. A min of 3 alone would make min > max.
    const low = await put(alice, '/api/tradingSettings', { breakEvenMin: 3 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'VAL_001',
      errors: { breakEvenMin: ['Break-even min must be less than break-even max'] },
    });
    const high = await put(alice, '/api/tradingSettings', { breakEvenMax: -1 });
    expect(high.json()).toMatchObject({
      errors: { breakEvenMax: ['Break-even min must be less than break-even max'] },
    });
    // Both sent together are judged together, whatever is stored.
    const both = await put(alice, '/api/tradingSettings', { breakEvenMin: 3, breakEvenMax: 4 });
    expect(both.json()).toMatchObject({ breakEvenMin: 3, breakEvenMax: 4 });
    // Nothing of the refused writes was kept.
    expect((await get(alice, '/api/tradingSettings')).json()).toMatchObject({ defaultFees: 1.25 });
  });

  it('against the defaults for a user without a row', async () => {
    const res = await put(bob, '/api/tradingSettings', { breakEvenMax: -1 });
    expect(res.statusCode).toBe(400);
    expect((await get(bob, '/api/tradingSettings')).json().instruments).toEqual([]);
  });
});
