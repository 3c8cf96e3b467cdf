import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionFilter } from '@wealthlog/core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { TransactionFilters } from './transaction-filters';

const categories = [
  { name: 'groceries', isDefault: true, lastUsed: '2026-01-01' },
  { name: 'Vet bills', isDefault: false, lastUsed: '2026-01-02' },
  // The user's own "Groceries" (an import from a bank) beside the default key shown "Groceries".
  { name: 'Groceries', isDefault: false, lastUsed: '2026-01-03' },
];

/** The filters with their state, reporting every filter they push. */
function Harness({
  onChange,
  initial = {},
}: {
  onChange: (f: TransactionFilter) => void;
  initial?: TransactionFilter;
}) {
  const [value, setValue] = useState<TransactionFilter>(initial);
  return (
    <TransactionFilters
      accounts={[]}
      value={value}
      onChange={(update) => {
        const f = update(value);
        onChange(f);
        setValue(f);
      }}
    />
  );
}

function setup() {
  stubApi({ 'GET /api/transactions/categories': () => jsonResponse(200, categories) });
  const onChange = vi.fn<(f: TransactionFilter) => void>();
  renderWithProviders(<Harness onChange={onChange} />);
  const field = screen.getByTestId('tx-filter-category');
  return { onChange, field, user: userEvent.setup() };
}

const lastCategory = (onChange: ReturnType<typeof setup>['onChange']) =>
  onChange.mock.calls.at(-1)?.[0].category;

describe('TransactionFilters: category', () => {
  it('keeps a category it starts with (a drill-down link) and shows it', async () => {
    stubApi({ 'GET /api/transactions/categories': () => jsonResponse(200, categories) });
    const onChange = vi.fn<(f: TransactionFilter) => void>();
    renderWithProviders(<Harness onChange={onChange} initial={{ category: 'Vet bills' }} />);
    expect(screen.getByTestId('tx-filter-category')).toHaveValue('Vet bills');
    // Past the 300 ms debounce, nothing cleared it.
    await new Promise((r) => setTimeout(r, 450));
    expect(onChange.mock.calls.some(([f]) => f.category !== 'Vet bills')).toBe(false);
  });

  it('does not apply half a name while typing (it would empty the list)', async () => {
    const { onChange, field, user } = setup();
    await user.type(field, 'Groc');
    // Past the 300 ms debounce, nothing narrowed the list.
    await new Promise((r) => setTimeout(r, 450));
    expect(onChange.mock.calls.some(([f]) => f.category !== undefined)).toBe(false);
  });

  it('applies a picked option at once, as its stored key; a name used twice is offered once', async () => {
    const { onChange, field, user } = setup();
    await user.type(field, 'Groc');
    const options = await screen.findAllByRole('option', { name: 'Groceries' });
    expect(options).toHaveLength(1);
    await user.click(options[0]!);
    expect(lastCategory(onChange)).toBe('groceries');
  });

  it('applies a whole name typed, in any case, after the pause', async () => {
    const { onChange, field, user } = setup();
    await user.type(field, 'vet BILLS');
    await waitFor(() => expect(lastCategory(onChange)).toBe('vet BILLS'));
  });

  it('applies any text when the field is left, and clears when emptied', async () => {
    const { onChange, field, user } = setup();
    await user.type(field, 'Boat fuel');
    await user.tab();
    expect(lastCategory(onChange)).toBe('Boat fuel');
    await user.clear(field);
    await waitFor(() => expect(lastCategory(onChange)).toBeUndefined());
  });
});

describe('TransactionFilters on a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the search in sight and folds the rest behind a button counting the filters in use', async () => {
    // Only the phone query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 48em'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    stubApi({ 'GET /api/transactions/categories': () => jsonResponse(200, categories) });
    renderWithProviders(
      <TransactionFilters
        accounts={[]}
        value={{ type: 'EXPENSE', minAmount: 5, q: 'coffee' }}
        onChange={() => {}}
      />,
    );
    const toggle = screen.getByTestId('tx-filters-toggle');
    expect(screen.getByTestId('tx-filter-search')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Type and minimum amount are in use; the search is not counted (it is in sight).
    expect(toggle).toHaveTextContent('Filters2');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('tx-filter-type')).toBeInTheDocument();
  });
});
