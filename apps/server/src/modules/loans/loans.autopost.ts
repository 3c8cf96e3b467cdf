import type { Database } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { viewOf } from './loans.plan.js';
import { writePayment } from './loans.payments.js';
import * as repo from './loans.repository.js';
import { refreshBalance } from './loans.service.js';

/**
 * autoPost (API.md "Loans"): every row due on or before the user's today and not paid yet is paid
 * on its due date with its scheduled amount. Idempotent: the unique (loan, row) index lets a row
 * be paid once, however many instances start on a due day; a day missed while the app was
 * stopped is caught up at the next start. A loan whose posting fails (inactive account, overdraft)
 * is left for the user and the others go on. Returns the users whose figures changed.
 */
export async function autoPostDue(
  db: Database,
  onError: (loanId: number, error: unknown) => void = () => undefined,
  only?: { userId: number; loanId: number },
): Promise<Set<number>> {
  const targets = only ? [{ id: only.loanId, userId: only.userId }] : await repo.autoPostLoans(db);
  const changed = new Set<number>();
  for (const { id, userId } of targets) {
    try {
      const posted = await db.transaction(async (tx) => {
        const today = await todayOf(tx, userId);
        let w = await repo.loadLoan(tx, userId, id, true);
        if (!w || !w.loan.autoPost || w.loan.method === 'NONE') return 0;
        let count = 0;
        for (;;) {
          const v = viewOf(w, today);
          const row = v.nextRow == null ? undefined : v.schedule.rows[v.nextRow - 1];
          if (!row || row.date > today || v.outstanding.lte(0)) break;
          const paid = await writePayment(
            tx,
            userId,
            w,
            today,
            { date: row.date, amount: row.payment.toNumber() },
            true,
          );
          if (!paid) break;
          count += 1;
          w = (await repo.loadLoan(tx, userId, id))!;
        }
        if (count > 0) await refreshBalance(tx, userId, id, today);
        return count;
      });
      if (posted > 0) changed.add(userId);
    } catch (error) {
      onError(id, error);
    }
  }
  return changed;
}
