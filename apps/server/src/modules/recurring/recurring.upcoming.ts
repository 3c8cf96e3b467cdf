import {
  AppError,
  EXPENSE_MESSAGES,
  RULE_MESSAGES,
  UPCOMING_MAX_OCCURRENCES,
  type UpcomingItem,
  addDays,
  toMoneyNumber,
} from '@wealthlog/core';
import type { Database } from '../../db/client.js';
import { turnTaker } from '../../lib/turns.js';
import { todayOf } from '../../ledger/balances.js';
import { loanInstalmentItems, rentItems } from '../../ledger/coming-up.js';
import * as repo from './recurring.repository.js';
import { occurrences } from './recurring.service.js';

/** The order of the list: by date, then recurring items, loans and rents, each by its id. */
const SOURCE_ORDER = { RECURRING: 0, LOAN: 1, RENT: 2 } as const;
const idOf = (u: UpcomingItem) => u.recurringId ?? u.loanId ?? u.propertyId ?? 0;

type Marks = Map<string, string | number | null>;

/**
 * One occurrence as the upcoming list shows it: DUE without a mark, else POSTED (its transaction)
 * or SKIPPED. `mark` is keyed `recurringId|nominal date`.
 */
export function occurrenceItem(
  r: repo.RecurringRow,
  o: ReturnType<typeof occurrences>[number],
  mark: Marks,
): UpcomingItem {
  const key = `${r.id}|${o.nominal}`;
  const txId = mark.get(key);
  return {
    recurringId: r.id,
    source: 'RECURRING',
    name: r.name,
    date: o.date,
    nominalDate: o.nominal,
    amount: toMoneyNumber(r.amount, r.currency),
    currency: r.currency,
    type: r.type,
    category: r.category,
    accountId: r.accountId,
    status: !mark.has(key) ? 'DUE' : txId ? 'POSTED' : 'SKIPPED',
    transactionId: txId ? Number(txId) : null,
    autoPost: r.autoPost,
  };
}

/**
 * GET /api/recurring/upcoming: the ONE list of what is coming in [from, to] (default the next 30
 * days), from every source (ADR 0022): each recurring occurrence, each loan instalment and each
 * property rent (ledger/coming-up.ts). The cash-flow forecast reads this same function.
 */
export async function upcoming(
  db: Database,
  userId: number,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<UpcomingItem[]> {
  const today = await todayOf(db, userId);
  const from = q.from ?? today;
  const to = q.to ?? addDays(from, 30);
  if (to > addDays(from, 400)) throw AppError.validation({ to: [RULE_MESSAGES.pattern('To')] });
  const [rows, marks] = await Promise.all([repo.list(db, userId), repo.marks(db, userId)]);
  const mark = new Map(marks.map((m) => [`${m.recurring_id}|${m.occurrence}`, m.transaction_id]));
  const out: UpcomingItem[] = [];
  // 200 daily items over 400 days are 80,000 occurrences, a few hundred milliseconds that no
  // other user's request may wait behind: the loop is given back every few ms of work.
  const turns = turnTaker();
  for (const r of rows) {
    for (const o of occurrences(r, from, to)) {
      out.push(occurrenceItem(r, o, mark));
    }
    if (out.length > UPCOMING_MAX_OCCURRENCES)
      throw new AppError('BUS_003', EXPENSE_MESSAGES.tooManyOccurrences, {
        reason: 'tooManyOccurrences',
      });
    if (turns.due()) await turns.take();
  }
  // The other sources: a few rows per loan and property, under the same bound.
  out.push(
    ...(await loanInstalmentItems(db, userId, from, to)),
    ...(await rentItems(db, userId, from, to)),
  );
  if (out.length > UPCOMING_MAX_OCCURRENCES)
    throw new AppError('BUS_003', EXPENSE_MESSAGES.tooManyOccurrences, {
      reason: 'tooManyOccurrences',
    });
  await turns.take();
  // ISO dates order as plain strings: localeCompare (ICU collation) made this sort of 6,200 items
  // the one long stretch of the request.
  return out.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
      idOf(a) - idOf(b),
  );
}
