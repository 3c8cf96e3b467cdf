import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loanPayments, loans } from '../../db/schema/loans.js';
import { todayOf } from '../../ledger/balances.js';
import { refreshBalance } from './loans.service.js';

/**
 * Loans whose stored balance steps predate "each extra on its own day" (ADR 0013): an
 * extra payment dated before the loan was entered used to fall at the entry date. Their steps are
 * written again at start-up, each loan in its own transaction, and the users they belong to are
 * returned so their cached dashboards can be dropped. Once rewritten the steps are what any write
 * would store, so a later start rewrites them to the same values: the query is all it costs.
 */
export async function refreshBackdatedExtras(db: Database): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: loans.id, userId: loans.userId })
    .from(loans)
    .innerJoin(loanPayments, eq(loanPayments.loanId, loans.id))
    .where(and(gt(loanPayments.extra, '0'), lt(loanPayments.date, loans.createdOn)));
  const users = new Set<number>();
  for (const { id, userId } of rows) {
    await db.transaction(async (tx) => {
      await refreshBalance(tx, userId, id, await todayOf(tx, userId));
    });
    users.add(userId);
  }
  return users;
}
