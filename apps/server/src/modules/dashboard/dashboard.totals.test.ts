import { networthSummarySchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call, createAccount, daysFromToday } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * ADR 0022: one definition of assets, liabilities, liquid and illiquid (core's
 * netWorthComposition). With 10,000 in cash, a flat at 300,000, a mortgage of 200,000 without a
 * plan and 1,500 lent: assets 311,500 (the lent loan included), liabilities 200,000; the donut's
 * slices (assetsByType) add up to assets; liquid + illiquid = assets (100 %).
 */
const ctx = withUsers('dora');

describe('GET /api/dashboard/networth/summary: one definition of the totals', () => {
  it('counts a lent loan in assets and in the donut, and splits assets into liquid + illiquid', async () => {
    const { t, dora } = ctx;
    await createAccount(t, dora, {
      name: 'Checking',
      type: 'CASH',
      currency: 'EUR',
      balance: 10_000,
      openingDate: daysFromToday(-30),
    });
    const flat = await call(t, dora, 'POST', '/api/real-estate/properties', {
      name: 'Flat',
      kind: 'RENTAL',
      currency: 'EUR',
      purchaseDate: daysFromToday(-30),
      purchasePrice: 300_000,
    });
    expect(flat.statusCode).toBe(201);
    const loan = (body: Record<string, unknown>) =>
      call(t, dora, 'POST', '/api/loans', {
        kind: 'PRIVATE',
        currency: 'EUR',
        startDate: daysFromToday(-5),
        method: 'NONE',
        annualRate: 0,
        ...body,
      });
    const owed = await loan({ name: 'Bank', direction: 'BORROWED', principal: 200_000 });
    expect(owed.statusCode, owed.body).toBe(201);
    const lent = await loan({ name: 'To Sam', direction: 'LENT', principal: 1_500 });
    expect(lent.statusCode, lent.body).toBe(201);

    const res = await call(t, dora, 'GET', '/api/dashboard/networth/summary');
    expect(res.statusCode, res.body).toBe(200);
    const s = networthSummarySchema.parse(res.json());
    expect(s).toMatchObject({
      assets: 311_500, // 10,000 + 300,000 + 1,500
      liabilities: 200_000,
      netWorth: 111_500,
      liquid: 10_000,
      illiquid: 301_500, // the flat and the lent loan, before debt
      byType: { CASH: 10_000, REAL_ESTATE: 300_000, LOAN: -198_500 },
    });
    expect(s.assetsByType).toEqual({ CASH: 10_000, LOAN: 1_500, REAL_ESTATE: 300_000 });
    expect(s.liabilitiesByType).toEqual({ LOAN: 200_000 });
    // The donut's total is the Assets card's figure; liquid + illiquid make 100 % of assets.
    const donut = Object.values(s.assetsByType).reduce((a, v) => a + v, 0);
    expect(donut).toBe(s.assets);
    expect(s.liquid + s.illiquid).toBe(s.assets);
    // The series' last point agrees with the summary.
    const series = (await call(t, dora, 'GET', '/api/dashboard/networth?range=30d')).json();
    expect(series.points.at(-1)).toMatchObject({ assets: 311_500, liabilities: 200_000 });
  });
});
