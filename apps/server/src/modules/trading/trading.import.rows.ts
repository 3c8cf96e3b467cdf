import {
  type AssetClass,
  type CreateTradeInput,
  type CsvDateFormat,
  type DecimalSeparator,
  type ImportResult,
  RULE_MESSAGES,
  type TradeDirection,
  type TradeImportMapping,
} from '@wealthlog/core';
import { parseAmount, parseDate } from '../../lib/csv/csv.js';

export type TradeColumns = Partial<Record<keyof TradeImportMapping, number>>;

/**
 * A CSV line read into the POST /api/trade body it stands for, before the body's own schema judges
 * it. `assetClass` is left out when the file does not say (the instrument decides later); a date
 * without a UTC offset is the user's wall-clock time, listed in `local` until it is converted.
 */
export interface TradeLine {
  line: number;
  body: Omit<CreateTradeInput, 'assetClass'> & { assetClass?: AssetClass };
  local: ('entryDate' | 'exitDate')[];
}

export type TradeLineError = ImportResult['errors'][number];

// The words brokers write for a side, beside ours (English, French, German).
const DIRECTION_WORDS: Record<string, TradeDirection> = {
  LONG: 'LONG',
  BUY: 'LONG',
  B: 'LONG',
  L: 'LONG',
  ACHAT: 'LONG',
  KAUF: 'LONG',
  SHORT: 'SHORT',
  SELL: 'SHORT',
  S: 'SHORT',
  VENTE: 'SHORT',
  VERKAUF: 'SHORT',
};
const ASSET_WORDS: Record<string, AssetClass> = {
  FX: 'FX',
  FOREX: 'FX',
  STOCK: 'STOCK',
  STOCKS: 'STOCK',
  EQUITY: 'STOCK',
  SHARE: 'STOCK',
  CRYPTO: 'CRYPTO',
  ETF: 'ETF',
  BOND: 'BOND',
  OTHER: 'OTHER',
};

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const pad = (n: string) => n.padStart(2, '0');

/**
 * A date cell with an optional time ('15.03.2024 09:30', '2024-03-15T09:30:00Z'): an ISO
 * timestamp, with its offset when the cell has one (then `local` is false), else the wall-clock
 * time of that day (midnight for a bare date). Null when the cell is no such date.
 */
