import { describe, expect, it } from 'vitest';
import { call } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * Properties in net worth (API.md "Real estate", DESIGN "How everything adds up to net worth"): an
 * illiquid REAL_ESTATE asset, latest valuation on or before each day × share, purchase to sale.
 */
const ctx = withUsers('alice', 'bob');

type Point = { date: string; netWorth: number; assets: number };

describe('a property in net worth', () => {
  it('the day before and after a valuation and a sale, at a 50 % share', async () => {
    const { t, alice } = ctx;
    const res = await call(t, alice, 'POST', '/api/real-estate/properties', {
      name: 'Half a flat',
      kind: 'RENTAL',
      currency: 'EUR',
      purchaseDate: '2025-01-01',
      purchasePrice: 250_000,
      ownershipPct: 50,
    });
    const id = res.json().id as number;
    await call(t, alice, 'POST', `/api/real-estate/properties/${id}/valuations`, {
      date: '2025-06-01',
      value: 270_000,
    });
    await call(t, alice, 'PUT', `/api/real-estate/properties/${id}`, {
      saleDate: '2025-09-01',
      salePrice: 300_000,
    });
    const series = await call(t, alice, 'GET', '/api/dashboard/networth?range=all');
    const points = new Map(
      (series.json().points as Point[]).map((p) => [p.date, p.netWorth] as const),
    );
    // From the purchase: 250,000 × 50 % = 125,000; from the valuation day 270,000 × 50 % = 135,000;
    // from the sale day 0 (the sale's money is booked into an account by the user, if at all).
    expect(points.get('2025-01-01')).toBe(125_000);
    expect(points.get('2025-05-31')).toBe(125_000);
    expect(points.get('2025-06-01')).toBe(135_000);
    expect(points.get('2025-08-31')).toBe(135_000);
    expect(points.get('2025-09-01')).toBe(0);
    // Sold: its realised gain is 300,000 − 250,000 − 0 costs − 0 improvements.
    const sold = await call(t, alice, 'GET', `/api/real-estate/properties/${id}`);
    expect(sold.json().realisedGain).toBe(50_000);
  });

  it('counts in the summary as illiquid REAL_ESTATE, and a valuation refreshes the cached figures', async () => {
    const { t, bob } = ctx;
    const res = await call(t, bob, 'POST', '/api/real-estate/properties', {
      name: 'Home',
      kind: 'RESIDENCE',
      currency: 'EUR',
      purchaseDate: '2025-01-01',
      purchasePrice: 250_000,
    });
    const id = res.json().id as number;
    const before = (await call(t, bob, 'GET', '/api/dashboard/networth/summary')).json();
    expect(before).toMatchObject({ netWorth: 250_000, illiquid: 250_000, liquid: 0 });
    expect(before.byType.REAL_ESTATE).toBe(250_000);
    await call(t, bob, 'POST', `/api/real-estate/properties/${id}/valuations`, {
      date: '2025-06-01',
      value: 270_000,
    });
    const after = (await call(t, bob, 'GET', '/api/dashboard/networth/summary')).json();
    expect(after).toMatchObject({ netWorth: 270_000, illiquid: 270_000 });
    // Deleting it takes it out of net worth.
    await call(t, bob, 'DELETE', `/api/real-estate/properties/${id}`);
    const gone = (await call(t, bob, 'GET', '/api/dashboard/networth/summary')).json();
    expect(gone.netWorth).toBe(0);
  });
});
