import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccount } from '../../test/ledger-sql.js';
import { readExpenseTotals } from '../../ledger/expense-totals.js';
import { FILL_DAYS_SQL, TAKE_DAYS_SQL } from '../../ledger/expense-totals.sql.js';
import { ALL, expenseTotalsFixture, type Fixture } from '../../test/expense-totals.js';

/**
 * The expense totals (ADR 0018, 0034) over time: what goes with a user, the locks between writes
 * and fills, and a change of base.
 */
let f: Fixture;
let pool: Fixture['pool'];
let u: number;
let acc: Fixture['acc'];
const user = (name: string) => f.user(name);
const tx = (...a: Parameters<Fixture['tx']>) => f.tx(...a);
const fills = (id: number) => f.fills(id);
const marked = (id: number) => f.marked(id);
const fillAll = (id: number) => f.fillAll(id);

beforeAll(async () => {
  f = await expenseTotalsFixture();
  ({ pool, u, acc } = f);
});
afterAll(() => f.close());

describe('the expense totals kept over time', () => {
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

  it('a write waits for a fill in progress, then marks the day it stored', async () => {
    await fillAll(u);
    await tx(u, acc.eur, 'EXPENSE', '1', '2024-01-09', 'Groceries');
    expect(await marked(u)).toEqual(['2024-01-09']);
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
      // The fill computes the marked day from its snapshot, which lacks the write, and commits.
      const { rows } = await filler.query(TAKE_DAYS_SQL, [u, ...ALL, 'EUR']);
      expect(rows).toEqual([{ day: '2024-01-09' }]);
      const day = ['2024-01-09'];
      await filler.query(FILL_DAYS_SQL, [u, day[0], day[0], 'EUR', day]);
      await filler.query('COMMIT');
      await write;
      expect(await marked(u)).toEqual(['2024-01-10']);
    } finally {
      filler.release();
      writer.release();
    }
  });

  it('a month dropped while days of it are marked is computed whole', async () => {
    await fillAll(u);
    await tx(u, acc.usd, 'EXPENSE', '3', '2024-02-03', 'Groceries');
    expect(await marked(u)).toEqual(['2024-02-03']);
    await pool.query(`DELETE FROM expense_day_fills WHERE user_id = $1 AND month = '2024-02-01'`, [
      u,
    ]);
    expect(await marked(u)).toEqual([]);
    await f.expectAsReference(ALL);
  });
});
