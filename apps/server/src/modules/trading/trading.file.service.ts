import {
  AppError,
  STATEMENT_MESSAGES,
  TRADE_FILE_ACCOUNT_TYPES,
  TRADE_MESSAGES,
  type TradeFileDetect,
  type TradeFileImportFields,
  type TradeFileImportResult,
} from '@wealthlog/core';
import type { Database, Executor, Tx } from '../../db/client.js';
import { todayOf } from '../../ledger/balances.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { accountsByStatementRef, rememberStatementRef } from '../../ledger/statement-ref.js';
import { bookDrafts, insertDrafts } from './trading.drafts.js';
import type { TradeFile } from './trading.file.js';
import { bookCash, stageCash } from './trading.file.cash.js';
import { appendFills, markFillDuplicates, openTrades } from './trading.file.fills.js';
import { fileLines, type TargetAccount, type When } from './trading.file.lines.js';
import { previewOf } from './trading.file.preview.js';
import { tradesOf } from './trading.file.trades.js';
import { daysOf, instrumentsOf, zonedInstants } from './trading.import.staging.js';
import { tradingAccount } from './trading.repository.js';

/** How many lines of the file each of its accounts has: activities and cash lines. */
function linesPerRef(file: TradeFile): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { accountRef } of [...file.activities, ...file.cash])
    counts.set(accountRef, (counts.get(accountRef) ?? 0) + 1);
  return counts;
}

/** POST /api/trade/import/detect for a Ghostfolio or OFX file: its accounts, each remembered on. */
export async function detectTradeFile(
  db: Executor,
  userId: number,
  file: TradeFile,
): Promise<TradeFileDetect> {
  const refs = file.accounts.map((a) => a.ref);
  const remembered = await accountsByStatementRef(db, userId, refs);
  const counts = linesPerRef(file);
  return {
    format: file.format,
    accounts: file.accounts.map((a) => ({
      ...a,
      accountId: remembered.get(a.ref) ?? null,
      activities: counts.get(a.ref) ?? 0,
    })),
    activities: file.activities.length + file.cash.length,
    skipped: file.skipped,
  };
}

/**
 * The booking account of each of the file's accounts that has lines: chosen in `accounts`, the
 * one `accountId` when a single account has lines, else remembered (as a bank statement's). Each
 * must be the user's, active, and one that holds securities.
 */
async function targetsOf(tx: Tx, userId: number, file: TradeFile, f: TradeFileImportFields) {
  const refs = [...linesPerRef(file).keys()];
  const remembered = await accountsByStatementRef(tx, userId, refs);
  const ids = new Map<string, number>();
  for (const ref of refs) {
    const id = f.accounts?.[ref] ?? (refs.length === 1 ? f.accountId : undefined);
    const chosen = id ?? remembered.get(ref);
    if (chosen === undefined) {
      throw new AppError('VAL_001', undefined, {
        errors: { accounts: [STATEMENT_MESSAGES.statementAccountMissing] },
        reason: 'statementAccountMissing',
      });
    }
    ids.set(ref, chosen);
  }
  const locked = await lockAccounts(tx, userId, [...ids.values()]);
  const accounts = new Map<number, TargetAccount>();
  for (const a of locked.values()) {
    assertActive(a);
    if (!(TRADE_FILE_ACCOUNT_TYPES as readonly string[]).includes(a.type)) {
      throw new AppError('VAL_001', undefined, {
        errors: { accounts: [TRADE_MESSAGES.investmentAccountOnly] },
        reason: 'investmentAccountOnly',
      });
    }
    accounts.set(a.id, { id: a.id, ...(await tradingAccount(tx, userId, a.id))! });
  }
  const byRef = new Map([...ids].map(([ref, id]) => [ref, accounts.get(id)!]));
  return { ids, accounts, byRef };
}

/**
 * Each activity's instant and day in the user's time zone: a timestamp with its offset
 * (Ghostfolio writes local midnight in UTC) is that instant, on its day in the user's zone; a
 * date and time without one (OFX, a bare Ghostfolio date) is the user's wall-clock time that day.
 */
async function timesOf(tx: Tx, userId: number, file: TradeFile): Promise<When> {
  const zoned = file.activities.filter((a) => a.at);
  const local = file.activities.filter((a) => !a.at);
  // One statement each for the file; in turn, as a transaction's connection runs one at a time.
  const days = await daysOf(
    tx,
    userId,
    zoned.map((a) => a.at!),
  );
  const instants = await zonedInstants(
    tx,
    userId,
    local.map((a) => `${a.date}T${a.time ?? '00:00:00'}`),
  );
  const when: When = new Map();
  zoned.forEach((a, i) => when.set(a.line, { at: a.at!, day: days[i]! }));
  local.forEach((a, i) => when.set(a.line, { at: instants[i]!, day: a.date }));
  return when;
}

/**
 * POST /api/trade/import for a Ghostfolio or OFX file, in one DB transaction under the accounts'
 * row locks (two imports of one file cannot both pass the duplicate checks). Buys and sells are
 * booked as trades and fills (trading.file.trades.ts), through the service's own bookingOf and
 * rebook(), so P&L, balances and positions are what typing them gives; the rest as transactions.
 * The dry run stops before any write and says what would be booked.
 */
export async function importTradeFile(
  db: Database,
  userId: number,
  file: TradeFile,
  f: TradeFileImportFields,
): Promise<TradeFileImportResult> {
  return db.transaction(async (tx) => {
    const { ids, accounts, byRef } = await targetsOf(tx, userId, file, f);
    const lines = await fileLines(
      file,
      byRef,
      await timesOf(tx, userId, file),
      await todayOf(tx, userId),
    );
    const dupFills = await markFillDuplicates(tx, userId, lines.fills);
    const fresh = lines.fills.filter((l) => !dupFills.has(l.line));
    const known = await instrumentsOf(tx, userId);
    const built = tradesOf(fresh, await openTrades(tx, userId, [...accounts.keys()]), (s, hint) => {
      const k = known.get(s.toUpperCase());
      return { assetClass: k?.assetClass ?? hint ?? 'OTHER', multiplier: k?.multiplier ?? '1' };
    });
    const booked = await bookDrafts(tx, userId, built.drafts);
    const appendErrors = await appendFills(tx, userId, built.appended, accounts, f.dryRun);
    if (!f.dryRun) await insertDrafts(tx, userId, booked.booked);
    const dupCash = await stageCash(tx, userId, lines.cash);
    const freshCash = lines.cash.length - dupCash.size;
    const cash = f.dryRun || freshCash === 0 ? freshCash : await bookCash(tx, userId);
    if (!f.dryRun) {
      for (const [ref, id] of ids) if (ref !== '') await rememberStatementRef(tx, userId, ref, id);
    }
    const unbooked = [...built.errors, ...booked.errors, ...appendErrors];
    const errors = [...lines.errors, ...unbooked].sort((a, b) => a.line - b.line);
    const duplicates = dupFills.size + dupCash.size;
    const result: TradeFileImportResult = {
      imported: fresh.length - unbooked.length + cash,
      skipped: duplicates + errors.length + file.skipped.length,
      duplicates,
      errors,
      dryRun: f.dryRun,
      format: file.format,
    };
    if (!f.dryRun) return result;
    return { ...result, preview: previewOf(lines, new Set([...dupFills, ...dupCash])) };
  });
}
