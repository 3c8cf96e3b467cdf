import { describe, expect, it } from 'vitest';
import { isEmail, isIsoDate, isIsoDateTime, isPhone, isUrl, isValidDate } from './formats.js';

describe('isEmail', () => {
  it.each([
    'john@example.com',
    'john.doe+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub-domain.example.org',
    'UPPER@EXAMPLE.COM',
  ])('accepts %s', (v) => expect(isEmail(v)).toBe(true));

  it.each([
    '',
    'plain',
    '@example.com',
    'john@',
    'john@example',
    'john@@example.com',
    'john doe@example.com',
    '.john@example.com',
    'john.@example.com',
    'jo..hn@example.com',
    'john@-example.com',
    'john@example-.com',
    'john@example..com',
    'john@1.2',
    'john@example.c',
  ])('refuses %s', (v) => expect(isEmail(v)).toBe(false));

  it('enforces the RFC length limits', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const domain = `${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.com`; // 185 chars
    expect(isEmail(`${'a'.repeat(64)}@${domain}`)).toBe(true); // 64 + 1 + 185 = 250
    expect(isEmail(`${'a'.repeat(64)}@${domain}.abcd`)).toBe(false); // 255 > 254
  });
});

describe('isUrl', () => {
  it.each(['https://example.com', 'http://localhost:3000/path?q=1#x', 'https://xn--bcher-kva.ch'])(
    'accepts %s',
    (v) => expect(isUrl(v)).toBe(true),
  );
  it.each([
    '',
    'example.com',
    'javascript:alert(1)',
    'ftp://example.com',
    'data:text/html,hi',
    'https://exa mple.com',
    'http://',
  ])('refuses %s', (v) => expect(isUrl(v)).toBe(false));
});

describe('isPhone', () => {
  it.each(['+33 1 23 45 67 89', '(555) 123-4567', '0612345678', '+1-800-555-0199', '7'])(
    'accepts %s',
    (v) => expect(isPhone(v)).toBe(true),
  );
  it.each([
    '',
    '+',
    '()- ',
    '12+34',
    '++33',
    '555.123.4567',
    '555-CALL-NOW',
    '1234567890123456', // 16 digits > E.164's 15
    '٠١٢٣', // Arabic-Indic digits: only ASCII digits are stored
  ])('refuses %s', (v) => expect(isPhone(v)).toBe(false));
});

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2023-12-31', '2000-02-29', '1999-01-01'])('accepts %s', (v) =>
    expect(isIsoDate(v)).toBe(true),
  );
  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '2024-1-01',
    '24-01-01',
    '2024-01-01T00:00:00Z',
    '',
  ])('refuses %s', (v) => expect(isIsoDate(v)).toBe(false));
});

describe('isIsoDateTime', () => {
  it.each([
    '2024-01-31T10:20:30Z',
    '2024-01-31T10:20:30.123Z',
    '2024-01-31T10:20',
    '2024-01-31T23:59:59+05:30',
    '2024-01-31T00:00:00-08:00',
  ])('accepts %s', (v) => expect(isIsoDateTime(v)).toBe(true));
  it.each([
    '2024-01-31',
    '2024-02-30T10:00:00Z',
    '2024-01-31T24:00:00Z',
    '2024-01-31T10:60:00Z',
    '2024-01-31T10:00:60Z',
    '2024-01-31T10:00:00+24:00',
    '2024-01-31 10:00:00',
  ])('refuses %s', (v) => expect(isIsoDateTime(v)).toBe(false));
});

describe('isValidDate', () => {
  it('accepts dates, timestamps and valid Date objects', () => {
    expect(isValidDate('2024-05-01')).toBe(true);
    expect(isValidDate('2024-05-01T12:00:00Z')).toBe(true);
    expect(isValidDate(new Date('2024-05-01'))).toBe(true);
  });
  it('refuses the rest', () => {
    expect(isValidDate(new Date('nope'))).toBe(false);
    expect(isValidDate('May 1, 2024')).toBe(false);
    expect(isValidDate(1714521600000)).toBe(false);
    expect(isValidDate(null)).toBe(false);
  });
});
