import { networthSeriesSchema } from '@wealthlog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { NO_LIMITS, signUp } from '../../test/auth.js';
import { seedAccount } from '../../test/ledger-sql.js';
import { loadShippedRates, shippedRates } from './shipped-rates.js';

/** The ECB's whole history ships with the app and is there out of the box, with nothing beside the repository. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_LIMITS);
});
afterAll(async () => t?.close());

const sharedCount = async (where = 'true') =>
  Number(
    (
      await t.app.pool.query(
        `SELECT count(*) AS n FROM fx_rates WHERE user_id IS NULL AND ${where}`,
      )
    ).rows[0].n,
  );

describe('the shipped ECB history', () => {
  it('covers 1999-01-04 to 2025-05-09 and every currency the ECB ever quoted', () => {
    const rates = shippedRates();
    const dates = rates.map((r) => r.date).sort();
    expect(dates[0]).toBe('1999-01-04');
    expect(dates.at(-1)).toBe('2025-05-09');
    // 41 currencies, among them those the euro replaced (CYP, SIT, …) and those the ECB dropped (RUB).
    expect(new Set(rates.map((r) => r.quote)).size).toBe(41);
    expect(rates.find((r) => r.date === '2007-12-31' && r.quote === 'CYP')?.rate).toBe('0.585274');
  });

  it('is loaded as shared rates once per shipped file, keeping rates already stored', async () => {
    // What every test database starts with (the template was loaded once by the global set-up).
    expect(await sharedCount()).toBe(shippedRates().length);
    expect(await loadShippedRates(t.app.db)).toBe(0);

    // A fresh install that had fetched one day from the ECB before the history was shipped.
    await t.app.pool.query(
      `DELETE FROM fx_rates; DELETE FROM app_meta WHERE key = 'fx_shipped_rates'`,
    );
    await t.app.pool.query(
      `INSERT INTO fx_rates (user_id, date, base, quote, rate, source) VALUES (NULL, '2019-05-02', 'EUR', 'USD', 1.1212, 'ecb')`,
    );
    const started = performance.now();
    const loaded = await loadShippedRates(t.app.db);
    console.info(
      `Shipped ECB history: ${loaded} rates loaded in ${Math.round(performance.now() - started)} ms`,
    );
    expect(loaded).toBe(shippedRates().length - 1);
    expect(await sharedCount(`source = 'ecb'`)).toBe(1);
    expect(await loadShippedRates(t.app.db)).toBe(0);
  }, 60_000);
});

describe('net worth in 2019 out of the box', () => {
  it('converts a USD account at the ECB rate of each day under an EUR base', async () => {
    const alice = await signUp(t, 'alice');
    await seedAccount(t.app.pool, alice.user.id, {
      name: 'Dollars',
      type: 'CASH',
      currency: 'USD',
      openingBalance: '1121.20',
      openingDate: '2019-04-30',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/networth?range=all',
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const s = networthSeriesSchema.parse(res.json());
    expect(s.currency).toBe('EUR');
    expect(s.missingRates).toEqual([]);
    const at = (d: string) => s.points.find((p) => p.date === d)?.netWorth;
    // ECB: 1 EUR = 1.1218 USD on 2019-04-30, no fixing on 1 May (a TARGET holiday), 1.1212 on 05-02.
    expect(at('2019-04-30')).toBe(999.47); // 1121.20 / 1.1218 = 999.4652…
    expect(at('2019-05-01')).toBe(999.47); // the latest rate on or before the day: 04-30's
    expect(at('2019-05-02')).toBe(1000); // 1121.20 / 1.1212 = 1000.0000
    expect(at('2019-05-03')).toBe(1005.11); // 1121.20 / 1.1155 = 1005.1098…
  });
});
