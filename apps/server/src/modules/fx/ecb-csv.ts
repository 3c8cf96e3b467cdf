/**
 * Readers of the ECB's euro reference rates (units of currency per 1 EUR):
 * - the historical CSV (`eurofxref-hist.csv`): `Date,USD,JPY,…,` then one row per business day,
 *   `N/A` where a currency had no rate, a trailing empty column;
 * - the daily CSV (`eurofxref.csv`): the same with `, ` separators and dates like `09 May 2025`;
 * - the daily XML (`eurofxref-daily.xml`): `<Cube time='…'><Cube currency='USD' rate='…'/>`.
 * All are tolerant of a BOM, CRLF and blank lines. A malformed line is an error naming the line,
 * so an import never half-succeeds silently.
 */
export const ECB_BASE = 'EUR';

export interface EcbRate {
  date: string;
  base: string;
  quote: string;
  /** As written by the ECB, so no digit is lost on the way to a numeric column. */
  rate: string;
}

export class EcbParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = 'EcbParseError';
  }
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};
const RATE = /^\d{1,12}(\.\d{1,12})?$/;
const CODE = /^[A-Z]{3}$/;

function isRealDay(iso: string): boolean {
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === iso;
}

/** 'YYYY-MM-DD' or 'D Month YYYY' (the daily file) → 'YYYY-MM-DD'; null when neither. */
export function ecbDate(text: string): string | null {
  let iso: string | null = null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) iso = text;
  const m = /^(\d{1,2}) ([A-Za-z]{3})[A-Za-z]* (\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    if (month) iso = `${m[3]}-${month}-${m[1]!.padStart(2, '0')}`;
  }
  return iso && isRealDay(iso) ? iso : null;
}

function lines(text: string): { text: string; number: number }[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((t, i) => ({ text: t.trim(), number: i + 1 }))
    .filter((l) => l.text !== '');
}

/** Parses a CSV in the ECB layout (historical or daily); rows with `N/A` or empty cells are skipped. */
export function parseEcbCsv(text: string): EcbRate[] {
  return [...ecbCsvRates(text)];
}

/**
 * The rates of an ECB-layout CSV one by one, so a large file (the whole history: 210k rates) can be
 * written in batches without holding every rate object at once.
 */
export function* ecbCsvRates(text: string): Generator<EcbRate> {
  const all = lines(text);
  const header = all[0];
  if (!header) throw new EcbParseError('The file is empty');
  const columns = header.text.split(',').map((c) => c.trim());
  if (columns[0]?.toLowerCase() !== 'date') {
    throw new EcbParseError('The first column must be "Date" (ECB layout)', header.number);
  }
  const currencies = columns.slice(1);
  currencies.forEach((c, i) => {
    // The trailing comma of the ECB files leaves one empty last column.
    if (c === '' && i === currencies.length - 1) return;
    if (!CODE.test(c)) throw new EcbParseError(`"${c}" is not a currency code`, header.number);
  });
  for (const line of all.slice(1)) {
    const cells = line.text.split(',').map((c) => c.trim());
    const date = ecbDate(cells[0] ?? '');
    if (!date) throw new EcbParseError(`"${cells[0]}" is not a date`, line.number);
    for (let i = 1; i < cells.length; i += 1) {
      const cell = cells[i]!;
      const quote = currencies[i - 1];
      if (cell === '' || cell.toUpperCase() === 'N/A') continue;
      if (!quote) throw new EcbParseError('More cells than columns', line.number);
      if (!RATE.test(cell) || Number(cell) <= 0) {
        throw new EcbParseError(`"${cell}" is not a rate (${quote})`, line.number);
      }
      yield { date, base: ECB_BASE, quote, rate: cell };
    }
  }
}

/** Parses the ECB's XML (daily, or the 90-day / historical one: several `time` cubes). */
export function parseEcbXml(text: string): EcbRate[] {
  const rates: EcbRate[] = [];
  // Cubes in document order: a `time` cube sets the day of the `currency` cubes that follow it.
  const cube =
    /<Cube\s+(?:time\s*=\s*["']([^"']*)["']|currency\s*=\s*["']([^"']*)["']\s+rate\s*=\s*["']([^"']*)["'])/g;
  let date: string | null = null;
  for (const m of text.matchAll(cube)) {
    if (m[1] !== undefined) {
      date = ecbDate(m[1]);
      if (!date) throw new EcbParseError(`"${m[1]}" is not a date`);
      continue;
    }
    const [quote, rate] = [m[2]!, m[3]!];
    if (!date) throw new EcbParseError(`A rate for ${quote} comes before any date`);
    if (!CODE.test(quote)) throw new EcbParseError(`"${quote}" is not a currency code`);
    if (!RATE.test(rate) || Number(rate) <= 0)
      throw new EcbParseError(`"${rate}" is not a rate (${quote})`);
    rates.push({ date, base: ECB_BASE, quote, rate });
  }
  if (rates.length === 0) throw new EcbParseError('No rates found in the XML');
  return rates;
}

/** The ECB file in whichever layout it came: XML when it starts with '<', else CSV. */
export function parseEcbFile(text: string): EcbRate[] {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
    ? parseEcbXml(text)
    : parseEcbCsv(text);
}
