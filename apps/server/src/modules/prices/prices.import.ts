import {
  IMPORT_PREVIEW_ROWS,
  type ImportDetectResult,
  priceBodySchema,
  type PriceImportFields,
  type PriceImportMapping,
  type PriceImportResult,
} from '@wealthlog/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { copyInto, copyLines } from '../../db/copy.js';
import { detectDelimiter, parseAmount, parseDate } from '../../lib/csv/csv.js';
import { columnsOf, detectCsv, readCsvRecords, readInSlices } from '../../lib/csv/csv-import.js';

/** POST /api/prices/import/detect: headers, samples and formats, as for the other imports. */
export function detectPriceCsv(text: string): ImportDetectResult {
  return detectCsv(text);
}

type Columns = Partial<Record<keyof PriceImportMapping, number>>;
type PriceLine = {
  line: number;
  instrument: string;
  date: string;
  price: string;
  currency: string | null;
};
type LineError = PriceImportResult['errors'][number];

/** CSV lines into prices, judged by POST /api/prices' own schema (its first message is the error). */
function readLines(rows: string[][], lines: number[], cols: Columns, fields: PriceImportFields) {
  const out: { rows: PriceLine[]; errors: LineError[] } = { rows: [], errors: [] };
  rows.forEach((r, i) => {
    const cell = (c: number | undefined) => (c === undefined ? '' : (r[c] ?? '').trim());
    const amount = parseAmount(cell(cols.price), fields.decimalSeparator);
    const parsed = priceBodySchema.safeParse({
      instrument: cell(cols.instrument),
      date: parseDate(cell(cols.date), fields.dateFormat) ?? cell(cols.date),
      price: amount === null ? cell(cols.price) : Number(amount),
      currency: cell(cols.currency) ? cell(cols.currency).toUpperCase() : null,
    });
    if (!parsed.success) {
      out.errors.push({ line: lines[i]!, message: parsed.error.issues[0]!.message });
      return;
    }
    const b = parsed.data;
    // The text as written (not the float) goes into numeric(28, 8): no binary rounding.
    out.rows.push({
      line: lines[i]!,
      instrument: b.instrument,
      date: b.date,
      price: amount!,
      currency: b.currency ?? null,
    });
  });
  return out;
}

/**
 * POST /api/prices/import: every line checked, the last line of a symbol and day winning over
 * earlier ones (counted as duplicates), then one COPY and one upsert into the user's IMPORT prices
 * — 100k lines in one statement. A typed (MANUAL) price of the same day is left alone and still
 * wins. The dry run stops before the write.
 */
export async function importPrices(
  db: Database,
  userId: number,
  fields: PriceImportFields,
  text: string,
): Promise<PriceImportResult> {
  const records = await readCsvRecords(text, fields.delimiter ?? detectDelimiter(text));
  const cols: Columns = columnsOf(records.rows[0]!, fields.mapping);
  const read = await readInSlices(records, (rows, lines) => readLines(rows, lines, cols, fields));
  const last = new Map<string, PriceLine>();
  for (const row of read.rows) last.set(`${row.instrument} ${row.date}`, row);
  const fresh = [...last.values()];
  const duplicates = read.rows.length - fresh.length;
  if (!fields.dryRun && fresh.length > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        CREATE TEMP TABLE price_import_new (
          instrument text NOT NULL, date date NOT NULL, price numeric(28, 8) NOT NULL,
          currency text
        ) ON COMMIT DROP`);
      await copyInto(
        tx,
        'price_import_new (instrument, date, price, currency)',
        copyLines(fresh.map((p) => [p.instrument, p.date, p.price, p.currency])),
      );
      await tx.execute(sql`
        INSERT INTO prices (user_id, instrument, date, source, price, currency, updated_at)
        SELECT ${userId}::int, instrument, date, 'IMPORT', price, currency, now()
        FROM price_import_new
        ON CONFLICT (user_id, instrument, date, source) DO UPDATE
          SET price = EXCLUDED.price, currency = EXCLUDED.currency, updated_at = now()`);
    });
  }
  const winners = new Set(fresh);
  return {
    imported: fresh.length,
    skipped: records.rows.length - 1 - fresh.length,
    duplicates,
    errors: read.errors,
    dryRun: fields.dryRun,
    ...(fields.dryRun
      ? {
          preview: read.rows.slice(0, IMPORT_PREVIEW_ROWS).map((p) => ({
            line: p.line,
            instrument: p.instrument,
            date: p.date,
            price: Number(p.price),
            currency: p.currency,
            duplicate: !winners.has(p),
          })),
        }
      : {}),
  };
}
