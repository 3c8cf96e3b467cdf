/**
 * What a Mantine NumberInput holds: a number, or the typed text when a number would lose what
 * was typed — "12.50" (the trailing zero), "3.", "-", or '' when cleared. Forms keep this raw
 * value, so typing is never rewritten under the cursor, and read it with `inputNumber`.
 */
export type NumberInputValue = number | string;

/** The number typed, or undefined when the field is empty or not a number. */
export function inputNumber(value: NumberInputValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}
