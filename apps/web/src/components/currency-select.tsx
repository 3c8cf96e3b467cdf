import { Select, type SelectProps } from '@mantine/core';
import { CURRENCY_CODES } from '@wealthlog/core';

const OPTIONS = CURRENCY_CODES.map((c) => ({ value: c, label: c }));

/**
 * A currency by its code, from the list core accepts. The list is long: typing searches it, and
 * 50 rows at a time keep the dropdown quick to open.
 */
export function CurrencySelect(props: Omit<SelectProps, 'data' | 'searchable' | 'limit'>) {
  return <Select {...props} data={OPTIONS} searchable limit={50} />;
}
