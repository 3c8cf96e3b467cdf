/**
 * WCAG 2 contrast maths for the theme (app/theme.ts): which shade of a palette is readable on a
 * background, so coloured text and light badges pass AA (4.5:1) on both schemes by construction.
 */

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (WCAG 2.x): sRGB channels linearised, weighted 0.2126 / 0.7152 / 0.0722. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` moved towards black by `amount` (0–1), each channel scaled, as #rrggbb. */
export function darken(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `hex` moved towards white by `amount` (0–1), as #rrggbb. */
export function lighten(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((c) =>
      Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The shade of `palette` (Mantine's 10 shades, light to dark) nearest the background's own
 * lightness that still has `min` contrast on it: on a light background the lightest readable
 * shade, on a dark one the darkest readable shade, so the hue stays as saturated as it can.
 * When no shade passes, the last one tried is darkened (or lightened) until it does. The margin
 * over 4.5 absorbs browsers' rounding.
 */
export function readableShade(palette: readonly string[], background: string, min = 4.6): string {
  const onLight = luminance(background) > 0.18;
  const order = onLight ? palette : [...palette].reverse();
  const shade = order.find((c) => contrastRatio(c, background) >= min);
  if (shade) return shade;
  let c = order[order.length - 1] ?? (onLight ? '#000000' : '#ffffff');
  for (let step = 0; step < 20 && contrastRatio(c, background) < min; step++)
    c = onLight ? darken(c, 0.05) : lighten(c, 0.1);
  return c;
}
