import {
  type DecimalInput,
  createRateBook,
  loanHasPlan,
  roundMoney,
  toDecimal,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type pg from 'pg';
import type { Executor } from '../db/client.js';
import { loanScheduleOf, readLoans } from './loan-records.js';
import { LOAN_INTEREST_ROWS } from './loan-interest.sql.js';
import { ratesFor } from './rate-inputs.js';

interface Dated {
  currency: string;
  date: string;
  amount: DecimalInput;
}

/**
 * What the user's borrowed loans cost in cash between two days (inclusive), for FIRE's annual
 * expenses and savings (ADR 0017, ADR 0022): every instalment of each BORROWED loan, principal and
 * interest, as its schedule has it (rows counted as made before the loan was entered included,
 * extra payments left out); a loan without a plan counts the payments recorded for it. Counted
 * once: the interest of recorded payments is already an expense of the summary (ADR 0017,
 * LOAN_INTEREST_ROWS), so it is handed back as `recordedInterest`, for the caller to take out of
 * the summary's expenses before adding the instalments. Both in `base`, each amount at its day's
 * rate (as the summary converts), rounded once.
 */
export async function borrowedLoanOutflows(
  db: Executor,
  pool: pg.Pool,
  userId: number,
  range: { from: string; to: string; base: string },
): Promise<{ instalments: Decimal; recordedInterest: Decimal }> {
  const { from, to, base } = range;
  const instalments: Dated[] = [];
  for (const stored of await readLoans(db, userId)) {
    if (stored.loan.direction !== 'BORROWED') continue;
    const currency = stored.loan.currency;
    if (!loanHasPlan(stored.loan)) {
      for (const p of stored.payments)
        if (p.date >= from && p.date <= to)
          instalments.push({ currency, date: p.date, amount: p.amount });
      continue;
    }
    const schedule = loanScheduleOf(stored);
    for (const r of schedule.rows)
      if (r.date >= from && r.date <= to && r.payment.gt(0))
        instalments.push({ currency, date: r.date, amount: r.payment });
  }
  const { rows: interest } = await pool.query<Dated>(
    `SELECT a.currency, li.date::text AS date, li.amount::text AS amount
     FROM (${LOAN_INTEREST_ROWS}) li
     JOIN accounts a ON a.user_id = li.user_id AND a.id = li.account_id
     WHERE li.type = 'EXPENSE' AND li.date BETWEEN $2::date AND $3::date`,
    [userId, from, to],
  );
  const all = [...instalments, ...interest];
  const book = createRateBook(
    await ratesFor(
      db,
      userId,
      [...new Set([base, ...all.map((x) => x.currency)])],
      [...new Set(all.map((x) => x.date))],
    ),
  );
  const total = (items: Dated[]) =>
    roundMoney(
      items.reduce(
        (s, x) => s.plus(book.convert(x.amount, x.currency, base, x.date) ?? 0),
        toDecimal(0),
      ),
      base,
    );
  return { instalments: total(instalments), recordedInterest: total(interest) };
}
