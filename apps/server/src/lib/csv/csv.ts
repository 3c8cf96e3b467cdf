import { CSV_DELIMITERS, type CsvDateFormat, type DecimalSeparator } from '@wealthlog/core';
import { parseCsv } from './csv-reader.js';

// CSV helpers: detection, dates, amounts, and writing. The reader itself is csv-reader.ts.

export { parseCsv, parseCsvYielding, type CsvRecords } from './csv-reader.js';

/** The delimiter that splits the first lines into the same, largest number of cells. */
export function detectDelimiter(text: string): string {
  let best: string = CSV_DELIMITERS[0];
  let bestScore = -1;
  for (const d of CSV_DELIMITERS) {
    const { rows } = parseCsv(text.slice(0, 64 * 1024), d, 20);
    if (rows.length === 0) continue;
    const width = rows[0]!.length;
    const consistent = rows.filter((r) => r.length === width).length;
    const score = width > 1 ? consistent * 1000 + width : 0;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

const DATE_PATTERNS: Record<CsvDateFormat, RegExp> = {
  'YYYY-MM-DD': /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
  'DD/MM/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'MM/DD/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/,
  'DD.MM.YYYY': /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/,
};

/** 'YYYY-MM-DD' of a cell in the given format, or null when it is not a real day. */
export function parseDate(cell: string, format: CsvDateFormat): string | null {
  const m = DATE_PATTERNS[format].exec(cell.trim());
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [y, mo, d] =
    format === 'YYYY-MM-DD' ? [a, b, c] : format === 'MM/DD/YYYY' ? [c, a, b] : [c, b, a];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first format that reads every sample; DD/MM before MM/DD unless a month above 12 says so. */
export function detectDateFormat(samples: string[]): CsvDateFormat | null {
  const values = samples.map((s) => s.trim()).filter(Boolean);
  if (values.length === 0) return null;
  const order: CsvDateFormat[] = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY'];
  return order.find((f) => values.every((v) => parseDate(v, f) !== null)) ?? null;
}

/**
 * A decimal text ('-1234.5') from a cell: thousands separators (the other mark, spaces,
 * apostrophes) are dropped, the decimal mark becomes '.', a trailing or leading sign is kept.
 */
export function parseAmount(cell: string, sep: DecimalSeparator): string | null {
  let s = cell.trim().replace(/[\s'\u00a0\u202f]/g, '');
  if (s.startsWith('(') && s.endsWith(')')) s = `-${s.slice(1, -1)}`;
  if (s.endsWith('-')) s = `-${s.slice(0, -1)}`;
  s = sep === ',' ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(s) ? s.replace(/^\+/, '') : null;
}

/** ',' when amount-like samples end in a comma and 1–2 digits (1.234,56), else '.'. */
export function detectDecimalSeparator(samples: string[]): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const raw of samples) {
    const s = raw.trim();
    if (/^[+-]?[\d.\s']*\d,\d{1,2}-?$/.test(s)) comma += 1;
    else if (/^[+-]?[\d,\s']*\d\.\d{1,2}-?$/.test(s)) dot += 1;
  }
  return comma > dot ? ',' : '.';
}

// CSV injection (OWASP): a spreadsheet runs cells that start with these as formulas.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula starts defused with an apostrophe, quoted when needed. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvLine(values: (string | number | null)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
