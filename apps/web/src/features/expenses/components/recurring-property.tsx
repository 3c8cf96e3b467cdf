import { Select } from '@mantine/core';
import {
  PROPERTY_EXPENSE_CATEGORIES,
  PROPERTY_INCOME_CATEGORIES,
  type TransactionType,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProperties } from '../../../lib/queries/properties-list';

/** Only income (rent) and expenses (charges) can be a property's entries. */
export const PROPERTY_TYPES: readonly TransactionType[] = ['INCOME', 'EXPENSE'];

/**
 * A recurring item may be rent or a charge of one of the user's properties (ADR 0012): each
 * occurrence then posts a property entry, so its categories are the entry's own (RENT, TAX, …)
 * and its account is one in the property's currency.
 */
export function useRecurringProperty(initial: number | null | undefined, type: TransactionType) {
  const { t } = useTranslation();
  const properties = useProperties();
  const [propertyId, setPropertyId] = useState<string | null>(initial ? String(initial) : null);
  const property = (properties.data ?? []).find((p) => String(p.id) === propertyId) ?? null;
  const options = (properties.data ?? []).map((p) => ({
    value: String(p.id),
    label: `${p.name} (${p.currency})`,
  }));
  const categories = type === 'INCOME' ? PROPERTY_INCOME_CATEGORIES : PROPERTY_EXPENSE_CATEGORIES;
  return {
    propertyId,
    setPropertyId,
    property,
    options,
    shown: options.length > 0 && PROPERTY_TYPES.includes(type),
    categoryOptions: property
      ? categories.map((c) => ({ value: c, label: t(`realEstate.categories.${c}`) }))
      : null,
  };
}

export function RecurringPropertySelect({
  choice,
  onChange,
  error,
}: {
  choice: ReturnType<typeof useRecurringProperty>;
  onChange(value: string | null): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  if (!choice.shown) return null;
  return (
    <Select
      label={t('recurring.property')}
      description={t('recurring.propertyHint')}
      data={choice.options}
      value={choice.propertyId}
      onChange={onChange}
      clearable
      error={error}
      data-testid="recurring-property"
    />
  );
}
