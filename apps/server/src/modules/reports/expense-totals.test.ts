import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryTotalsSql } from './reports.sql.js';
import { seedRates } from '../../test/ledger-sql.js';
import { ALL, expenseTotalsFixture, type Fixture } from '../../test/expense-totals.js';

/**
 * expense_day_totals and expense_month_totals (ADR 0018, 0034) straight in SQL: the summary read
 * from them must answer exactly as the statement over the transactions (summarySql, the
 * reference), and every write the triggers of migrations 0023 and 0036 watch must drop the months
 * or mark the days it changes, and only those, whoever writes.
 */
let f: Fixture;
let pool: Fixture['pool'];
let u: number;
let v: number;
let acc: Fixture['acc'];
const { tx, fills, marked, fillAll, expectAsReference } = {
  tx: (...a: Parameters<Fixture['tx']>) => f.tx(...a),
  fills: (id: number) => f.fills(id),
  marked: (id: number) => f.marked(id),
  fillAll: (id: number) => f.fillAll(id),
  expectAsReference: (r: [string, string]) => f.expectAsReference(r),
};

beforeAll(async () => {
  f = await expenseTotalsFixture();
  ({ pool, u, v, acc } = f);
});
afterAll(() => f.close());

describe('the summary from the totals tables', () => {
  const ranges: [string, string][] = [
    ALL,
    ['2024-01-01', '2024-03-31'],
    ['2024-01-06', '2024-02-15'],
    ['2024-02-15', '2024-02-20'],
    ['2024-01-31', '2024-03-01'],
  ];
  it.each(ranges)(
    'answers %s to %s exactly as the transactions do, in every grouping',
    async (from, to) => {
      await f.expectAsReference([from, to]);
    },
  );

  it('converts each day at its rate, names the currency without one, and counts lines', async () => {
    await fillAll(u);
    const { rows } = await pool.query(summaryTotalsSql('category'), [u, ...ALL, 'EUR', 2]);
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    // 100.10 − 20 refund in EUR; 10 USD ÷ 1.1 (9.0909…) + 10 × 0.8 + 70 × 0.8 on the split line.
    expect(by.groceries).toMatchObject({ expenses: '173.19', income: '20.00', count: 5 });
    // 33.33 USD ÷ 1.1 = 30.30; the 5000 JPY has no rate: left out, named.
    expect(by.dining).toMatchObject({ expenses: '30.30', count: 2, missing: ['JPY'] });
    expect(by.household).toMatchObject({ expenses: '16.00', count: 1 });
  });
});

describe('the triggers of migration 0023', () => {
  it('a transaction marks the days of its old and new dates, for its user only', async () => {
    await fillAll(u);
    await fillAll(v);
    expect(await fills(u)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(await fills(v)).toEqual(['2024-02']);
    const id = await tx(u, acc.eur, 'EXPENSE', '1', '2024-02-02', 'Groceries');
    expect(await marked(u)).toEqual(['2024-02-02']);
    expect(await marked(v)).toEqual([]);
    await pool.query(`UPDATE transactions SET date = '2024-03-03' WHERE id = $1`, [id]);
    expect(await marked(u)).toEqual(['2024-02-02', '2024-03-03']);
    await expectAsReference(['2024-02-01', '2024-03-31']);
    expect(await marked(u)).toEqual([]);
    await pool.query(`DELETE FROM transactions WHERE id = $1`, [id]);
    expect(await marked(u)).toEqual(['2024-03-03']);
    await expectAsReference(ALL);
    // The months stayed computed throughout: only the days were computed again.
    expect(await fills(u)).toEqual(['2024-01', '2024-02', '2024-03']);
  });

  it('a day marked is computed again only when a read covers it', async () => {
    await fillAll(u);
    const id = await tx(u, acc.usd, 'EXPENSE', '12.5', '2024-03-20', 'Fuel');
    await expectAsReference(['2024-01-01', '2024-02-29']);
    expect(await marked(u)).toEqual(['2024-03-20']);
    // A cut range: the month's row is summed again from all its days, not only the range's.
    await expectAsReference(['2024-03-15', '2024-03-25']);
    await expectAsReference(['2024-03-01', '2024-03-31']);
    expect(await marked(u)).toEqual([]);
    await pool.query(`DELETE FROM transactions WHERE id = $1`, [id]);
    // The category's only row of the month goes with its day: no stale 'fuel' line is left.
    await expectAsReference(['2024-03-01', '2024-03-31']);
  });

  it('a statement over more than 7 days drops their months instead', async () => {
    await fillAll(u);
    const days = [1, 3, 5, 7, 9, 11, 13, 15].map((d) => `2024-01-${String(d).padStart(2, '0')}`);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO transactions (user_id, account_id, type, amount, date, category)
       SELECT $1, $2, 'EXPENSE', 1, d::date, 'Bulk' FROM unnest($3::text[]) d RETURNING id`,
      [u, acc.eur, days],
    );
    expect(await fills(u)).toEqual(['2024-02', '2024-03']);
    expect(await marked(u)).toEqual([]);
    await expectAsReference(ALL);
    await pool.query(`DELETE FROM transactions WHERE id = ANY($1)`, [rows.map((r) => r.id)]);
    expect(await fills(u)).toEqual(['2024-02', '2024-03']);
    await fillAll(u);
  });

  it('a split line marks its transaction day', async () => {
    await fillAll(u);
    await pool.query(
      `UPDATE transaction_splits SET amount = amount WHERE user_id = $1 AND position = 1`,
      [u],
    );
    expect(await marked(u)).toEqual(['2024-03-10']);
    expect(await fills(u)).toEqual(['2024-01', '2024-02', '2024-03']);
    await fillAll(u);
  });

  it("a rate drops every month from its own on: its owner's, or everyone's when shared", async () => {
    await fillAll(u);
    await fillAll(v);
    await seedRates(pool, [
      { date: '2024-02-20', base: 'EUR', quote: 'JPY', rate: '160', userId: u },
    ]);
    expect(await fills(u)).toEqual(['2024-01']);
    expect(await fills(v)).toEqual(['2024-02']);
    await fillAll(u);
    const { rows } = await pool.query(summaryTotalsSql('category'), [u, ...ALL, 'EUR', 2]);
    // 5000 JPY ÷ 160 = 31.25 now that the user's own rate converts it.
    expect(rows.find((r) => r.key === 'dining')).toMatchObject({ expenses: '61.55', missing: [] });
    await seedRates(pool, [{ date: '2024-01-20', base: 'EUR', quote: 'USD', rate: '1.2' }]);
    expect(await fills(u)).toEqual([]);
    expect(await fills(v)).toEqual([]);
  });

  it("an account's new currency drops all its user's months", async () => {
    await fillAll(u);
    await pool.query(`UPDATE accounts SET currency = 'GBP' WHERE id = $1`, [acc.jpy]);
    expect(await fills(u)).toEqual([]);
    await pool.query(`UPDATE accounts SET currency = 'JPY' WHERE id = $1`, [acc.jpy]);
  });
});