export function parseStamp(
  cell: string,
  format: CsvDateFormat,
): { at: string; local: boolean } | null {
  const m = /^(\S+?)(?:(?:T|\s+)(.+))?$/i.exec(cell.trim());
  if (!m) return null;
  const day = parseDate(m[1]!, format);
  if (!day) return null;
  if (m[2] === undefined) return { at: `${day}T00:00:00`, local: true };
  const t = TIME.exec(m[2].trim());
  if (!t || Number(t[1]) > 23 || Number(t[2]) > 59 || Number(t[3] ?? 0) > 59) return null;
  const clock = `${pad(t[1]!)}:${t[2]}:${t[3] ?? '00'}${(t[4] ?? '').slice(0, 4)}`;
  const zone = t[5]?.toUpperCase();
  if (!zone) return { at: `${day}T${clock}`, local: true };
  const offset =
    zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '').padEnd(2, '0')}`;
  return { at: `${day}T${clock}${offset}`, local: false };
}

/** The date part of a cell, for detection: '15.03.2024 09:30' → '15.03.2024'. */
export const datePartOf = (cell: string) => cell.trim().split(/T|\s+/)[0] ?? '';

/**
 * Reads the data records (header excluded) with the mapped columns. What a cell cannot say (a
 * number, a date, a side) is a line error here; every rule of a trade (bounds, decimals, an exit
 * before its entry) is the body schema's, applied afterwards, so an imported line and a typed trade
 * are judged by one set of rules.
 */
export function readTradeLines(
  rows: string[][],
  lines: number[],
  cols: TradeColumns,
  f: { dateFormat: CsvDateFormat; decimalSeparator: DecimalSeparator; accountId: number },
): { rows: TradeLine[]; errors: TradeLineError[] } {
  const out: TradeLine[] = [];
  const errors: TradeLineError[] = [];
  for (let k = 0; k < rows.length; k += 1) {
    const r = rows[k]!;
    const line = lines[k]!;
    const cell = (field: keyof TradeImportMapping) => {
      const i = cols[field];
      return i === undefined ? '' : (r[i] ?? '').trim();
    };
    const number = (field: keyof TradeImportMapping, label: string) => {
      const raw = cell(field);
      if (!raw) return undefined;
      const n = parseAmount(raw, f.decimalSeparator);
      if (n === null) throw new LineError(RULE_MESSAGES.pattern(label));
      return n;
    };
    const stamp = (field: 'entryDate' | 'exitDate', label: string) => {
      const raw = cell(field);
      if (!raw) return undefined;
      const s = parseStamp(raw, f.dateFormat);
      if (!s) throw new LineError(RULE_MESSAGES.date(label));
      return s;
    };
    try {
      const quantity = number('quantity', 'Quantity');
      if (quantity === undefined) throw new LineError(RULE_MESSAGES.required('Quantity'));
      const sideCell = cell('direction').toUpperCase();
      const named = sideCell ? DIRECTION_WORDS[sideCell] : undefined;
      if (sideCell && !named)
        throw new LineError(RULE_MESSAGES.oneOf('Direction', ['LONG', 'SHORT']));
      const assetCell = cell('assetClass').toUpperCase();
      const assetClass = assetCell ? ASSET_WORDS[assetCell] : undefined;
      if (assetCell && !assetClass)
        throw new LineError(RULE_MESSAGES.oneOf('Asset class', Object.values(ASSET_WORDS)));
      const entryPrice = number('entryPrice', 'Entry price');
      if (entryPrice === undefined) throw new LineError(RULE_MESSAGES.required('Entry price'));
      const entry = stamp('entryDate', 'Entry date');
      if (!entry) throw new LineError(RULE_MESSAGES.required('Entry date'));
      const exitPrice = number('exitPrice', 'Exit price');
      const exit = stamp('exitDate', 'Exit date');
      const fees = number('fees', 'Fees');
      const stopLoss = number('stopLoss', 'Stop loss');
      const takeProfit = number('takeProfit', 'Take profit');
      const tags = cell('tags')
        .split(/[,;|]/)
        .map((t) => t.trim())
        .filter(Boolean);
      const text = (field: keyof TradeImportMapping) => cell(field) || undefined;
      const local: TradeLine['local'] = [];
      if (entry.local) local.push('entryDate');
      if (exit?.local) local.push('exitDate');
      out.push({
        line,
        local,
        body: {
          accountId: f.accountId,
          instrument: cell('instrument'),
          ...(assetClass ? { assetClass } : {}),
          // Without a side column, a negative quantity is a short (a signed-position export).
          direction: named ?? (quantity.startsWith('-') ? 'SHORT' : 'LONG'),
          status: exitPrice !== undefined || exit ? 'CLOSED' : 'OPEN',
          quantity: Math.abs(Number(quantity)),
          entryPrice: Number(entryPrice),
          entryDate: entry.at,
          ...(exitPrice !== undefined ? { exitPrice: Number(exitPrice) } : {}),
          ...(exit ? { exitDate: exit.at } : {}),
          // A mapped fees column that is blank means no fees; an unmapped one, the default fees.
          // Brokers often write fees as a negative amount: its size is the fee.
          ...(cols.fees !== undefined ? { fees: Math.abs(Number(fees ?? 0)) } : {}),
          ...(stopLoss !== undefined ? { stopLoss: Number(stopLoss) } : {}),
          ...(takeProfit !== undefined ? { takeProfit: Number(takeProfit) } : {}),
          ...(text('currency') ? { currency: text('currency')!.toUpperCase() } : {}),
          ...(text('pattern') ? { pattern: text('pattern') } : {}),
          ...(text('notes') ? { notes: text('notes') } : {}),
          ...(tags.length ? { tags } : {}),
        },
      });
    } catch (err) {
      if (!(err instanceof LineError)) throw err;
      errors.push({ line, message: err.message });
    }
  }
  return { rows: out, errors };
}

/** A cell that cannot be read: becomes the line's error. */
class LineError extends Error {}
