import { describe, expect, it } from 'vitest';
import {
  csvCell,
  detectDateFormat,
  detectDelimiter,
  parseAmount,
  parseCsv,
  parseDate,
} from './csv.js';

describe('csv', () => {
  it('parses quotes, escaped quotes, CRLF, a BOM and multi-line cells with their start lines', () => {
    const { rows, lines } = parseCsv(
      '\ufeffa,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n\n3,4',
      ',',
    );
    expect(rows).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['multi\nline', '2'],
      ['3', '4'],
    ]);
    expect(lines).toEqual([1, 2, 3, 6]);
  });
  it('detects the delimiter and date formats', () => {
    expect(detectDelimiter('a;b;c\n1;2,5;3\n')).toBe(';');
    expect(detectDelimiter('a\tb\n1\t2\n')).toBe('\t');
    expect(detectDateFormat(['2024-01-31'])).toBe('YYYY-MM-DD');
    expect(detectDateFormat(['01/02/2024', '13/02/2024'])).toBe('DD/MM/YYYY');
    expect(detectDateFormat(['01/13/2024'])).toBe('MM/DD/YYYY');
    expect(parseDate('29.02.2023', 'DD.MM.YYYY')).toBeNull();
    expect(parseDate('29.02.2024', 'DD.MM.YYYY')).toBe('2024-02-29');
  });
  it('reads amounts with either decimal mark', () => {
    expect(parseAmount('1.234,56', ',')).toBe('1234.56');
    expect(parseAmount("1'234.5", '.')).toBe('1234.5');
    expect(parseAmount('(12.00)', '.')).toBe('-12.00');
    expect(parseAmount('12,00-', ',')).toBe('-12.00');
    expect(parseAmount('abc', '.')).toBeNull();
  });
  it('escapes formula starts and quotes', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'ok'].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      `"'\rx"`,
      'ok',
    ]);
    expect(csvCell(-5)).toBe('-5');
  });
});
