import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ecbDate, EcbParseError, parseEcbCsv, parseEcbFile, parseEcbXml } from './ecb-csv.js';
import { shippedEcbCsv } from './shipped-rates.js';

const DAILY_XML = path.join(import.meta.dirname, 'fixtures/eurofxref-daily.xml');

const find = (rates: ReturnType<typeof parseEcbCsv>, date: string, quote: string) =>
  rates.find((r) => r.date === date && r.quote === quote)?.rate;

// The real ECB history, as the app ships it (reference/ecb-eurofxref-hist.csv.br).
describe('parseEcbCsv on the ECB history', () => {
  const rates = parseEcbCsv(shippedEcbCsv());

  it('reads the real figures of a day', () => {
    expect(find(rates, '2025-05-09', 'USD')).toBe('1.1252');
    expect(find(rates, '2025-05-09', 'JPY')).toBe('163.36');
    expect(find(rates, '2025-05-08', 'USD')).toBe('1.1297');
    // The first day of the euro.
    expect(find(rates, '1999-01-04', 'USD')).toBe('1.1789');
  });

  it('skips N/A cells and the trailing empty column', () => {
    // CYP stopped in 2007: N/A in 2025; BGN did not exist in 1999.
    expect(find(rates, '2025-05-09', 'CYP')).toBeUndefined();
    expect(find(rates, '1999-01-04', 'BGN')).toBeUndefined();
    expect(rates.every((r) => r.base === 'EUR' && /^[A-Z]{3}$/.test(r.quote))).toBe(true);
    // 6747 business days; the 2025-05-09 row has 30 currencies with a rate.
    expect(new Set(rates.map((r) => r.date)).size).toBe(6747);
    expect(rates.filter((r) => r.date === '2025-05-09')).toHaveLength(30);
  });
});

describe('parseEcbCsv robustness', () => {
  it('accepts a BOM, CRLF, blank lines and spaces after commas', () => {
    const text =
      '\uFEFFDate,USD,JPY,\r\n\r\n2025-05-09,1.1252,163.36,\r\n\r\n2025-05-08, 1.1297 ,N/A,\r\n';
    expect(parseEcbCsv(text)).toEqual([
      { date: '2025-05-09', base: 'EUR', quote: 'USD', rate: '1.1252' },
      { date: '2025-05-09', base: 'EUR', quote: 'JPY', rate: '163.36' },
      { date: '2025-05-08', base: 'EUR', quote: 'USD', rate: '1.1297' },
    ]);
  });

  it('reads the daily CSV layout (eurofxref.csv)', () => {
    const text = 'Date, USD, JPY, \n09 May 2025, 1.1252, 163.36, \n';
    expect(parseEcbCsv(text).map((r) => [r.date, r.quote, r.rate])).toEqual([
      ['2025-05-09', 'USD', '1.1252'],
      ['2025-05-09', 'JPY', '163.36'],
    ]);
  });

  it('names the line of a malformed row', () => {
    expect(() => parseEcbCsv('Date,USD\n2025-05-09,1.1\n2025-13-01,1.2\n')).toThrow(
      'Line 3: "2025-13-01" is not a date',
    );
    expect(() => parseEcbCsv('Date,USD\n\n2025-05-09,abc\n')).toThrow(
      'Line 3: "abc" is not a rate (USD)',
    );
    expect(() => parseEcbCsv('Date,USD\n2025-05-09,-1\n')).toThrow(EcbParseError);
    expect(() => parseEcbCsv('Day,USD\n')).toThrow('Line 1');
    expect(() => parseEcbCsv('Date,US1\n')).toThrow('"US1" is not a currency code');
    expect(() => parseEcbCsv('Date,USD\n2025-05-09,1.1,1.2\n')).toThrow('More cells than columns');
    expect(() => parseEcbCsv('\uFEFF\r\n')).toThrow('The file is empty');
  });
});

describe('ecbDate', () => {
  it('reads ISO and the daily file dates, refusing impossible days', () => {
    expect(ecbDate('2024-02-29')).toBe('2024-02-29');
    expect(ecbDate('9 May 2025')).toBe('2025-05-09');
    expect(ecbDate('09 September 2025')).toBe('2025-09-09');
    expect(ecbDate('2025-02-29')).toBeNull();
    expect(ecbDate('31 Apr 2025')).toBeNull();
    expect(ecbDate('yesterday')).toBeNull();
  });
});

describe('parseEcbXml', () => {
  it('reads the saved daily XML', () => {
    const rates = parseEcbXml(fs.readFileSync(DAILY_XML, 'utf8'));
    expect(rates).toHaveLength(30);
    expect(find(rates, '2025-05-09', 'USD')).toBe('1.1252');
    expect(find(rates, '2025-05-09', 'JPY')).toBe('163.36');
  });

  it('reads several days and refuses an XML without rates', () => {
    const xml = `<Cube><Cube time="2025-05-09"><Cube currency="USD" rate="1.1252"/></Cube>
      <Cube time="2025-05-08"><Cube currency="USD" rate="1.1297"/></Cube></Cube>`;
    expect(parseEcbXml(xml).map((r) => `${r.date} ${r.rate}`)).toEqual([
      '2025-05-09 1.1252',
      '2025-05-08 1.1297',
    ]);
    expect(() => parseEcbXml('<html>maintenance</html>')).toThrow('No rates found');
  });

  it('is chosen by parseEcbFile for text that starts with <', () => {
    expect(
      parseEcbFile('\uFEFF <Cube time="2025-05-09"><Cube currency="USD" rate="1.1"/></Cube>'),
    ).toHaveLength(1);
    expect(parseEcbFile('Date,USD\n2025-05-09,1.1\n')).toHaveLength(1);
  });
});
