// Gains and losses, one way everywhere: the theme's readable teal and red text (WCAG AA on both
// schemes, app/theme.ts), and never colour alone: the figure also carries its sign and an arrow.
export const GAIN = 'var(--mantine-color-teal-text)';
export const LOSS = 'var(--mantine-color-red-text)';

/** The colour of a signed figure: a gain teal, a loss red, zero or unknown the text colour. */
export function tone(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return value > 0 ? GAIN : value < 0 ? LOSS : undefined;
}

/** The arrow before a signed figure ('▲ ' up, '▼ ' down, nothing at zero or unknown). */
export function arrow(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value > 0 ? '▲ ' : value < 0 ? '▼ ' : '';
}
