import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MoneyInput, moneyDecimals } from './money-input';

/** A form's part: it keeps the raw value, as every form does, and reports each change. */
function Field({ currency, spy }: { currency: string; spy(v: number | string): void }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <MoneyInput
      label="Amount"
      currency={currency}
      value={value}
      onChange={(v) => {
        spy(v);
        setValue(v);
      }}
      data-testid="amount"
    />
  );
}

async function typeInto(currency: string, text: string) {
  const spy = vi.fn();
  renderWithProviders(<Field currency={currency} spy={spy} />);
  await userEvent.type(screen.getByTestId('amount'), text);
  return { input: screen.getByTestId('amount'), spy };
}

describe('MoneyInput', () => {
  it('takes a Kuwaiti dinar amount to its third decimal, and no further', async () => {
    const { input, spy } = await typeInto('KWD', '12.3456');
    expect(input).toHaveValue('12.345');
    expect(spy).toHaveBeenLastCalledWith(12.345);
  });

  it('never reads a yen amount typed with a fraction as ten times itself', async () => {
    const { input, spy } = await typeInto('JPY', '1500.5');
    // The fraction stays visible for the form's check to refuse; it is not silently dropped.
    expect(input).toHaveValue('1500.5');
    expect(spy).not.toHaveBeenCalledWith(15005);
  });

  it('takes euro cents, the third decimal dropped', async () => {
    const { input } = await typeInto('EUR', '9.999');
    expect(input).toHaveValue('9.99');
  });

  it('reads the decimals from the currency: minor unit, 8 for crypto, 2 while unknown', () => {
    expect([moneyDecimals('JPY'), moneyDecimals('EUR'), moneyDecimals('KWD')]).toEqual([0, 2, 3]);
    expect(moneyDecimals('BTC')).toBe(8);
    expect(moneyDecimals(undefined)).toBe(2);
  });
});
