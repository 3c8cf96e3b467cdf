import { describe, expect, it } from 'vitest';
import { decimalText, ofxDateTime, unsigned } from './ofx-values.js';

describe('decimalText', () => {
  it.each([
    ['-12.50', '-12.50'],
    ['-12,50', '-12.50'],
    ['1234.5', '1234.5'],
    ['1234,5', '1234.5'],
    ['+3', '3'],
    ['3', '3'],
    ['-3', '-3'],
    ['.5', '0.5'],
    ['-,75', '-0.75'],
    ['12.', '12'],
    ['007.10', '7.10'],
    ['0', '0'],
    ['000', '0'],
    ['-0.00', '0.00'],
    ['+0,0', '0.0'],
    ['123456789012345678.123456789', '123456789012345678.123456789'],
  ])('reads %s as %s', (raw, want) => {
    expect(decimalText(raw)).toBe(want);
  });

  it.each(['', '-', '+', '.', ',', '12.3.4', '1,234.50', '1.234,50', '1 234', 'abc', '12a', '--1'])(
    'refuses %j',
    (raw) => {
      expect(decimalText(raw)).toBeNull();
    },
  );
});

describe('unsigned', () => {
  it('drops a leading minus and keeps the rest', () => {
    expect(unsigned('-100')).toBe('100');
    expect(unsigned('100.5')).toBe('100.5');
  });
});

describe('ofxDateTime', () => {
  it.each([
    ['20181219', { date: '2018-12-19', time: null }],
    ['20181219120000', { date: '2018-12-19', time: '12:00:00' }],
    ['20181219120000.000', { date: '2018-12-19', time: '12:00:00' }],
    ['20181219233015.123[-5:EST]', { date: '2018-12-19', time: '23:30:15' }],
    ['20181219120000[0:GMT]', { date: '2018-12-19', time: '12:00:00' }],
    ['20181219120000[+1]', { date: '2018-12-19', time: '12:00:00' }],
    ['20181219120000 [-3.30:NST]', { date: '2018-12-19', time: '12:00:00' }],
    ['201812191205', { date: '2018-12-19', time: '12:05:00' }],
    ['20240229', { date: '2024-02-29', time: null }],
    ['20181231235959', { date: '2018-12-31', time: '23:59:59' }],
  ])('reads %s in the zone it is written in', (raw, want) => {
    expect(ofxDateTime(raw)).toEqual(want);
  });

  it.each([
    '',
    '2018121',
    '20181332',
    '20181200',
    '20180229',
    '20180431',
    '2018-12-19',
    '20181219246000',
    '20181219236000',
    '20181219235960',
    '2018121912',
    '20181219120000[-5:EST',
    'tomorrow',
  ])('refuses %j', (raw) => {
    expect(ofxDateTime(raw)).toBeNull();
  });
});
