import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarySql, summaryTotalsSql, type TotalsGroup } from './reports.sql.js';
import { createTestDatabase, type TestDatabase } from '../../test/db.js';
import { seedAccount, seedRates } from '../../test/ledger-sql.js';
import { readExpenseTotals } from '../../ledger/expense-totals.js';

/**
 * expense_day_totals and expense_month_totals (ADR 0018) straight in SQL: the summary read from
 * them must answer exactly as the statement over the transactions (summarySql, the reference),
 * and every write the triggers of migration 0023 watch must drop the months it changes, and only
 * those, whoever writes.
 */
let database: TestDatabase;
let pool: pg.Pool;
let u: number;
let v: number;
const acc: Record<string, number> = {};

async function user(name: string) {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name) VALUES ($1, $1 || '@x.org', 'U', 'U') RETURNING id`,
    [name],
  );
  return rows[0]!.id;
}

async function tx(
  userId: number,
  account: number,
  type: string,
  amount: string,
  date: string,
  category: string | null,
  description = 'shop',
) {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO transactions (user_id, account_id, type, amount, date, category, description)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, account, type, amount, date, category, description],
  );
  return Number(rows[0]!.id);
}

/** The months in expense_day_fills for a user ('YYYY-MM'). */
async function fills(userId: number) {
  const { rows } = await pool.query<{ m: string }>(
    `SELECT to_char(month, 'YYYY-MM') AS m FROM expense_day_fills WHERE user_id = $1 ORDER BY 1`,
    [userId],
  );
  return rows.map((r) => r.m);
}

const ALL: [string, string] = ['2000-01-01', '2030-12-31'];
const fillAll = async (userId: number) =>
  readExpenseTotals(pool, userId, { base: 'EUR', from: ALL[0], to: ALL[1] }, 'SELECT 1', []);

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 4 });
  u = await user('u');
  v = await user('v');
  const open = { type: 'CASH', openingBalance: '10000', openingDate: '2023-12-01' };
  acc.eur = await seedAccount(pool, u, { ...open, name: 'eur', currency: 'EUR' });
  acc.usd = await seedAccount(pool, u, { ...open, name: 'usd', currency: 'USD' });
  acc.jpy = await seedAccount(pool, u, { ...open, name: 'jpy', currency: 'JPY' });
  acc.v = await seedAccount(pool, v, { ...open, name: 'v', currency: 'EUR' });
  // Only this test's rates, for hand calculations (the template holds a bundled rate history).
  await pool.query('DELETE FROM fx_rates');
  await seedRates(pool, [
    { date: '2024-01-01', base: 'EUR', quote: 'USD', rate: '1.1' },
    { date: '2024-02-15', base: 'USD', quote: 'EUR', rate: '0.8' },
  ]);
  await tx(u, acc.eur, 'EXPENSE', '100.10', '2024-01-05', 'Groceries');
  await tx(u, acc.eur, 'INCOME', '20', '2024-01-06', 'groceries', 'refund');
  await tx(u, acc.usd, 'EXPENSE', '33.33', '2024-01-31', 'Dining');
  await tx(u, acc.usd, 'EXPENSE', '10', '2024-02-14', 'Groceries');
  await tx(u, acc.usd, 'EXPENSE', '10', '2024-02-15', 'Groceries');
  await tx(u, acc.jpy, 'EXPENSE', '5000', '2024-02-20', 'Dining');
  await tx(u, acc.eur, 'INCOME', '2500', '2024-03-01', 'Salary', 'employer');
  await tx(u, acc.eur, 'WITHDRAWAL', '50', '2024-03-02', 'Groceries');
  const split = await tx(u, acc.usd, 'EXPENSE', '90', '2024-03-10', null);
  await pool.query(
    `INSERT INTO transaction_splits (transaction_id, position, user_id, category, amount) VALUES
       ($1, 0, $2, 'Groceries', 70), ($1, 1, $2, 'Household', 20)`,
    [split, u],
  );
  await tx(v, acc.v, 'EXPENSE', '7', '2024-02-01', 'Groceries');
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

describe('the summary from the totals tables', () => {
  const ranges: [string, string][] = [
    ALL,
    ['2024-01-01', '2024-03-31'],
    ['2024-01-06', '2024-02-15'],
    ['2024-02-15', '2024-02-20'],
    ['2024-01-31', '2024-03-01'],
  ];
  const groups: TotalsGroup[] = ['category', 'month', 'account'];
  it.each(ranges)(
    'answers %s to %s exactly as the transactions do, in every grouping',
    async (from, to) => {
      for (const g of groups)
        for (const stack of [false, true]) {
          const params = [u, from, to, 'EUR', 2];
          // As numbers (the service reads them so): '0' and '0.00' are the same nothing.
          const sort = (rows: Record<string, unknown>[]) =>
            rows
              .map((r) =>
                JSON.stringify({ ...r, expenses: Number(r.expenses), income: Number(r.income) }),
              )
              .sort();
          const fromTables = await readExpenseTotals<Record<string, unknown>>(
            pool,
            u,
            { base: 'EUR', from, to },
            summaryTotalsSql(g, stack),
            params,
          );
          const reference = (await pool.query(summarySql(g, stack), params)).rows;
          expect(sort(fromTables), `${g} stack=${stack}`).toEqual(sort(reference));
          expect(fromTables.length).toBeGreaterThan(0);
        }
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
  it('a transaction drops the months of its old and new dates, for its user only', async () => {
    await fillAll(u);
    await fillAll(v);
    expect(await fills(u)).toEqual(['2024-01', '2024-02', '2024-03']);
    expect(await fills(v)).toEqual(['2024-02']);
    const id = await tx(u, acc.eur, 'EXPENSE', '1', '2024-02-02', 'Groceries');
    expect(await fills(u)).toEqual(['2024-01', '2024-03']);
    expect(await fills(v)).toEqual(['2024-02']);
    await fillAll(u);
    await pool.query(`UPDATE transactions SET date = '2024-03-03' WHERE id = $1`, [id]);
    expect(await fills(u)).toEqual(['2024-01']);
    await fillAll(u);
    await pool.query(`DELETE FROM transactions WHERE id = $1`, [id]);
    expect(await fills(u)).toEqual(['2024-01', '2024-02']);
  });

  it('a split line drops its transaction month', async () => {
    await fillAll(u);
    await pool.query(
      `UPDATE transaction_splits SET amount = amount WHERE user_id = $1 AND position = 1`,
      [u],
    );
    expect(await fills(u)).toEqual(['2024-01', '2024-02']);
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

  it("a deleted user's months and totals go with them", async () => {
    const w = await user('w');
    const a = await seedAccount(pool, w, {
      type: 'CASH',
      openingBalance: '0',
      openingDate: '2024-01-01',
      name: 'w',
      currency: 'EUR',
    });
    await tx(w, a, 'EXPENSE', '5', '2024-01-02', 'Groceries');
    await fillAll(w);
    const count = async () => {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM expense_day_totals WHERE user_id = $1)
              + (SELECT count(*) FROM expense_month_totals WHERE user_id = $1)
              + (SELECT count(*) FROM expense_day_fills WHERE user_id = $1) AS n`,
        [w],
      );
      return Number(rows[0]!.n);
    };
    expect(await count()).toBe(3);
    // Postings first, as the account deletion does (ADR 0031: no key from them to users).
    await pool.query(`DELETE FROM transactions WHERE user_id = $1`, [w]);
    await pool.query(`DELETE FROM users WHERE id = $1`, [w]);
    expect(await count()).toBe(0);
  });

  it('writes of one user do not wait for each other', async () => {
    const first = await pool.connect();
    try {
      await first.query('BEGIN');
      await first.query(
        `INSERT INTO transactions (user_id, account_id, type, amount, date, category)
         VALUES ($1, $2, 'EXPENSE', 3, '2024-01-11', 'Groceries')`,
        [u, acc.eur],
      );
      // The first write's transaction is open, holding its lock: a second one goes through.
      const id = await tx(u, acc.usd, 'EXPENSE', '4', '2024-02-11', 'Groceries');
      await pool.query(`DELETE FROM transactions WHERE id = $1`, [id]);
      await first.query('ROLLBACK');
    } finally {
      first.release();
    }
  });

  it("a fill in another base leaves the former base's months", async () => {
    await fillAll(u);
    await readExpenseTotals(pool, u, { base: 'USD', from: ALL[0], to: ALL[1] }, 'SELECT 1', []);
    const { rows } = await pool.query<{ base: string; n: number }>(
      `SELECT base, count(*)::int AS n FROM expense_day_fills WHERE user_id = $1 GROUP BY base`,
      [u],
    );
    expect(rows).toEqual([{ base: 'USD', n: 3 }]);
    await fillAll(u);
  });

  it('a user without transactions has no months to compute', async () => {
    const w = await user('empty');
    expect(await fillAll(w)).toEqual([{ '?column?': 1 }]);
    expect(await fills(w)).toEqual([]);
  });

  it('a write waits for a fill in progress, then drops what it stored', async () => {
    await fillAll(u);
    await tx(u, acc.eur, 'EXPENSE', '1', '2024-01-09', 'Groceries');
    const filler = await pool.connect();
    const writer = await pool.connect();
    try {
      // The fill's locks (readExpenseTotals), held while it computes.
      await filler.query('BEGIN');
      await filler.query('SELECT pg_advisory_xact_lock(20018, $1)', [u]);
      await filler.query('SELECT pg_advisory_xact_lock_shared(20018, 0)');
      const write = writer.query(
        `INSERT INTO transactions (user_id, account_id, type, amount, date, category)
         VALUES ($1, $2, 'EXPENSE', 2, '2024-01-10', 'Groceries')`,
        [u, acc.eur],
      );
      // The writer's trigger queues behind the fill's lock.
      await expect
        .poll(async () => {
          const { rows } = await filler.query(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          );
          return rows[0].n;
        })
        .toBe(1);
      // The fill stores January from its snapshot, which lacks the write, and commits.
      await filler.query(
        `INSERT INTO expense_day_fills (user_id, month, base) VALUES ($1, '2024-01-01', 'EUR')`,
        [u],
      );
      await filler.query('COMMIT');
      await write;
      expect(await fills(u)).toEqual(['2024-02', '2024-03']);
    } finally {
      filler.release();
      writer.release();
    }
  });
});
