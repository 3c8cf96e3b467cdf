import { cashflowResponseSchema, upcomingListSchema } from '@wealthlog/core';
import { describe, expect, it } from 'vitest';
import { balanceOf, call, createAccount, daysFromToday, today } from '../../test/ledger.js';
import { withUsers } from '../../test/users.js';

/**
 * GET /api/recurring/upcoming is one list of what is coming, from every source —
 * recurring items, loan instalments and property rent — and the cash-flow forecast counts exactly
 * that list.
 */
const ctx = withUsers('gina');

describe('GET /api/recurring/upcoming from every source', () => {
  it('lists a loan instalment and the rent beside a recurring item, as the cash flow counts them', async () => {
    const { t, gina } = ctx;
    const acc = await createAccount(t, gina, {
      name: 'Checking',
      type: 'CASH',
      currency: 'EUR',
      balance: 5_000,
      openingDate: daysFromToday(-200),
    });
    const ok = async (url: string, body: Record<string, unknown>) => {
      const res = await call(t, gina, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const gym = await ok('/api/recurring', {
      name: 'Gym',
      accountId: acc.id,
      type: 'EXPENSE',
      amount: 50,
      category: 'Health',
      rrule: 'FREQ=MONTHLY',
      startDate: daysFromToday(3),
      weekend: 'NONE',
    });
    // 12,000 at 0 % over 12 months: 1,000 a month, the first due in 10 days.
    const car = await ok('/api/loans', {
      name: 'Car',
      direction: 'BORROWED',
      kind: 'AUTO',
      currency: 'EUR',
      principal: 12_000,
      annualRate: 0,
      termMonths: 12,
      startDate: daysFromToday(-20),
      firstPaymentDate: daysFromToday(10),
      frequency: 'MONTHLY',
      method: 'ANNUITY',
      dayCount: 'THIRTY_360',
      accountId: acc.id,
    });
    const flat = await ok('/api/real-estate/properties', {
      name: 'Flat',
      kind: 'RENTAL',
      currency: 'EUR',
      purchaseDate: daysFromToday(-100),
      purchasePrice: 200_000,
      monthlyRent: 900,
    });
    // Last month's rent, booked into the account: the next one arrives there on the same day.
    await ok('/api/real-estate/income', {
      propertyId: flat.id,
      date: daysFromToday(-30),
      amount: 900,
      category: 'RENT',
      accountId: acc.id,
    });

    const to = daysFromToday(30);
    const res = await call(t, gina, 'GET', `/api/recurring/upcoming?from=${today()}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = upcomingListSchema.parse(res.json());
    expect(list.find((u) => u.source === 'RECURRING')).toMatchObject({
      recurringId: gym.id,
      name: 'Gym',
      amount: 50,
      date: daysFromToday(3),
    });
    expect(list.find((u) => u.source === 'LOAN')).toMatchObject({
      recurringId: null,
      loanId: car.id,
      name: 'Car',
      amount: 1_000,
      type: 'WITHDRAWAL',
      date: daysFromToday(10),
      accountId: acc.id,
      status: 'DUE',
    });
    const rents = list.filter((u) => u.source === 'RENT' && u.status === 'DUE');
    expect(rents.length).toBeGreaterThanOrEqual(1);
    expect(rents[0]).toMatchObject({
      recurringId: null,
      propertyId: flat.id,
      amount: 900,
      type: 'INCOME',
      accountId: acc.id,
    });
    // The default window (the web's list) holds them too.
    const plain = upcomingListSchema.parse(
      (await call(t, gina, 'GET', '/api/recurring/upcoming')).json(),
    );
    expect(new Set(plain.map((u) => u.source))).toEqual(new Set(['RECURRING', 'LOAN', 'RENT']));

    // The cash flow counts the same list: its items, and today's balance moved by every DUE item.
    const cf = cashflowResponseSchema.parse(
      (await call(t, gina, 'GET', '/api/forecast/cashflow?days=30')).json(),
    );
    expect(cf.items.map((i) => [i.key, i.kind]).sort()).toEqual(
      [
        [`loan:${car.id}`, 'loan'],
        [`recurring:${gym.id}`, 'recurring'],
        [`rent:${flat.id}`, 'rent'],
      ].sort(),
    );
    const sign = { INCOME: 1, DEPOSIT: 1, EXPENSE: -1, WITHDRAWAL: -1, TRANSFER: -1 } as const;
    const moved = list
      .filter((u) => u.status === 'DUE')
      .reduce((s, u) => s + sign[u.type] * u.amount, 0);
    const start = await balanceOf(t, gina, acc.id); // 5,000 + 900
    expect(cf.points.at(-1)!.balance).toBe(Math.round((start + moved) * 100) / 100);
  });
});
