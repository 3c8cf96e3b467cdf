import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, luminance, readableShade } from './contrast';

// Mantine's stock teal and orange palettes (light → dark).
const TEAL = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#087f5b',
];
const ORANGE = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#d9480f',
];

describe('contrast', () => {
  it('gives WCAG luminance and ratios: black on white is 21:1, a colour on itself 1:1', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 6);
    expect(luminance('#000000')).toBe(0);
    // (1 + 0.05) / (0 + 0.05) = 21
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#087f5b', '#087f5b')).toBe(1);
    // #767676 is the classic lightest grey passing AA on white: L = 0.1812 → 1.05 / 0.2312 = 4.54
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens each channel by the amount', () => {
    // 0x80 = 128 → 128 × 0.5 = 64 = 0x40
    expect(darken('#808080', 0.5)).toBe('#404040');
  });

  it('picks the lightest shade readable on the background (teal on white: shade 9, 5.0:1)', () => {
    // Teal shade 8 (#099268) gives 3.95:1 on white, shade 9 gives 5.0:1.
    expect(readableShade(TEAL, '#ffffff')).toBe('#087f5b');
    // On a dark background the darkest readable shade: the next darker one falls short.
    const onDark = readableShade(TEAL, '#242424');
    const i = TEAL.indexOf(onDark);
    expect(contrastRatio(onDark, '#242424')).toBeGreaterThanOrEqual(4.6);
    expect(contrastRatio(TEAL[i + 1]!, '#242424')).toBeLessThan(4.6);
  });

  it('darkens the darkest shade when none passes (orange 9 is 4.3:1 on white)', () => {
    const shade = readableShade(ORANGE, '#ffffff');
    expect(ORANGE).not.toContain(shade);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.6);
    // Teal shade 9 on teal shade 1 (a light badge) is 4.33:1: not enough either.
    expect(contrastRatio(readableShade(TEAL, TEAL[1]!), TEAL[1]!)).toBeGreaterThanOrEqual(4.6);
  });
});
