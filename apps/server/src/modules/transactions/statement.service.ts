import {
  AppError,
  type DateOrder,
  fillFromRules,
  IMPORT_LIKELY_DUPLICATES_MAX,
  IMPORT_PREVIEW_ROWS,
  type Statement,
  type StatementDetect,
  type StatementImportFields,
  type StatementImportResult,
  STATEMENT_MESSAGES,
  toDecimal,
  toMoneyNumber,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { balanceAsOf, todayOf } from '../../ledger/balances.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { rememberStatementBalance } from '../../ledger/statement-balance.js';
import { accountsByStatementRef, rememberStatementRef } from '../../ledger/statement-ref.js';
import type { ImportError } from './import.rows.js';
import { type BookingAccount, type StatementRow, statementRows } from './statement.rows.js';
import {
  bookStatement,
  markKnownIds,
  markLikelyDuplicates,
  stageStatement,
} from './statement.staging.js';
import { selectEnabledRules } from './transactions.repository.js';

/** POST /import/detect for a statement file: its accounts, each with the account remembering it. */
export async function detectStatement(
  db: Executor,
  userId: number,
  statement: Statement,
  dates: { orders: DateOrder[]; guess: DateOrder | null },
): Promise<StatementDetect> {
  const remembered = await accountsByStatementRef(
    db,
    userId,
    statement.accounts.map((a) => a.ref),
  );
  return {
    format: statement.format,
    accounts: statement.accounts.map((a) => ({
      ref: a.ref,
      name: a.name,
      currency: a.currency,
      kind: a.kind,
      accountId: remembered.get(a.ref) ?? null,
      closingBalance: a.closingBalance ? Number(a.closingBalance.amount) : null,
      closingDate: a.closingBalance?.date ?? null,
      lines: a.lines.length,
    })),
    lines: statement.accounts.reduce((n, a) => n + a.lines.length, 0),
    dateOrders: dates.orders,
    dateOrder: dates.guess,
  };
}

/** The booking account of each of the file's accounts that has lines: chosen, or remembered. */
async function targetsOf(
  db: Executor,
  userId: number,
  statement: Statement,
  f: StatementImportFields,
): Promise<Map<number, number>> {
  const remembered = await accountsByStatementRef(
    db,
    userId,
    statement.accounts.map((a) => a.ref),
  );
  const withLines = statement.accounts.filter((a) => a.lines.length > 0);
  const targets = new Map<number, number>(); // index in statement.accounts → account id
  statement.accounts.forEach((a, i) => {
    if (a.lines.length === 0) return;
    const id =
      f.accounts?.[a.ref] ??
      (withLines.length === 1 ? f.accountId : undefined) ??
      remembered.get(a.ref);
    if (id === undefined) {
      throw new AppError('VAL_001', undefined, {
        errors: { accounts: [STATEMENT_MESSAGES.statementAccountMissing] },
        reason: 'statementAccountMissing',
      });
    }
    targets.set(i, id);
  });
  return targets;
}

/**
 * POST /import for a statement file. One DB transaction under the accounts' row locks, as the
 * CSV's: two imports of the same file cannot both pass the duplicate checks. No overdraft rule:
 * a statement is history that already happened.
 */
export async function importStatement(
  db: Database,
  userId: number,
  statement: Statement,
  f: StatementImportFields,
): Promise<StatementImportResult> {
  return db.transaction(async (tx) => {
    const targets = await targetsOf(tx, userId, statement, f);
    const { rows: all } = await tx.execute<BookingAccount & Record<string, unknown>>(sql`
      SELECT id, name, currency FROM accounts WHERE user_id = ${userId} ORDER BY id`);
    const byId = new Map(all.map((a) => [a.id, a]));
    const today = await todayOf(tx, userId);
    const rows: StatementRow[] = [];
    const errors: ImportError[] = [];
    for (const [i, id] of targets) {
      const account = byId.get(id);
      if (!account) throw AppError.notFound();
      const read = statementRows(statement.accounts[i]!.lines, account, all, today);
      rows.push(...read.rows);
      errors.push(...read.errors);
    }
    const involved = rows.flatMap((r) => (r.toAccountId ? [r.accountId, r.toAccountId] : []));
    const locked = await lockAccounts(tx, userId, [...targets.values(), ...involved]);
    for (const a of locked.values()) assertActive(a);
    await applyRules(tx, userId, rows);
    rows.sort((a, b) => a.line - b.line);
    await stageStatement(tx, rows);
    const known = await markKnownIds(tx, userId);
    const likely = await markLikelyDuplicates(tx, userId);
    const include = (f.include ?? []).filter((l) => likely.has(l));
    const booked = f.dryRun ? rows.length - known.size - likely.size + include.length : 0;
    const imported = f.dryRun ? booked : await bookStatement(tx, userId, include);
    if (!f.dryRun) {
      for (const [i, id] of targets) {
        const ref = statement.accounts[i]!.ref;
        if (ref !== '') await rememberStatementRef(tx, userId, ref, id);
      }
    }
    const reconciliation = await reconcile(tx, userId, statement, targets, byId, f, include);
    if (!f.dryRun)
      for (const r of reconciliation)
        await rememberStatementBalance(tx, userId, r.accountId, r.date, r.stated);
    const duplicates = rows.length - imported;
    const result: StatementImportResult = {
      imported,
      skipped: duplicates + errors.length,
      duplicates,
      errors: errors.sort((a, b) => a.line - b.line),
      dryRun: f.dryRun,
      format: statement.format,
      reconciliation,
    };
    if (!f.dryRun) return result;
    const refOf = new Map([...targets].map(([i, id]) => [id, statement.accounts[i]!.ref]));
    const preview = (r: StatementRow) => ({
      line: r.line,
      date: r.date,
      amount: toMoneyNumber(r.amount, byId.get(r.accountId)!.currency),
      type: r.type,
      description: r.description,
      category: r.category,
      duplicate: known.has(r.line),
      account: refOf.get(r.fileAccountId) ?? '',
      bankId: r.bankId,
      likelyDuplicate: likely.has(r.line),
      splits: r.splits.length,
    });
    return {
      ...result,
      preview: rows.slice(0, IMPORT_PREVIEW_ROWS).map(preview),
      likelyDuplicates: rows
        .filter((r) => likely.has(r.line))
        .slice(0, IMPORT_LIKELY_DUPLICATES_MAX)
        .map(preview),
    };
  });
}

/**
 * The user's rules fill in what the bank left blank, and may refine the type, before the duplicate
 * checks and the preview (as for a CSV). Transfers and split payments are left as the file says.
 */
async function applyRules(tx: Executor, userId: number, rows: StatementRow[]): Promise<void> {
  const rules = await selectEnabledRules(tx, userId);
  if (rules.length === 0) return;
  for (const [k, r] of rows.entries()) {
    if (r.type === 'TRANSFER' || r.splits.length > 0) continue;
    rows[k] = fillFromRules(rules, r, { withType: true });
  }
}

/**
 * The balance the bank states at the end of each account's statement against the account's own
 * on that day once the file is booked (for a dry run: as it would be), and the difference.
 */
async function reconcile(
  tx: Executor,
  userId: number,
  statement: Statement,
  targets: Map<number, number>,
  byId: Map<number, BookingAccount>,
  f: StatementImportFields,
  include: readonly number[],
): Promise<StatementImportResult['reconciliation']> {
  const out: StatementImportResult['reconciliation'] = [];
  const today = await todayOf(tx, userId);
  for (const [i, id] of targets) {
    const a = statement.accounts[i]!;
    if (!a.closingBalance) continue;
    const date = a.closingBalance.date ?? today;
    const { rows } = await tx.execute<{ b: string }>(sql`
      SELECT (${await balanceAsOf(tx, userId, id, date)}::numeric + CASE WHEN ${f.dryRun}
        THEN coalesce((SELECT sum(signed) FROM statement_rows
          WHERE file_account_id = ${id} AND date <= ${date}::date AND NOT dup
            AND (NOT likely OR line = ANY(${`{${include.join(',')}}`}::int[]))), 0)
        ELSE 0 END)::text AS b`);
    const currency = byId.get(id)!.currency;
    const booked = toMoneyNumber(rows[0]!.b, currency);
    const stated = toMoneyNumber(a.closingBalance.amount, currency);
    out.push({
      account: a.ref,
      accountId: id,
      date,
      stated,
      booked,
      difference: toMoneyNumber(toDecimal(a.closingBalance.amount).minus(rows[0]!.b), currency),
    });
  }
  return out;
}
