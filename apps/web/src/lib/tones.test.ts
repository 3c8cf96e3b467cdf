import { describe, expect, it } from 'vitest';
import { arrow, GAIN, LOSS, tone } from './tones';

describe('tones', () => {
  it('colours a gain teal and a loss red, zero and unknown in the text colour', () => {
    expect(tone(12.5)).toBe(GAIN);
    expect(tone(-0.01)).toBe(LOSS);
    expect(tone(0)).toBeUndefined();
    expect(tone(null)).toBeUndefined();
    expect(tone(undefined)).toBeUndefined();
  });

  it('gives every coloured figure an arrow too, so colour is never the only carrier', () => {
    expect(arrow(3)).toBe('▲ ');
    expect(arrow(-3)).toBe('▼ ');
    expect(arrow(0)).toBe('');
    expect(arrow(null)).toBe('');
    for (const v of [5, -5]) expect(tone(v) !== undefined && arrow(v) !== '').toBe(true);
  });

  it('uses the theme’s readable text shades (app/theme.ts), not fixed Mantine shades', () => {
    expect(GAIN).toBe('var(--mantine-color-teal-text)');
    expect(LOSS).toBe('var(--mantine-color-red-text)');
  });
});
