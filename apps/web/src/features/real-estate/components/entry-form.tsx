import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  PROPERTY_EXPENSE_CATEGORIES,
  PROPERTY_INCOME_CATEGORIES,
  type Property,
  createExpenseBodySchema,
  createIncomeBodySchema,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { type FormSchema, useFormFlow } from '../../../lib/use-form-flow';
import {
  type Entry,
  type EntryDraft,
  type EntryKind,
  useCreateEntry,
  useUpdateEntry,
} from '../api/entries';

const FIELDS = ['date', 'amount', 'category', 'description', 'accountId'] as const;

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
  // Every field is on screen, so an edit is checked as a whole entry too.
  const schema: FormSchema<EntryDraft> =
    kind === 'income' ? createIncomeBodySchema : createExpenseBodySchema;
  const flow = useFormFlow({
    schema,
    values: () => ({
      propertyId: property.id,
      date,
      amount: inputNumber(amount),
      category,
      description: description || null,
      accountId: accountId === null ? null : Number(accountId),
    }),
    fields: FIELDS,
    send: (body) =>
      entry ? update.mutateAsync({ ...body, id: entry.value.id }) : create.mutateAsync(body),
    onSuccess: () => {
      if (entry) return onDone?.();
      setAmount('');
      setDescription('');
    },
  });
  const errors = flow.fieldErrors;
  const categories = kind === 'income' ? PROPERTY_INCOME_CATEGORIES : PROPERTY_EXPENSE_CATEGORIES;
  // One fact in one currency: only the accounts in the property's currency can carry it.
  const usable = accounts.filter((a) => a.active && a.currency === property.currency);

  const switchKind = (next: string) => {
    setKind(next as EntryKind);
    setCategory(next === 'income' ? 'RENT' : 'TAX');
  };
  return (
    <form onSubmit={flow.submit} noValidate data-testid="entry-form">
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
        <MoneyInput
          label={t('realEstate.fields.amount')}
          currency={property.currency}
          value={amount}
          onChange={setAmount}
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
        <Button type="submit" loading={flow.pending} data-testid="entry-save">
          {t('common.save')}
        </Button>
      </Group>
    </form>
  );
}
