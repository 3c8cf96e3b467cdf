import { networthSummarySchema } from '@wealthlog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keptBalancesSql } from '../../ledger/networth.sql.js';
import { statementParams } from '../../ledger/networth-range.js';
import { keptFor } from '../../plugins/dashboard-cache.js';
import { call, daysFromToday } from '../../test/ledger.js';
import { type SeededUser, seedEveryArea } from '../../test/seed-every-area.js';
import { withUsers } from '../../test/users.js';
import { networthSummaryJson } from './dashboard.repository.js';

/**
 * Net worth keeps the balances everyday writes do not move (positions, properties, loans) in the
 * dashboard cache (networthSummarySql's `kept`): the summary made with them must be the one made
 * from the tables, after an everyday write too, and a write that moves them must drop them.
 */
const ctx = withUsers('full');
let seeded: SeededUser;
let uid: number;
const today = daysFromToday(0);

const fromTables = () =>
  networthSummaryJson(ctx.t.app.pool, uid, ctx.t.app.ledger.netWorthInputs).then(JSON.parse);
const page = async () => {
  const res = await call(ctx.t, ctx.full, 'GET', '/api/dashboard/networth/summary');
  expect(res.statusCode, res.body).toBe(200);
  return networthSummarySchema.parse(res.json());
};
const write = async (url: string, body: object) => {
  const res = await call(ctx.t, ctx.full, 'POST', url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
};

beforeAll(async () => {
  seeded = await seedEveryArea(ctx.t, ctx.full);
  uid = ctx.full.user.id;
});

describe('net worth with kept balances', () => {
  it('keeps every input but the accounts’ cash, and sums to the figures of the tables', async () => {
    const { rows } = await ctx.t.app.pool.query<{ body: string }>(
      keptBalancesSql(ctx.t.app.ledger.netWorthInputs),
      statementParams(uid, today, today, 'EUR').slice(0, 3),
    );
    const kept = JSON.parse(rows[0]!.body) as { holder: number; type: string }[];
    const types = new Set(kept.map((k) => k.type));
    // The seeded properties, loans and open positions (a holder > 0 is an investment account).
    expect([...types]).toEqual(expect.arrayContaining(['REAL_ESTATE', 'LOAN']));
    expect(kept.some((k) => k.holder === seeded.accounts.broker)).toBe(true);
    const withKept = await networthSummaryJson(
      ctx.t.app.pool,
      uid,
      ctx.t.app.ledger.netWorthInputs,
      keptFor(ctx.t.app, uid),
    );
    expect(JSON.parse(withKept)).toEqual(await fromTables());
  });

  it('after an everyday expense: the kept balances as they were, the cash less the expense', async () => {
    const before = await page();
    await write('/api/transactions', {
      accountId: seeded.accounts.checking,
      type: 'EXPENSE',
      amount: 7,
      date: today,
      category: 'Groceries',
    });
    const after = await page();
    expect(after).toEqual(await fromTables());
    // Only the cash moved (7 EUR in the user's base): every kept type is as it was.
    const { CASH: cashBefore, ...keptBefore } = before.byType;
    const { CASH: cashAfter, ...keptAfter } = after.byType;
    expect(keptAfter).toEqual(keptBefore);
    expect(cashAfter!).toBeLessThan(cashBefore!);
    // Each figure is rounded on its own: the two changes are a cent apart at most.
    const change = before.netWorth - after.netWorth;
    expect(Math.abs(change - (cashBefore! - cashAfter!))).toBeLessThanOrEqual(0.0100001);
  });

  it('drops them when a price moves an open position', async () => {
    const before = await page();
    await write('/api/prices', { instrument: 'BTC', date: today, price: 90_000 });
    const after = await page();
    expect(after).toEqual(await fromTables());
    expect(after.netWorth).not.toBe(before.netWorth);
  });
});
