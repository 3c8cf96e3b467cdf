import {
  loanScheduleSchema,
  loanSchema,
  networthSeriesSchema,
  propertySchema,
} from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/ledger.js';
import { refreshBackdatedExtras } from './loans.backdated.js';
import { withUsers } from '../../test/users.js';

/**
 * Against real PostgreSQL: an extra dated before the loan was entered applies on its own
 * day in the schedule and in net worth alike (ADR 0013); a mortgage linked to its property, and
 * unlinked, shows in the property's responses. Carol owns nothing else: her net worth is the loan.
 */
const ctx = withUsers('carol');

// The case that was reported: 90,000 at 5 % over 120 months, first payment 2023-02-20. Entered
// today (after 2024-12-21, so rows 1–23 are counted as made before entry).
const repro = {
  name: 'Flat',
  direction: 'BORROWED',
  kind: 'MORTGAGE',
  currency: 'EUR',
  principal: 90_000,
  annualRate: 5,
  termMonths: 120,
  startDate: '2023-01-20',
  firstPaymentDate: '2023-02-20',
  frequency: 'MONTHLY',
  method: 'ANNUITY',
  dayCount: 'THIRTY_360',
};

describe('an extra payment dated before the loan was entered', () => {
  it('is on its own day in the schedule and in net worth, which agree on 2024-12-21', async () => {
    const { t, carol } = ctx;
    const created = await call(t, carol, 'POST', '/api/loans', repro);
    expect(created.statusCode, created.body).toBe(201);
    const id = loanSchema.parse(created.json()).id;
    const extra = await call(t, carol, 'POST', `/api/loans/${id}/payments`, {
      date: '2024-07-20',
      amount: 5000,
      extra: true,
      mode: 'REDUCE_PAYMENT',
    });
    expect(extra.statusCode, extra.body).toBe(201);

    const s = loanScheduleSchema.parse(
      (await call(t, carol, 'GET', `/api/loans/${id}/schedule`)).json(),
    );
    // The 5,000 on row 18 (2024-07-20, its day); 954.59 until then, 894.32 from row 19 (core's
    // test derives it: PMT(5 %/12, 102, 79,189.56 − 5,000)); 71,239.09 after row 23.
    expect(s.rows[17]).toMatchObject({ date: '2024-07-20', extra: 5000, payment: 954.59 });
    expect(s.rows[18]).toMatchObject({ payment: 894.32, status: 'PAID' });
    expect(s.rows[22]).toMatchObject({ date: '2024-12-20', balance: 71_239.09, status: 'PAID' });
    expect(s.rows.filter((r) => r.extra > 0)).toHaveLength(1);

    // Net worth counts the same balance on 2024-12-21: −71,239.09 (not 76,040.26 − 5,000). The
    // range=all series is thinned over years, so read the per-day table it sums (ADR 0013).
    const { rows } = await t.app.pool.query<{ balance: string }>(
      `SELECT sum(delta)::text AS balance FROM loan_balance_days
       WHERE loan_id = $1 AND day <= '2024-12-21'`,
      [id],
    );
    expect(Number(rows[0]!.balance)).toBe(-71_239.09);
    const series = networthSeriesSchema.parse(
      (await call(t, carol, 'GET', '/api/dashboard/networth?range=all')).json(),
    );
    for (const point of series.points.filter((p) => p.date <= '2024-12-21').slice(-1))
      expect(point.netWorth).toBe(-Number(s.rows.findLast((r) => r.date <= point.date)!.balance));
    // And on every day the schedule and net worth agree: the last point is the loan's outstanding.
    const loan = loanSchema.parse((await call(t, carol, 'GET', `/api/loans/${id}`)).json());
    expect(series.points.at(-1)!.netWorth).toBe(-loan.outstanding);
  });

  it('stored before the rule, its balance steps are written again at start-up', async () => {
    const { t, carol } = ctx;
    const id = loanSchema.parse((await call(t, carol, 'POST', '/api/loans', repro)).json()).id;
    await call(t, carol, 'POST', `/api/loans/${id}/payments`, {
      date: '2024-07-20',
      amount: 5000,
      extra: true,
      mode: 'REDUCE_PAYMENT',
    });
    const balanceOn = async (day: string) => {
      const { rows } = await t.app.pool.query<{ balance: string | null }>(
        'SELECT sum(delta)::text AS balance FROM loan_balance_days WHERE loan_id = $1 AND day <= $2',
        [id, day],
      );
      return Number(rows[0]!.balance);
    };
    // What the old rule stored: the whole history gone from 2024-12-21 (any stale steps do).
    await t.app.pool.query(
      "DELETE FROM loan_balance_days WHERE loan_id = $1 AND day > '2023-01-20'",
      [id],
    );
    expect(await balanceOn('2024-12-21')).not.toBe(-71_239.09);
    expect((await refreshBackdatedExtras(t.app.db)).size).toBeGreaterThan(0);
    expect(await balanceOn('2024-12-21')).toBe(-71_239.09);
  });

  it('a mortgage linked to its property shows in the property, and unlinks', async () => {
    const { t, carol } = ctx;
    const res = await call(t, carol, 'POST', '/api/real-estate/properties', {
      name: 'Flat',
      kind: 'RENTAL',
      currency: 'EUR',
      purchaseDate: '2023-01-20',
      purchasePrice: 150_000,
    });
    expect(res.statusCode, res.body).toBe(201);
    const property = propertySchema.parse(res.json());
    const loan = loanSchema.parse(
      (await call(t, carol, 'POST', '/api/loans', { ...repro, propertyId: property.id })).json(),
    );
    expect(loan.propertyId).toBe(property.id);
    const read = async () =>
      propertySchema.parse(
        (await call(t, carol, 'GET', `/api/real-estate/properties/${property.id}`)).json(),
      );
    expect((await read()).loanIds).toEqual([loan.id]);
    const unlink = await call(t, carol, 'PUT', `/api/loans/${loan.id}`, { propertyId: null });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(loanSchema.parse(unlink.json()).propertyId).toBeNull();
    expect((await read()).loanIds).toEqual([]);
  });
});
