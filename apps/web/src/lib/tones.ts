// Readable on both schemes (WCAG AA on a card's background): dark shades on light, light on dark.
// A gain or a loss also carries its sign and an arrow, never colour alone.
export const GAIN = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))';
export const LOSS = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))';
