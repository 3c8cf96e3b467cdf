import { type UpcomingItem, daysInMonth, toMoneyNumber } from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { scheduledPaymentsBetween } from './loan-figures.js';

/**
 * What is coming besides the recurring items (ADR 0022), for the one list of GET
 * /api/recurring/upcoming that the cash-flow forecast reads too: the loans' scheduled instalments
 * and the properties' rent, as upcoming items. Here in the ledger because modules may not import
 * one another (recurring adds its occurrences, the forecast reads the whole list).
 */

/**
 * Every loan instalment due in [from, to] (loan-figures' scheduledPaymentsBetween: loans with a
 * plan and an account, rows not yet paid): a WITHDRAWAL from the account for a BORROWED loan, a
 * DEPOSIT for a LENT one.
 */
export async function loanInstalmentItems(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<UpcomingItem[]> {
  return (await scheduledPaymentsBetween(db, userId, from, to)).map((p) => ({
    recurringId: null,
    source: 'LOAN',
    loanId: p.loanId,
    propertyId: null,
    name: p.name,
    date: p.date,
    nominalDate: p.date,
    amount: p.amount,
    currency: p.currency,
    type: p.direction === 'LENT' ? 'DEPOSIT' : 'WITHDRAWAL',
    category: null,
    accountId: p.accountId,
    status: 'DUE',
    transactionId: null,
    autoPost: p.autoPost,
  }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The rent of each property with a monthly rent, once a month in [from, to] while it is owned
 * (from purchase, until its sale): INCOME of `monthlyRent` into the account its last rent was booked
 * to, on that rent's day of the month (the purchase's without one; a day past a month's end falls on
 * its last day). A month with a rent recorded already is POSTED (its transaction); a property whose
 * rent was never booked into an account has no account for it to arrive in, and is left out.
 */
export async function rentItems(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<UpcomingItem[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    currency: string;
    rent: string;
    purchase: string;
    sale: string | null;
    account: number | null;
    day: number;
    posted: Record<string, number | null> | null;
  }>(sql`
    SELECT p.id, p.name, p.currency, p.monthly_rent::text AS rent,
           p.purchase_date::text AS purchase, p.sale_date::text AS sale, last.account_id AS account,
           extract(day FROM coalesce(last.date, p.purchase_date))::int AS day,
           (SELECT json_object_agg(m, t) FROM (
              SELECT to_char(e.date, 'YYYY-MM') AS m, min(e.transaction_id) AS t
              FROM property_entries e
              WHERE e.user_id = p.user_id AND e.property_id = p.id AND e.kind = 'INCOME'
                AND e.category = 'RENT'
                AND e.date BETWEEN date_trunc('month', ${from}::date) AND ${to}::date
              GROUP BY 1) x) AS posted
    FROM properties p
    LEFT JOIN LATERAL (
      SELECT e.account_id, e.date FROM property_entries e
      WHERE e.user_id = p.user_id AND e.property_id = p.id AND e.kind = 'INCOME'
        AND e.category = 'RENT' AND e.account_id IS NOT NULL
      ORDER BY e.date DESC, e.id DESC LIMIT 1
    ) last ON true
    WHERE p.user_id = ${userId} AND p.monthly_rent > 0
    ORDER BY p.id`);
  const out: UpcomingItem[] = [];
  for (const p of rows) {
    if (p.account === null) continue;
    let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
    for (let month = `${y}-${pad(m)}`; month <= to.slice(0, 7); month = `${y}-${pad(m)}`) {
      const date = `${month}-${pad(Math.min(p.day, daysInMonth(y, m)))}`;
      const owned = date >= p.purchase && (p.sale === null || date < p.sale);
      if (owned && date >= from && date <= to) {
        const posted = p.posted && month in p.posted;
        const tx = posted ? (p.posted![month] ?? null) : null;
        out.push({
          recurringId: null,
          source: 'RENT',
          loanId: null,
          propertyId: p.id,
          name: p.name,
          date,
          nominalDate: date,
          amount: toMoneyNumber(p.rent, p.currency),
          currency: p.currency,
          type: 'INCOME',
          category: null,
          accountId: p.account,
          status: posted ? 'POSTED' : 'DUE',
          transactionId: tx === null ? null : Number(tx),
          // A rent is recorded when it arrives: nothing posts it.
          autoPost: false,
        });
      }
      [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
    }
  }
  return out;
}
