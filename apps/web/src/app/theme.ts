import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableShade } from '../lib/contrast';

/**
 * A deep emerald: Mantine's stock teal is too light for white text (2.6:1 on filled buttons)
 * and for teal-on-teal active menu entries. Shades 6 (filled, light scheme) and 9 on 1
 * (light-variant text) are picked to pass WCAG AA (4.96:1 and 8.3:1).
 */
const wealth: MantineColorsTuple = [
  '#e6f7f2',
  '#cdeee4',
  '#9fdcc9',
  '#6dc9ad',
  '#43b894',
  '#26a883',
  '#0f7f63',
  '#0c6f56',
  '#095e49',
  '#064a39',
];

export const theme = createTheme({
  colors: { wealth },
  primaryColor: 'wealth',
  primaryShade: { light: 6, dark: 8 },
  defaultRadius: 'md',
  // Drawers, modals, menus and toasts appear without sliding when the system asks for less motion
  // (Mantine's transitions then last 0 ms); charts draw without animation either way.
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  // Mantine's default `md` breakpoint (62em = 992 px) is where the frame switches sidebar ↔ drawer.
});

/**
 * Coloured text (`c="teal"`, anchors, error messages) and light badges ("ACTIVE") in every
 * palette, readable by construction (WCAG AA, lib/contrast.ts): Mantine's stock shades put teal 6
 * on white (2.6:1) and teal 9 on a teal 1 badge (4.3:1). Per scheme, each palette's text is the
 * shade nearest the background that passes on it: white in light, a card's dark 6 in dark.
 */
function readableColours(
  colors: Record<string, readonly string[]>,
  background: string,
  scheme: 'light' | 'dark',
): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'dark') continue;
    vars[`--mantine-color-${name}-text`] = readableShade(palette, background);
    // Light variant (badges, light buttons): on its tint, about shade 1 at rest and up to shade 2
    // when a light button is hovered — readable on the darker of the two.
    if (scheme === 'light')
      vars[`--mantine-color-${name}-light-color`] = readableShade(
        palette,
        palette[2] ?? palette[1] ?? background,
      );
  }
  const red = colors.red ?? [];
  vars['--mantine-color-error'] = readableShade(red, background);
  return vars;
}

/**
 * The keyboard focus ring (app/focus-ring.css): the primary colour at 3:1 on the background at
 * least (WCAG 1.4.11). Mantine's own ring uses the filled shade, 2.0:1 on a dark card.
 */
function focusRing(t: Parameters<CSSVariablesResolver>[0], background: string): string {
  return readableShade(t.colors[t.primaryColor] ?? [], background, 3.1);
}

/** Mantine's default "dimmed" grey reads at 3.3:1 on white (4.0:1 on dark); ours passes AA. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    ...readableColours(t.colors, '#ffffff', 'light'),
    '--wl-focus-ring': focusRing(t, '#ffffff'),
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
  },
  dark: {
    ...readableColours(t.colors, t.colors.dark[6] ?? '#2e2e2e', 'dark'),
    '--wl-focus-ring': focusRing(t, t.colors.dark[6] ?? '#2e2e2e'),
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
  },
});
