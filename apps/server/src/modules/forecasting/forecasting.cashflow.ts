import {
  type CashflowResponse,
  LIQUID_ACCOUNT_TYPES,
  addDays,
  createRateBook,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Decimal } from 'decimal.js';
import type { Database } from '../../db/client.js';
import { todayAndBase } from '../../ledger/balances.js';
import { turnTaker } from '../../lib/turns.js';
import { ratesFor } from '../../ledger/rate-inputs.js';
import * as repo from './forecasting.repository.js';
import type { ForecastSources } from './forecasting.sources.js';

type CashflowItemKind = CashflowResponse['items'][number]['kind'];

/** The recurring expansion answers at most 400 days at a time (recurring.upcoming.ts). */
const UPCOMING_CHUNK = 365;
const SIGN: Record<string, number> = { INCOME: 1, DEPOSIT: 1, EXPENSE: -1, WITHDRAWAL: -1 };

/** A money movement in the currency it happens in; the account gets it converted to the base. */
interface Movement {
  /** `recurring:<id>`, `loan:<id>` or `rent:<property id>`: what a what-if leaves out. */
  key: string;
  accountId: number;
  date: string;
  amount: Decimal;
  currency: string;
}

async function movements(
  db: Database,
  sources: ForecastSources,
  userId: number,
  today: string,
  end: string,
  names: Map<string, string>,
): Promise<Movement[]> {
  const moves: Movement[] = [];
  const targets = await repo.transferTargets(db, userId);
  const turns = turnTaker();
  for (let from = today; from <= end; from = addDays(from, UPCOMING_CHUNK + 1)) {
    const last = addDays(from, UPCOMING_CHUNK);
    const to = last < end ? last : end;
    const due = await sources.upcoming(db, userId, { from, to });
    for (let n = 0; n < due.length; n++) {
      if (turns.due()) await turns.take();
      const o = due[n]!;
      if (o.status !== 'DUE') continue;
      const amount = toDecimal(o.amount);
      const key =
        o.source === 'LOAN'
          ? `loan:${o.loanId}`
          : o.source === 'RENT'
            ? `rent:${o.propertyId}`
            : `recurring:${o.recurringId}`;
      const at = { key, date: o.date, currency: o.currency };
      names.set(at.key, o.name);
      if (o.type === 'TRANSFER') {
        moves.push({ ...at, accountId: o.accountId, amount: amount.neg() });
        const target = o.recurringId === null ? undefined : targets.get(o.recurringId);
        if (target !== undefined) moves.push({ ...at, accountId: target, amount });
      } else moves.push({ ...at, accountId: o.accountId, amount: amount.times(SIGN[o.type] ?? 0) });
    }
  }
  return moves;
}

/**
 * GET /api/forecast/cashflow: today's balance of every active liquid account (core's
 * LIQUID_ACCOUNT_TYPES, as net worth counts them), then day by day the items of the one upcoming
 * list still due (recurring.upcoming.ts: recurring occurrences, loan instalments, rents; posted and
 * skipped ones are in the balance already, or never will be), in the base currency at today's
 * rates. Points run from today to today + days; an account's lowest point is its earliest minimum.
 * A what-if leaves out the items in `exclude` (`recurring:<id>`, `loan:<id>`, `rent:<id>`); every
 * item is listed, left out or not.
 */
export async function cashflow(
  db: Database,
  sources: ForecastSources,
  userId: number,
  days: number,
  exclude: ReadonlySet<string> = new Set(),
): Promise<CashflowResponse> {
  const { today, base } = await todayAndBase(db, userId);
  const end = addDays(today, days);
  const accounts = await repo.accountsWithBalance(db, userId, LIQUID_ACCOUNT_TYPES, today);
  const names = new Map<string, string>();
  const all = await movements(db, sources, userId, today, end, names);
  const moves = all.filter((m) => !exclude.has(m.key));
  const currencies = new Set([
    base,
    ...accounts.map((a) => a.currency),
    ...moves.map((m) => m.currency),
  ]);
  const book = createRateBook(await ratesFor(db, userId, [...currencies], [today]));
  const missing = new Set<string>();
  const toBase = (amount: Decimal, currency: string): Decimal | null => {
    const c = book.convert(amount, currency, base, today);
    if (c === null && !amount.isZero()) missing.add(currency);
    return c;
  };

  const dates = Array.from({ length: days + 1 }, (_, i) => addDays(today, i));
  const dayIndex = new Map(dates.map((d, i) => [d, i]));
  const ZERO = toDecimal(0);
  const deltasOf = new Map(
    accounts.map((a) => {
      const deltas: Decimal[] = dates.map(() => ZERO);
      deltas[0] = toBase(toDecimal(a.balance), a.currency) ?? ZERO;
      return [a.id, deltas];
    }),
  );
  // Each movement once, in its account's day; thousands of them (200 daily items over two
  // years) leave the event loop free between batches so no other request waits (one user must not
  // stall the others).
  const turns = turnTaker();
  for (const m of moves) {
    const deltas = deltasOf.get(m.accountId);
    const i = dayIndex.get(m.date);
    if (deltas && i !== undefined)
      deltas[i] = deltas[i]!.plus(toBase(m.amount, m.currency) ?? ZERO);
    if (turns.due()) await turns.take();
  }
  const series = accounts.map((a) => {
    const deltas = deltasOf.get(a.id)!;
    let running = ZERO;
    return { account: a, values: deltas.map((d) => (running = running.plus(d))) };
  });

  const money = (v: Decimal) => toMoneyNumber(v, base);
  return {
    currency: base,
    points: dates.map((date, i) => ({
      date,
      balance: money(series.reduce((sum, s) => sum.plus(s.values[i]!), ZERO)),
    })),
    accounts: series.map(({ account, values }) => {
      const points = dates.map((date, i) => ({ date, balance: money(values[i]!) }));
      const lowest = points.reduce((lo, p) => (p.balance < lo.balance ? p : lo), points[0]!);
      return {
        accountId: account.id,
        name: account.name,
        lowest,
        belowZeroOn: points.find((p) => p.balance < 0)?.date ?? null,
        points,
      };
    }),
    items: [...names].map(([key, name]) => ({
      key,
      kind: key.slice(0, key.indexOf(':')) as CashflowItemKind,
      name,
      excluded: exclude.has(key),
    })),
    missingRates: [...missing].sort(),
  };
}
