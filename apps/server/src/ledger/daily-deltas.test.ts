import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/db.js';

/**
 * The triggers of migration 0005 straight in SQL: account_daily_deltas must always equal the
 * ledger (opening balances included), whatever statement changed the transactions.
 */
let database: TestDatabase;
let c: pg.Client;
let userId: number;

async function deltas(accountId: number) {
  const { rows } = await c.query<{ day: string; delta: string }>(
    `SELECT day::text, delta::text FROM account_daily_deltas WHERE account_id = $1 AND delta <> 0 ORDER BY day`,
    [accountId],
  );
  return rows.map((r) => [r.day, r.delta]);
}

async function account(currency: string, opening: string, day = '2024-01-01'): Promise<number> {
  const { rows } = await c.query<{ id: number }>(
    `INSERT INTO accounts (user_id, name, type, currency, opening_balance, opening_date)
     VALUES ($1, 'A', 'CASH', $2, $3, $4) RETURNING id`,
    [userId, currency, opening, day],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  c = new pg.Client({ connectionString: database.url });
  await c.connect();
  const { rows } = await c.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name) VALUES ('u', 'u@x.org', 'U', 'U') RETURNING id`,
  );
  userId = rows[0]!.id;
});
afterAll(async () => {
  await c.end();
  await database.drop();
});

describe('account_daily_deltas triggers', () => {
  it('posts the opening balance on the opening date and follows its edits', async () => {
    const a = await account('EUR', '100');
    expect(await deltas(a)).toEqual([['2024-01-01', '100.00000000']]);
    await c.query(
      `UPDATE accounts SET opening_balance = 80, opening_date = '2024-01-02' WHERE id = $1`,
      [a],
    );
    expect(await deltas(a)).toEqual([['2024-01-02', '80.00000000']]);
  });

  it('follows insert, update (amount, date, account) and delete, transfers on both sides', async () => {
    const eur = await account('EUR', '100');
    const usd = await account('USD', '0');
    await c.query(
      `INSERT INTO transactions (user_id, account_id, type, amount, date) VALUES
         ($1, $2, 'DEPOSIT', 50.25, '2024-01-01'), ($1, $2, 'EXPENSE', 20.10, '2024-01-01')`,
      [userId, eur],
    );
    // 100 + 50.25 - 20.10 = 130.15 on the opening day.
    expect(await deltas(eur)).toEqual([['2024-01-01', '130.15000000']]);
    await c.query(
      `INSERT INTO transactions (user_id, account_id, to_account_id, type, amount, to_amount, date)
       VALUES ($1, $2, $3, 'TRANSFER', 100, 108.50, '2024-01-02')`,
      [userId, eur, usd],
    );
    // EUR -100 on 01-02, USD +108.50 (the amount received).
    expect(await deltas(eur)).toEqual([
      ['2024-01-01', '130.15000000'],
      ['2024-01-02', '-100.00000000'],
    ]);
    expect(await deltas(usd)).toEqual([['2024-01-02', '108.50000000']]);
    // Amount and date of the expense: 01-01 = 100 + 50.25 - 30 = 120.25... moved to 01-03.
    await c.query(
      `UPDATE transactions SET amount = 30, date = '2024-01-03' WHERE type = 'EXPENSE' AND account_id = $1`,
      [eur],
    );
    expect(await deltas(eur)).toEqual([
      ['2024-01-01', '150.25000000'],
      ['2024-01-02', '-100.00000000'],
      ['2024-01-03', '-30.00000000'],
    ]);
    // Moving the deposit to the USD account: EUR loses the +50.25, USD gains it.
    await c.query(
      `UPDATE transactions SET account_id = $2 WHERE type = 'DEPOSIT' AND account_id = $1`,
      [eur, usd],
    );
    expect(await deltas(eur)).toEqual([
      ['2024-01-01', '100.00000000'],
      ['2024-01-02', '-100.00000000'],
      ['2024-01-03', '-30.00000000'],
    ]);
    expect(await deltas(usd)).toEqual([
      ['2024-01-01', '50.25000000'],
      ['2024-01-02', '108.50000000'],
    ]);
    // A description edit changes no figure.
    await c.query(`UPDATE transactions SET description = 'x' WHERE user_id = $1`, [userId]);
    expect(await deltas(usd)).toEqual([
      ['2024-01-01', '50.25000000'],
      ['2024-01-02', '108.50000000'],
    ]);
    await c.query(`DELETE FROM transactions WHERE type = 'TRANSFER'`);
    expect(await deltas(usd)).toEqual([['2024-01-01', '50.25000000']]);
    expect(await deltas(eur)).toEqual([
      ['2024-01-01', '100.00000000'],
      ['2024-01-03', '-30.00000000'],
    ]);
  });

  it('aggregates a large multi-row insert into one row per account and day', async () => {
    const a = await account('EUR', '0');
    await c.query(
      `INSERT INTO transactions (user_id, account_id, type, amount, date)
       SELECT $1, $2, 'DEPOSIT', 1.01, DATE '2024-01-01' + (g % 10) FROM generate_series(1, 5000) g`,
      [userId, a],
    );
    const { rows } = await c.query(
      `SELECT count(*)::int AS n, sum(delta)::text AS total FROM account_daily_deltas WHERE account_id = $1`,
      [a],
    );
    // 5000 × 1.01 = 5050 over 10 days.
    expect(rows[0]).toEqual({ n: 10, total: '5050.00000000' });
  });

  it("refuses rows that break the rules, and another user's account", async () => {
    const a = await account('EUR', '0');
    const bad = [
      `INSERT INTO transactions (user_id, account_id, type, amount, date) VALUES (${userId}, ${a}, 'DEPOSIT', 0, '2024-01-01')`,
      `INSERT INTO transactions (user_id, account_id, type, amount, date) VALUES (${userId}, ${a}, 'GIFT', 1, '2024-01-01')`,
      `INSERT INTO transactions (user_id, account_id, type, amount, date) VALUES (${userId}, ${a}, 'TRANSFER', 1, '2024-01-01')`,
      `INSERT INTO transactions (user_id, account_id, to_account_id, type, amount, to_amount, date) VALUES (${userId}, ${a}, ${a}, 'TRANSFER', 1, 1, '2024-01-01')`,
      `INSERT INTO accounts (user_id, name, type, currency, opening_balance) VALUES (${userId}, 'x', 'CASH', 'EUR', -1)`,
      `INSERT INTO transactions (user_id, account_id, type, amount, date) VALUES (${userId + 1000}, ${a}, 'DEPOSIT', 1, '2024-01-01')`,
      `DELETE FROM accounts WHERE id = (SELECT account_id FROM transactions LIMIT 1)`,
    ];
    for (const q of bad) await expect(c.query(q)).rejects.toThrow();
  });

  it('keeps account_ledger_totals equal to the daily rows and the ledger (migration 0007)', async () => {
    const a = await account('EUR', '10');
    const b = await account('EUR', '0');
    await c.query(
      `INSERT INTO transactions (user_id, account_id, to_account_id, type, amount, to_amount, date, description)
       VALUES ($1, $2, $3, 'TRANSFER', 4, 4, '2024-02-01', 'x'), ($1, $2, NULL, 'INCOME', 1, NULL, '2099-01-01', 'future')`,
      [userId, a, b],
    );
    // A description edit moves nothing; re-targeting a transfer moves money and the in-count.
    await c.query(`UPDATE transactions SET description = 'y' WHERE account_id = $1`, [a]);
    const c2 = await account('EUR', '0');
    await c.query(`UPDATE transactions SET to_account_id = $2 WHERE to_account_id = $1`, [b, c2]);
    // Every account written in this file, after every kind of statement above.
    const { rows } = await c.query(
      `SELECT a.id, lt.total::text AS total, lt.out_count::int AS out_n, lt.in_count::int AS in_n,
         (SELECT coalesce(sum(delta), 0) FROM account_daily_deltas d WHERE d.account_id = a.id)::text AS deltas,
         (SELECT count(*) FROM transactions t WHERE t.account_id = a.id)::int AS out_ledger,
         (SELECT count(*) FROM transactions t WHERE t.to_account_id = a.id)::int AS in_ledger
       FROM accounts a LEFT JOIN account_ledger_totals lt ON lt.account_id = a.id WHERE a.user_id = $1`,
      [userId],
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const r of rows) {
      expect(r.total, `account ${r.id}`).not.toBeNull();
      expect(Number(r.total)).toBe(Number(r.deltas));
      expect([r.out_n, r.in_n]).toEqual([r.out_ledger, r.in_ledger]);
    }
    // a: 10 − 4 + 1 (the 2099 income counts in the total, not in today's balance); b: 0; c2: 4.
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect([byId.get(a).total, byId.get(b).total, byId.get(c2).total]).toEqual([
      '7.00000000',
      '0.00000000',
      '4.00000000',
    ]);
    expect([byId.get(a).out_n, byId.get(b).in_n, byId.get(c2).in_n]).toEqual([2, 0, 1]);
  });

  it('removes an account’s rows with the account (a delete trigger, no foreign key)', async () => {
    const gone = await account('EUR', '30');
    const kept = await account('EUR', '20');
    await c.query(
      `INSERT INTO transactions (user_id, account_id, to_account_id, type, amount, to_amount, date)
       VALUES ($1, $2, $3, 'TRANSFER', 5, 5, '2024-02-01')`,
      [userId, gone, kept],
    );
    // The way the accounts' DELETE ?cascade=true goes: the postings, then the account.
    await c.query(`DELETE FROM transactions WHERE account_id = $1`, [gone]);
    await c.query(`DELETE FROM accounts WHERE id = $1`, [gone]);
    const { rows } = await c.query(
      `SELECT (SELECT count(*) FROM account_daily_deltas WHERE account_id = $1)::int AS days,
              (SELECT count(*) FROM account_ledger_totals WHERE account_id = $1)::int AS totals`,
      [gone],
    );
    expect(rows[0]).toEqual({ days: 0, totals: 0 });
    expect(await deltas(kept)).toEqual([['2024-01-01', '20.00000000']]);
  });

  it('lets a user with accounts and postings be deleted', async () => {
    // Postings first, as the account deletion does: their account keys are NO ACTION and they
    // have no key to users of their own (ADR 0031).
    await c.query(`DELETE FROM transactions WHERE user_id = $1`, [userId]);
    await c.query(`DELETE FROM users WHERE id = $1`, [userId]);
    const { rows } = await c.query(
      `SELECT (SELECT count(*) FROM account_daily_deltas)::int AS days,
              (SELECT count(*) FROM account_ledger_totals)::int AS totals`,
    );
    expect(rows[0]).toEqual({ days: 0, totals: 0 });
  });
});
