import { NumberInput, type NumberInputProps } from '@mantine/core';
import { decimalsFor } from '@wealthlog/core';

/**
 * Decimal places a money field accepts: the currency's minor unit (JPY 0, EUR 2, KWD 3, crypto 8),
 * so the field neither refuses a digit the currency has nor takes one the server would refuse.
 * While the currency is not known yet (its query still loading) the common 2 stands in.
 */
export function moneyDecimals(currency: string | null | undefined): number {
  return currency ? decimalsFor(currency) : 2;
}

export interface MoneyInputProps extends Omit<NumberInputProps, 'decimalScale' | 'allowDecimal'> {
  /** The ISO code (or crypto symbol) the amount is in. */
  currency: string | null | undefined;
}

/**
 * A money amount: Mantine's NumberInput with the currency's decimals and, like every amount
 * the forms ask for, no negative default (`min` 0; pass another `min` to allow one).
 * Arabic-Indic digits need nothing here: lib/input-digits.ts translates every field typed as a
 * decimal number, which NumberInput is (inputmode="decimal").
 */
export function MoneyInput({ currency, min = 0, ...props }: MoneyInputProps) {
  const decimals = moneyDecimals(currency);
  // A currency without a minor unit (JPY) keeps the decimal point: with a scale of 0 the field
  // would drop it and read "1500.5" as 15005, ten times the amount. The form's check refuses the
  // fraction with a sentence instead.
  return (
    <NumberInput
      {...props}
      min={min}
      decimalScale={decimals > 0 ? decimals : undefined}
      allowDecimal
    />
  );
}
