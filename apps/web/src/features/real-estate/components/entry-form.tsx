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
import { type EntryKind, useCreateEntry } from '../api/entries';

const FIELDS = ['date', 'amount', 'category', 'description', 'accountId'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Rent or a cost of the property; with an account it is paid into or from it as one record (the
 * account's transaction is the same fact).
 */
export function EntryForm({ property }: { property: Property }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<EntryKind>('income');
  const create = useCreateEntry(kind);
  const { data: accounts = [] } = useAccounts();
  const [date, setDate] = useState(todayIso());
  const [amount, setAmount] = useState<number | string>('');
  const [category, setCategory] = useState<string | null>('RENT');
  const [description, setDescription] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
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
    create.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('');
        setDescription('');
      },
      onError: (error) => {
        const fe = serverFormErrors(error, FIELDS, t);
        if (Object.keys(fe).length > 0) setErrors(fe);
        else showErrorToast(error);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="entry-form">
      <Group align="flex-end" wrap="wrap">
        <SegmentedControl
          value={kind}
          onChange={switchKind}
          data={[
            { value: 'income', label: t('realEstate.income') },
            { value: 'expenses', label: t('realEstate.expense') },
          ]}
          data-testid="entry-kind"
        />
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
        <Button type="submit" loading={create.isPending} data-testid="entry-save">
          {t('common.save')}
        </Button>
      </Group>
    </form>
  );
}
