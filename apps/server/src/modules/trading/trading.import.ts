import {
  type AssetClass,
  type CreateTradeBody,
  createTradeBodySchema,
  IMPORT_PREVIEW_ROWS,
  type ImportDetectResult,
  type TradeImportFields,
  type TradeImportResult,
} from '@wealthlog/core';
import type { Database, Tx } from '../../db/client.js';
import { assertActive, lockAccounts } from '../../ledger/locks.js';
import { detectDateFormat, detectDecimalSeparator, detectDelimiter } from '../../lib/csv/csv.js';
import {
  columnsOf,
  detectCsv,
  readCsvRecords,
  readInSlices,
  SAMPLE_ROWS,
} from '../../lib/csv/csv-import.js';
import {
  datePartOf,
  readTradeLines,
  type TradeColumns,
  type TradeLine,
  type TradeLineError,
} from './trading.import.rows.js';
import {
  instrumentsOf,
  markTradeDuplicates,
  stageTradeLines,
  zonedInstants,
} from './trading.import.staging.js';
import { recordTrades } from './trading.import.write.js';
import { tradingAccount } from './trading.repository.js';

/** POST /api/trade/import/detect: the transactions' detection, reading a date beside its time. */
export function detectTradeCsv(text: string): ImportDetectResult {
  return detectCsv(text, datePartOf);
}

type Checked = { line: number; body: CreateTradeBody };

/**
 * The lines' wall-clock times converted in the user's time zone, the asset class the file left
 * out taken from the instrument (FX for a pair such as EUR/USD, else OTHER), then the body judged
 * by POST /api/trade's own schema: its first message is the line's error.
 */
async function checkLines(tx: Tx, userId: number, lines: TradeLine[]) {
  const locals = lines.flatMap((l) => l.local.map((k) => l.body[k]!));
  const instants = await zonedInstants(tx, userId, locals);
  const known = await instrumentsOf(tx, userId);
  const rows: Checked[] = [];
  const errors: TradeLineError[] = [];
  let next = 0;
  for (const l of lines) {
    for (const k of l.local) l.body[k] = instants[next++]!;
    const symbol = l.body.instrument.toUpperCase();
    const assetClass =
      l.body.assetClass ??
      (known.get(symbol)?.assetClass as AssetClass | undefined) ??
      (/^[A-Z]{3}\/[A-Z]{3}$/.test(symbol) ? 'FX' : 'OTHER');
    const parsed = createTradeBodySchema.safeParse({ ...l.body, assetClass });
    if (parsed.success) rows.push({ line: l.line, body: parsed.data });
    else errors.push({ line: l.line, message: parsed.error.issues[0]!.message });
  }
  return { rows, errors };
}

/**
 * POST /api/trade/import. One DB transaction under the account's row lock (two imports of one file
 * cannot both pass the duplicate check). Each fresh line is booked by the service's own
 * `bookingOf` (what rebook() writes for a typed trade), then all are written in bulk, so their P&L
 * moves the balance exactly as POST /api/trade's does (trading.import.write.ts). The dry run stops
 * before any write.
 */
export async function importTrades(
  db: Database,
  userId: number,
  fields: TradeImportFields,
  text: string,
): Promise<TradeImportResult> {
  const delimiter = fields.delimiter ?? detectDelimiter(text);
  const records = await readCsvRecords(text, delimiter);
  const cols: TradeColumns = columnsOf(records.rows[0]!, fields.mapping);
  return db.transaction(async (tx) => {
    assertActive((await lockAccounts(tx, userId, [fields.accountId])).get(fields.accountId)!);
    const account = {
      id: fields.accountId,
      ...(await tradingAccount(tx, userId, fields.accountId))!,
    };
    const read = await readInSlices(records, (rows, lines) =>
      readTradeLines(rows, lines, cols, fields),
    );
    const checked = await checkLines(tx, userId, read.rows);
    const errors = [...read.errors, ...checked.errors];
    await stageTradeLines(tx, checked.rows);
    const dups = await markTradeDuplicates(tx, userId, fields.accountId);
    const fresh = checked.rows.filter((r) => !dups.has(r.line));
    const failed = fields.dryRun ? [] : await recordTrades(tx, userId, account, fresh);
    errors.push(...failed);
    const imported = fresh.length - failed.length;
    errors.sort((a, b) => a.line - b.line);
    const result: TradeImportResult = {
      imported,
      skipped: records.rows.length - 1 - imported,
      duplicates: dups.size,
      errors,
      dryRun: fields.dryRun,
    };
    if (!fields.dryRun) return result;
    const sample = records.rows.slice(1, SAMPLE_ROWS + 1);
    const of = (i: number | undefined) => sample.map((r) => (i === undefined ? '' : (r[i] ?? '')));
    return {
      ...result,
      preview: checked.rows.slice(0, IMPORT_PREVIEW_ROWS).map(({ line, body: b }) => ({
        line,
        instrument: b.instrument,
        assetClass: b.assetClass,
        direction: b.direction,
        quantity: b.quantity,
        entryPrice: b.entryPrice,
        entryDate: b.entryDate,
        exitPrice: b.exitPrice ?? null,
        exitDate: b.exitDate ?? null,
        fees: b.fees ?? null,
        duplicate: dups.has(line),
      })),
      detected: {
        delimiter,
        dateFormat: detectDateFormat(of(cols.entryDate).map(datePartOf)),
        decimalSeparator: detectDecimalSeparator(of(cols.entryPrice)),
      },
    };
  });
}
