import type pg from 'pg';

/**
 * Dashboard test data written straight into the tables (the triggers of migration 0005 keep
 * account_daily_deltas), so figures can be set up on any date without the API's rules.
 */
export interface AccountSeed {
  name: string;
  type: string;
  currency: string;
  openingBalance: string;
  openingDate: string;
  active?: boolean;
}

export async function seedAccount(pool: pg.Pool, userId: number, a: AccountSeed): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO accounts (user_id, name, type, currency, opening_balance, opening_date, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, a.name, a.type, a.currency, a.openingBalance, a.openingDate, a.active ?? true],
  );
  return rows[0]!.id;
}

export interface TransactionSeed {
  accountId: number;
  type: 'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER' | 'INCOME' | 'EXPENSE';
  amount: string;
  date: string;
  toAccountId?: number;
  toAmount?: string;
}

export async function seedTransaction(
  pool: pg.Pool,
  userId: number,
  t: TransactionSeed,
): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO transactions (user_id, account_id, to_account_id, type, amount, to_amount, date)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [userId, t.accountId, t.toAccountId ?? null, t.type, t.amount, t.toAmount ?? null, t.date],
  );
  return Number(rows[0]!.id);
}

export interface RateSeed {
  date: string;
  base: string;
  quote: string;
  rate: string;
  userId?: number;
}

export async function seedRates(pool: pg.Pool, rates: RateSeed[]) {
  for (const r of rates) {
    await pool.query(
      `INSERT INTO fx_rates (user_id, date, base, quote, rate, source) VALUES ($1, $2, $3, $4, $5, $6)`,
      [r.userId ?? null, r.date, r.base, r.quote, r.rate, r.userId ? 'user' : 'import'],
    );
  }
}
