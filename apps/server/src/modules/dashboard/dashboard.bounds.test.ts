import { networthSeriesSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/auth.js';
import { withBystander } from '../../test/bystander.js';
import { call, createAccount, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * ADR 0019: all-time net worth of an account opened in 1900 is one point a day (API.md), 46,000
 * of them, about 3.7 MB. Built by PostgreSQL and sent as it is (gzipped when asked), it answers
 * without holding another user's request.
 */
const ctx = withUsers('alice', 'bob');

describe('GET /api/dashboard/networth?range=all from 1900', () => {
  it('one point a day since 1900, gzipped, and bob is unaffected', async () => {
    await createAccount(ctx.t, ctx.alice, {
      name: 'Old',
      type: 'CASH',
      currency: 'EUR',
      balance: 1_000,
      openingDate: '1900-01-01',
    });
    const r = await withBystander(
      () =>
        ctx.t.app.inject({
          method: 'GET',
          url: '/api/dashboard/networth?range=all',
          headers: { ...authed(ctx.alice), 'accept-encoding': 'gzip' },
        }),
      () => call(ctx.t, ctx.bob, 'GET', '/api/account'),
    );
    expect(r.result.statusCode).toBe(200);
    expect(r.result.headers['content-encoding']).toBe('gzip');
    expect(r.p99).toBeLessThan(100);
    const plain = await call(ctx.t, ctx.alice, 'GET', '/api/dashboard/networth?range=all');
    const { points } = networthSeriesSchema.parse(plain.json());
    expect(points[0]).toMatchObject({ date: '1900-01-01', netWorth: 1_000 });
    expect(points.at(-1)).toMatchObject({ date: today(), netWorth: 1_000 });
    expect(points.length).toBeGreaterThan(46_000);
  });
});
