import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  // Mantine's default `md` breakpoint (62em = 992 px) is where the frame switches sidebar ↔ drawer.
});

/** Mantine's default "dimmed" grey reads at 3.3:1 on white (4.0:1 on dark); ours passes AA. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8' },
});
