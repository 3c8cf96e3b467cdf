import { Button, Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULT_CURRENCY,
  TRANSACTION_DESCRIPTION_MAX,
  TRANSACTION_TYPES,
  type Account,
  type CreateTransactionBody,
  type Transaction,
  type TransactionType,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodFieldErrors } from '../../../lib/field-messages';
import { todayIso } from '../../../lib/format';
import { type FormSchema, useFormFlow } from '../../../lib/use-form-flow';
import { useCreateTransaction } from '../api/create-transaction';
import { useUpdateTransaction } from '../api/update-transaction';
import { createRuleFromEdit } from '../api/rule-from-edit';
import { categoryLabel, categoryValue } from './category-label';
import { useDefaultKeys } from '../api/categories';
import {
  buildTransactionBody,
  initialValues,
  FUTURE_DATE_KEY,
  isFutureDate,
  type BuildResult,
  type TransactionFormValues,
} from './transaction-form-rules';
import { TransferFields } from './transfer-fields';
import { CategoryOrSplit } from './category-or-split';
import { linesOf, splitErrors, splitsToSend } from './split-form';
import { DialogActions } from '../../../components/dialog-actions';
import { MoneyInput } from '../../../components/money-input';

type Field = keyof TransactionFormValues;
const FIELDS: readonly Field[] = [
  'type',
  'accountId',
  'toAccountId',
  'amount',
  'toAmount',
  'category',
  'description',
  'date',
];

/** The form's build (core's schema and the form's own rules) as the flow reads a schema. */
const BUILT: FormSchema<CreateTransactionBody, BuildResult> = {
  safeParse: (result) =>
    result.ok ? { success: true, data: result.body } : { success: false, error: result },
};

interface Props {
  accounts: readonly Account[];
  transaction: Transaction | null;
  defaultAccountId?: number | undefined;
  onDone: () => void;
}

export function TransactionForm({ accounts, transaction, defaultAccountId, onDone }: Props) {
  const { t } = useTranslation();
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const [values, setValues] = useState(() =>
    initialValues(transaction, accounts, defaultAccountId),
  );
  const [categoryText, setCategoryText] = useState(() => categoryLabel(t, transaction?.category));
  // Split transactions (ADR 0015): the lines, or null when it is one category.
  const [lines, setLines] = useState(() => linesOf(t, transaction));
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const currency = accounts.find((a) => a.id === values.accountId)?.currency ?? DEFAULT_CURRENCY;
  const splitting = lines !== null && values.type !== 'TRANSFER';
  // Re-categorising an existing transaction offers a rule for its description.
  const [makeRule, setMakeRule] = useState(false);
  const keys = useDefaultKeys();
  const newCategory = categoryValue(t, categoryText, keys);
  const recategorised =
    !!transaction &&
    !splitting &&
    values.description.trim() !== '' &&
    !!newCategory &&
    // Categories match in any case (the server's filter and sums): 'groceries' is 'Groceries'.
    newCategory.toLocaleLowerCase() !== (transaction.category ?? '').toLocaleLowerCase();
  const today = todayIso();
  const future = isFutureDate(values.date, today);
  // Postings go to active accounts; an edited one keeps showing its (maybe inactive) account.
  const accountOptions = accounts
    .filter((a) => a.active || a.id === transaction?.accountId || a.id === transaction?.toAccountId)
    .map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` }));

  const flow = useFormFlow({
    schema: BUILT,
    values: () => {
      const result = buildTransactionBody(
        { ...values, category: categoryValue(t, categoryText, keys) },
        accounts,
        today,
        splitsToSend(t, splitting ? lines : null, !!transaction?.splits.length, keys),
      );
      setLineErrors(result.ok ? {} : splitErrors(t, { issues: result.issues }));
      return result;
    },
    invalid: (issues) => {
      const next = zodFieldErrors<Field>(issues, t);
      // A date after today waits for the "scheduled" tick (the build refuses it for that).
      if (future && !values.scheduled) next.date ??= t(FUTURE_DATE_KEY);
      return next;
    },
    fields: FIELDS,
    send: (body) =>
      transaction
        ? update.mutateAsync({ id: transaction.id, body }).then(() => {
            if (recategorised && makeRule && newCategory)
              return createRuleFromEdit(values.description, newCategory);
          })
        : create.mutateAsync(body),
    onSuccess: onDone,
    // The split lines show the server's messages for them, under the lines.
    refused: (error) => {
      const linesErrors = splitErrors(t, error);
      setLineErrors(linesErrors);
      return Object.keys(linesErrors).length > 0;
    },
    // Like a field's own change, only a save takes the last messages away.
    clearErrors: 'saved',
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = flow;
  const set = <K extends Field>(field: K, value: TransactionFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <form onSubmit={flow.submit} noValidate data-testid="transaction-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('transactions.fields.type')}
            data={TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`transactions.types.${v}`) }))}
            value={values.type}
            onChange={(v) => v && set('type', v as TransactionType)}
            allowDeselect={false}
            data-testid="tx-type"
          />
          <Select
            label={
              values.type === 'TRANSFER'
                ? t('transactions.fields.fromAccount')
                : t('transactions.fields.account')
            }
            data={accountOptions}
            value={values.accountId ? String(values.accountId) : null}
            onChange={(v) => set('accountId', v ? Number(v) : null)}
            error={errors.accountId}
            allowDeselect={false}
            data-testid="tx-account"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MoneyInput
            label={t('transactions.fields.amount')}
            currency={currency}
            value={values.amount}
            onChange={(v) => set('amount', v)}
            error={errors.amount}
            min={0.01}
            required
            data-testid="tx-amount"
          />
          <TextInput
            type="date"
            label={t('transactions.fields.date')}
            value={values.date}
            onChange={(e) => (set('date', e.currentTarget.value), set('scheduled', false))}
            error={errors.date}
            required
            data-testid="tx-date"
          />
        </SimpleGrid>
        {future && (
          <Checkbox
            label={t('transactions.form.scheduled')}
            description={t('transactions.form.scheduledHint')}
            checked={values.scheduled}
            onChange={(e) => set('scheduled', e.currentTarget.checked)}
            data-testid="tx-scheduled"
          />
        )}
        {values.type === 'TRANSFER' && (
          <TransferFields
            values={values}
            accounts={accounts}
            options={accountOptions}
            errors={errors}
            set={set}
          />
        )}
        <CategoryOrSplit
          transfer={values.type === 'TRANSFER'}
          lines={splitting ? lines : null}
          onLines={(next) => (setLines(next), setLineErrors({}))}
          lineErrors={lineErrors}
          total={values.amount}
          currency={currency}
          categoryText={categoryText}
          onCategory={(v) => (
            setCategoryText(v),
            setErrors((e) => ({ ...e, category: undefined }))
          )}
          categoryError={errors.category}
        />
        <Textarea
          label={t('transactions.fields.description')}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          maxLength={TRANSACTION_DESCRIPTION_MAX}
          rows={3}
          data-testid="tx-description"
        />
        {recategorised && (
          <Checkbox
            label={t('transactions.form.makeRule', {
              description: values.description.trim(),
              category: categoryText,
            })}
            checked={makeRule}
            onChange={(e) => setMakeRule(e.currentTarget.checked)}
            data-testid="tx-make-rule"
          />
        )}
        <DialogActions onCancel={onDone}>
          <Button
            type="submit"
            loading={create.isPending || update.isPending}
            data-testid="tx-save"
          >
            {t('common.save')}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
