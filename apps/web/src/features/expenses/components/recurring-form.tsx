import {
  Button,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import {
  RRULE_FREQS,
  TRANSACTION_TYPES,
  WEEKEND_MOVES,
  createRecurringBodySchema,
  type RecurringItem,
  type RruleFreq,
  type TransactionType,
  type WeekendMove,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/dialog-actions';
import { MoneyInput } from '../../../components/money-input';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useCategories, useSaveRecurring } from '../api/expenses';
import {
  PROPERTY_TYPES,
  RecurringPropertySelect,
  useRecurringProperty,
} from './recurring-property';
import { fromRrule, toRrule } from './rrule-builder';

const FIELDS = [
  'name',
  'accountId',
  'toAccountId',
  'type',
  'amount',
  'category',
  'rrule',
  'startDate',
  'endDate',
  'propertyId',
] as const;
const TYPES = TRANSACTION_TYPES.filter((x) => x !== 'TRANSFER');

/** Create or edit a recurring item (rent, salary, a subscription). */
export function RecurringForm({ item, onClose }: { item: RecurringItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const categories = useCategories();
  const mutation = useSaveRecurring();
  const rule = fromRrule(item?.rrule ?? 'FREQ=MONTHLY');
  const [name, setName] = useState(item?.name ?? '');
  const [accountId, setAccountId] = useState<string | null>(item ? String(item.accountId) : null);
  const [type, setType] = useState<TransactionType>(item?.type ?? 'EXPENSE');
  const [amount, setAmount] = useState<number | string>(item?.amount ?? '');
  const [category, setCategory] = useState<string | null>(item?.category ?? null);
  const [freq, setFreq] = useState<RruleFreq>(rule.freq);
  const [interval, setInterval] = useState<number | string>(rule.interval);
  const [count, setCount] = useState<number | string>(rule.count ?? '');
  const [startDate, setStartDate] = useState(item?.startDate ?? todayIso());
  const [endDate, setEndDate] = useState(item?.endDate ?? '');
  const [weekend, setWeekend] = useState<WeekendMove>(item?.weekend ?? 'NONE');
  const [autoPost, setAutoPost] = useState(item?.autoPost ?? false);
  const place = useRecurringProperty(item?.propertyId, type);
  const monthDay = freq === 'MONTHLY' ? Number(startDate.slice(8, 10)) || null : null;
  const flow = useFormFlow({
    schema: createRecurringBodySchema,
    values: () => ({
      name,
      accountId: accountId ? Number(accountId) : undefined,
      type,
      amount: inputNumber(amount),
      category: category ?? undefined,
      rrule: toRrule({
        freq,
        interval: inputNumber(interval) ?? 1,
        monthDay,
        count: inputNumber(count) ?? null,
      }),
      startDate,
      endDate: endDate || null,
      weekend,
      autoPost,
      propertyId: place.propertyId ? Number(place.propertyId) : null,
    }),
    fields: FIELDS,
    send: (body) => mutation.mutateAsync({ id: item?.id, body }),
    onSuccess: onClose,
  });
  const errors = flow.fieldErrors;
  // The amount is in the account's currency (2 decimals until an account is chosen).
  const currency = accounts.data?.find((a) => String(a.id) === accountId)?.currency;
  const accountOptions = (accounts.data ?? [])
    .filter((a) => a.active && (!place.property || a.currency === place.property.currency))
    .map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` }));
  const categoryOptions =
    place.categoryOptions ?? (categories.data ?? []).map((c) => ({ value: c.name, label: c.name }));
  const chooseProperty = (value: string | null) => {
    place.setPropertyId(value);
    setCategory(null);
  };
  const chooseType = (value: TransactionType) => {
    setType(value);
    if (!PROPERTY_TYPES.includes(value)) place.setPropertyId(null);
    if (place.property) setCategory(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={item ? t('recurring.edit') : t('recurring.create')}
      size="lg"
    >
      <form onSubmit={flow.submit} noValidate data-testid="recurring-form">
        <Stack gap="sm">
          <TextInput
            label={t('recurring.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-testid="recurring-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('recurring.account')}
              data={accountOptions}
              value={accountId}
              onChange={setAccountId}
              error={errors.accountId}
              data-testid="recurring-account"
            />
            <Select
              label={t('recurring.type')}
              data={TYPES.map((x) => ({ value: x, label: t(`transactions.types.${x}`) }))}
              value={type}
              onChange={(v) => v && chooseType(v as TransactionType)}
              allowDeselect={false}
              error={errors.type}
              data-testid="recurring-type"
            />
            <MoneyInput
              label={t('recurring.amount')}
              currency={currency}
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              data-testid="recurring-amount"
            />
            <Select
              label={t('recurring.category')}
              data={categoryOptions}
              value={category}
              onChange={setCategory}
              searchable
              clearable
              error={errors.category}
              data-testid="recurring-category"
            />
            <RecurringPropertySelect
              choice={place}
              onChange={chooseProperty}
              error={errors.propertyId}
            />
            <Select
              label={t('recurring.frequency')}
              data={RRULE_FREQS.map((x) => ({ value: x, label: t(`recurring.freqs.${x}`) }))}
              value={freq}
              onChange={(v) => v && setFreq(v as RruleFreq)}
              allowDeselect={false}
              error={errors.rrule}
              data-testid="recurring-freq"
            />
            <NumberInput
              label={t('recurring.interval')}
              value={interval}
              onChange={setInterval}
              min={1}
              max={999}
              allowDecimal={false}
            />
            <TextInput
              type="date"
              label={t('recurring.startDate')}
              description={freq === 'MONTHLY' ? t('recurring.monthDayHint') : undefined}
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
              error={errors.startDate}
              data-testid="recurring-start"
            />
            <NumberInput
              label={t('recurring.count')}
              description={t('recurring.countHint')}
              value={count}
              onChange={setCount}
              min={1}
              allowDecimal={false}
              data-testid="recurring-count"
            />
            <TextInput
              type="date"
              label={t('recurring.endDate')}
              value={endDate}
              onChange={(e) => setEndDate(e.currentTarget.value)}
              error={errors.endDate}
            />
            <Select
              label={t('recurring.weekend')}
              data={WEEKEND_MOVES.map((x) => ({ value: x, label: t(`recurring.weekends.${x}`) }))}
              value={weekend}
              onChange={(v) => v && setWeekend(v as WeekendMove)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Switch
            label={t('recurring.autoPost')}
            description={t('recurring.autoPostHint')}
            checked={autoPost}
            onChange={(e) => setAutoPost(e.currentTarget.checked)}
          />
          <DialogActions onCancel={onClose}>
            <Button type="submit" loading={flow.pending} data-testid="recurring-save">
              {t('common.save')}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
