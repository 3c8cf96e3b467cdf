import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { cssVariablesResolver, theme } from './theme';

// The dashboard's change figures (teal/red text) and the accounts' ACTIVE badge (teal light
// variant) failed axe's color-contrast: every palette's text and light-badge colour must now pass
// WCAG AA (4.5:1) on the background it is drawn on, in both schemes.
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const vars = cssVariablesResolver(full);
const palettes = Object.entries(full.colors).filter(([name]) => name !== 'dark');

describe('theme contrast', () => {
  it.each(palettes)('%s text passes AA on white and on a dark card', (name) => {
    expect(
      contrastRatio(vars.light[`--mantine-color-${name}-text`]!, '#ffffff'),
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(vars.dark[`--mantine-color-${name}-text`]!, full.colors.dark[6]),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it.each(palettes)(
    '%s light badge and button text passes AA on its tint, at rest and hovered',
    (name, palette) => {
      // At rest a light button shows about shade 1, hovered up to shade 2 (seen: #9fdcc9 behind
      // the loans simulator's button, 3.95:1 with the shade picked for shade 1 alone).
      for (const tint of [palette[1], palette[2]])
        expect(
          contrastRatio(vars.light[`--mantine-color-${name}-light-color`]!, tint),
        ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the keyboard focus ring has 3:1 on the background in both schemes (WCAG 1.4.11)', () => {
    expect(contrastRatio(vars.light['--wl-focus-ring']!, '#ffffff')).toBeGreaterThanOrEqual(3);
    for (const background of [full.colors.dark[6], full.colors.dark[7]])
      expect(contrastRatio(vars.dark['--wl-focus-ring']!, background)).toBeGreaterThanOrEqual(3);
  });

  it('error messages are readable in both schemes', () => {
    expect(contrastRatio(vars.light['--mantine-color-error']!, '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(
      contrastRatio(vars.dark['--mantine-color-error']!, full.colors.dark[6]),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
