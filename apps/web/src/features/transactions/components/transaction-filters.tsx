import { Autocomplete, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import {
  TRANSACTION_SORTS,
  TRANSACTION_TYPES,
  type Account,
  type TransactionFilter,
  type TransactionSort,
  type TransactionType,
} from '@wealthlog/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FoldingFilters } from '../../../components/folding-filters';
import { useCategoryLabels, useDefaultKeys } from '../api/categories';
import { categoryLabel, categoryValue } from './category-label';

interface Props {
  accounts: readonly Account[];
  value: TransactionFilter;
  /**
   * Takes an update of the filter, not a filter: a click and the typed fields' debounce may both
   * land before the list re-renders, and each must build on the other's result, not on the value
   * this render saw (a clear clicked under load was undone by the debounce's stale copy).
   */
  onChange: (update: (filter: TransactionFilter) => TransactionFilter) => void;
}

const num = (v: string | number) => (typeof v === 'number' ? v : undefined);
/** The clear (×) button of a clearable select, for end-to-end tests. */
const clearTestId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

/**
 * Every filter of the list; all go to the server. Typed fields (text, amounts, category) wait
 * 300 ms after the last key, so a word typed does not fire a request per letter. The category is
 * an exact match on the server, so half a name ("Groc") is not applied while typing — it would
 * empty the list —; a picked option applies at once, and typed text when it names a category
 * or when the field is left.
 */
export function TransactionFilters({ accounts, value, onChange }: Props) {
  const { t } = useTranslation();
  const categoryOptions = useCategoryLabels();
  const keys = useDefaultKeys();
  const [typed, setTyped] = useState({
    q: value.q ?? '',
    // A filter that arrives with a category (a drill-down link) shows it, and keeps it applied.
    category: value.category ? categoryLabel(t, value.category) : '',
    minAmount: value.minAmount ?? ('' as number | ''),
    maxAmount: value.maxAmount ?? ('' as number | ''),
  });
  const [debounced] = useDebouncedValue(typed, 300);
  // The filters behind the phone's button (search and sort are always in sight or not filters).
  const active = [
    value.accountId,
    value.type,
    value.category,
    value.from,
    value.to,
    value.minAmount,
    value.maxAmount,
  ].filter((v) => v !== undefined && v !== '').length;
  const patch = (next: Partial<TransactionFilter>) => onChange((prev) => ({ ...prev, ...next }));
  const namesCategory = (text: string) =>
    categoryOptions.some((o) => o.toLocaleLowerCase() === text.trim().toLocaleLowerCase());
  const applyCategory = (text: string) => {
    const category = categoryValue(t, text, keys) || undefined;
    if (category !== value.category) patch({ category });
  };

  useEffect(() => {
    const names = !debounced.category.trim() || namesCategory(debounced.category);
    const next = {
      q: debounced.q.trim() || undefined,
      minAmount: num(debounced.minAmount),
      maxAmount: num(debounced.maxAmount),
      ...(names ? { category: categoryValue(t, debounced.category, keys) || undefined } : {}),
    };
    const changes = (f: TransactionFilter) =>
      next.q !== f.q ||
      (names && next.category !== f.category) ||
      next.minAmount !== f.minAmount ||
      next.maxAmount !== f.maxAmount;
    if (changes(value)) onChange((prev) => (changes(prev) ? { ...prev, ...next } : prev));
    // Only a settled change of the typed fields pushes a new filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const search = (
    <TextInput
      leftSection={<IconSearch size={16} />}
      placeholder={t('transactions.filters.search')}
      aria-label={t('transactions.filters.search')}
      value={typed.q}
      onChange={(e) => setTyped((s) => ({ ...s, q: e.currentTarget.value }))}
      data-testid="tx-filter-search"
    />
  );
  const others = (
    <>
      <Select
        placeholder={t('transactions.filters.allAccounts')}
        aria-label={t('transactions.fields.account')}
        data={accounts.map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` }))}
        value={value.accountId ? String(value.accountId) : null}
        onChange={(v) => patch({ accountId: v ? Number(v) : undefined })}
        clearable
        clearButtonProps={clearTestId('tx-filter-account-clear')}
        data-testid="tx-filter-account"
      />
      <Select
        placeholder={t('transactions.filters.allTypes')}
        aria-label={t('transactions.fields.type')}
        data={TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`transactions.types.${v}`) }))}
        value={value.type ?? null}
        onChange={(v) => patch({ type: (v as TransactionType | null) ?? undefined })}
        clearable
        clearButtonProps={clearTestId('tx-filter-type-clear')}
        data-testid="tx-filter-type"
      />
      <Autocomplete
        placeholder={t('transactions.filters.category')}
        aria-label={t('transactions.fields.category')}
        data={categoryOptions}
        value={typed.category}
        onChange={(v) => setTyped((s) => ({ ...s, category: v }))}
        onOptionSubmit={applyCategory}
        onBlur={() => applyCategory(typed.category)}
        data-testid="tx-filter-category"
      />
      <TextInput
        type="date"
        aria-label={t('transactions.filters.from')}
        title={t('transactions.filters.from')}
        leftSection={<Text size="xs">{t('transactions.filters.from')}</Text>}
        leftSectionWidth={44}
        value={value.from ?? ''}
        onChange={(e) => patch({ from: e.currentTarget.value || undefined })}
        data-testid="tx-filter-from"
      />
      <TextInput
        type="date"
        aria-label={t('transactions.filters.to')}
        title={t('transactions.filters.to')}
        leftSection={<Text size="xs">{t('transactions.filters.to')}</Text>}
        leftSectionWidth={44}
        value={value.to ?? ''}
        onChange={(e) => patch({ to: e.currentTarget.value || undefined })}
        data-testid="tx-filter-to"
      />
      <Group gap="xs" grow wrap="nowrap">
        <NumberInput
          placeholder={t('transactions.filters.minAmount')}
          aria-label={t('transactions.filters.minAmount')}
          min={0}
          // No spin buttons: they would crop the placeholder in a half-width field.
          hideControls
          value={typed.minAmount}
          onChange={(v) => setTyped((s) => ({ ...s, minAmount: typeof v === 'number' ? v : '' }))}
          data-testid="tx-filter-min"
        />
        <NumberInput
          placeholder={t('transactions.filters.maxAmount')}
          aria-label={t('transactions.filters.maxAmount')}
          min={0}
          // No spin buttons: they would crop the placeholder in a half-width field.
          hideControls
          value={typed.maxAmount}
          onChange={(v) => setTyped((s) => ({ ...s, maxAmount: typeof v === 'number' ? v : '' }))}
          data-testid="tx-filter-max"
        />
      </Group>
      <Select
        aria-label={t('transactions.filters.sort')}
        data={TRANSACTION_SORTS.map((s) => ({ value: s, label: t(`transactions.sorts.${s}`) }))}
        value={value.sort ?? 'date_desc'}
        onChange={(v) => patch({ sort: (v as TransactionSort | null) ?? undefined })}
        allowDeselect={false}
        data-testid="tx-filter-sort"
      />
    </>
  );

  return (
    <FoldingFilters
      search={search}
      others={others}
      active={active}
      toggleLabel={t('transactions.filters.toggle')}
      testId="transaction-filters"
      toggleTestId="tx-filters-toggle"
    />
  );
}
