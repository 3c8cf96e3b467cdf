import pg from 'pg';
import { expect } from 'vitest';
import { summarySql, summaryTotalsSql, type TotalsGroup } from '../modules/reports/reports.sql.js';
import { createTestDatabase, type TestDatabase } from './db.js';
import { seedAccount, seedRates } from './ledger-sql.js';
import { readExpenseTotals } from '../ledger/expense-totals.js';

/**
 * The data and helpers of the expense totals tests (ADR 0018, 0034): two users, three accounts in
 * EUR, USD and JPY, a few months of spending with a split and a currency without a rate, and only
 * the rates the tests set, for hand calculations.
 */
export type Fixture = Awaited<ReturnType<typeof expenseTotalsFixture>>;

export const ALL: [string, string] = ['2000-01-01', '2030-12-31'];

export async function expenseTotalsFixture() {
  const database: TestDatabase = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const user = async (name: string) => {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (username, email, first_name, last_name) VALUES ($1, $1 || '@x.org', 'U', 'U') RETURNING id`,
      [name],
    );
    return rows[0]!.id;
  };
  const tx = async (
    userId: number,
    account: number,
    type: string,
    amount: string,
    date: string,
    category: string | null,
    description = 'shop',
  ) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO transactions (user_id, account_id, type, amount, date, category, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [userId, account, type, amount, date, category, description],
    );
    return Number(rows[0]!.id);
  };
  const list = async (sql: string, userId: number) =>
    (await pool.query<{ v: string }>(sql, [userId])).rows.map((r) => r.v);
  /** The months in expense_day_fills for a user ('YYYY-MM'). */
  const fills = (userId: number) =>
    list(
      `SELECT to_char(month, 'YYYY-MM') AS v FROM expense_day_fills WHERE user_id = $1 ORDER BY 1`,
      userId,
    );
  /** The days marked by writes for a user ('YYYY-MM-DD', migration 0036). */
  const marked = (userId: number) =>
    list(
      `SELECT to_char(day, 'YYYY-MM-DD') AS v FROM expense_day_dirty WHERE user_id = $1 ORDER BY 1`,
      userId,
    );
  const fillAll = (userId: number) =>
    readExpenseTotals(pool, userId, { base: 'EUR', from: ALL[0], to: ALL[1] }, 'SELECT 1', []);

  const u = await user('u');
  const v = await user('v');
  const open = { type: 'CASH', openingBalance: '10000', openingDate: '2023-12-01' };
  const acc = {
    eur: await seedAccount(pool, u, { ...open, name: 'eur', currency: 'EUR' }),
    usd: await seedAccount(pool, u, { ...open, name: 'usd', currency: 'USD' }),
    jpy: await seedAccount(pool, u, { ...open, name: 'jpy', currency: 'JPY' }),
    v: await seedAccount(pool, v, { ...open, name: 'v', currency: 'EUR' }),
  };
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

  /**
   * The summary of user u over [from, to] read from the totals tables (computing what is missing)
   * must equal the statement over the transactions (summarySql, the reference), in every grouping.
   */
  const expectAsReference = async ([from, to]: [string, string]) => {
    const groups: TotalsGroup[] = ['category', 'month', 'account'];
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
        expect(sort(fromTables), `${from}..${to} ${g} stack=${stack}`).toEqual(sort(reference));
        expect(fromTables.length).toBeGreaterThan(0);
      }
  };
  const close = async () => {
    await pool.end();
    await database.drop();
  };
  return { pool, u, v, acc, user, tx, fills, marked, fillAll, expectAsReference, close };
}
