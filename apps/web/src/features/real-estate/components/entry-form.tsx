import { Button, Group, NumberInput, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  PROPERTY_EXPENSE_CATEGORIES,
  PROPERTY_INCOME_CATEGORIES,
  type Property,
  createExpenseBodySchema,
  createIncomeBodySchema,
} from '@wealthlog/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { type FormErrors, serverFormErrors, zodFieldErrors } from '../../../lib/field-messages';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { type Entry, type EntryKind, useCreateEntry, useUpdateEntry } from '../api/entries';

const FIELDS = ['date', 'amount', 'category', 'description', 'accountId'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Rent or a cost of the property; with an account it is paid into or from it as one record (the
 * account's transaction is the same fact). With `entry`, an edit of it (its kind stays).
 */
export function EntryForm({
  property,
  entry,
  onDone,
}: {
  property: Property;
  entry?: { kind: EntryKind; value: Entry };
  onDone?(): void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<EntryKind>(entry?.kind ?? 'income');
  const create = useCreateEntry(kind);
  const update = useUpdateEntry(kind);
  const { data: accounts = [] } = useAccounts();
  const e0 = entry?.value;
  const [date, setDate] = useState(e0?.date ?? todayIso());
  const [amount, setAmount] = useState<number | string>(e0?.amount ?? '');
  const [category, setCategory] = useState<string | null>(e0?.category ?? 'RENT');
  const [description, setDescription] = useState(e0?.description ?? '');
  const [accountId, setAccountId] = useState<string | null>(
    e0?.accountId ? String(e0.accountId) : null,
  );
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const categories = kind === 'income' ? PROPERTY_INCOME_CATEGORIES : PROPERTY_EXPENSE_CATEGORIES;
  // One fact in one currency: only the accounts in the property's currency can carry it.
  const usable = accounts.filter((a) => a.active && a.currency === property.currency);

  const switchKind = (next: string) => {
    setKind(next as EntryKind);
    setCategory(next === 'income' ? 'RENT' : 'TAX');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Every field is on screen, so an edit is checked as a whole entry too.
    const schema = kind === 'income' ? createIncomeBodySchema : createExpenseBodySchema;
    const parsed = schema.safeParse({
      propertyId: property.id,
      date,
      amount: inputNumber(amount),
      category,
      description: description || null,
      accountId: accountId === null ? null : Number(accountId),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t));
    setErrors({});
    const onError = (error: unknown) => {
      const fe = serverFormErrors(error, FIELDS, t);
      if (Object.keys(fe).length > 0) setErrors(fe);
      else showErrorToast(error);
    };
    if (entry)
      return update.mutate({ ...parsed.data, id: entry.value.id }, { onSuccess: onDone, onError });
    create.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setDescription('');
      },
      onError,
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="entry-form">
      <Group align="flex-end" wrap="wrap">
        {entry ? null : (
          <SegmentedControl
            value={kind}
            onChange={switchKind}
            data={[
              { value: 'income', label: t('realEstate.income') },
              { value: 'expenses', label: t('realEstate.expense') },
            ]}
            data-testid="entry-kind"
          />
        )}
        <TextInput
          type="date"
          label={t('realEstate.fields.date')}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          error={errors.date}
          data-testid="entry-date"
        />
        <NumberInput
          label={t('realEstate.fields.amount')}
          value={amount}
          onChange={setAmount}
          min={0}
          decimalScale={2}
          error={errors.amount}
          data-testid="entry-amount"
        />
        <Select
          label={t('realEstate.fields.category')}
          data={categories.map((c) => ({ value: c, label: t(`realEstate.categories.${c}`) }))}
          value={category}
          onChange={setCategory}
          allowDeselect={false}
          error={errors.category}
          data-testid="entry-category"
        />
        <TextInput
          label={t('realEstate.fields.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <Select
          label={t('realEstate.fields.account')}
          placeholder={t('realEstate.noAccount')}
          data={usable.map((a) => ({ value: String(a.id), label: a.name }))}
          value={accountId}
          onChange={setAccountId}
          clearable
          error={errors.accountId}
          data-testid="entry-account"
        />
        <Button
          type="submit"
          loading={create.isPending || update.isPending}
          data-testid="entry-save"
        >
          {t('common.save')}
        </Button>
      </Group>
    </form>
  );
}
