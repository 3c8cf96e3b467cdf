import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DEFAULT_CURRENCY,
  CURRENCY_CODES,
  DAY_COUNTS,
  LOAN_DIRECTIONS,
  LOAN_FREQUENCIES,
  LOAN_KINDS,
  LOAN_METHODS,
  type Loan,
  loanCreateSchema,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useProperties } from '../../../lib/queries/properties-list';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useReturnFocusOnUnmount } from '../../../lib/use-return-focus';
import { useSaveLoan } from '../api/loans';

const FIELDS = [
  'name',
  'direction',
  'counterparty',
  'kind',
  'currency',
  'principal',
  'annualRate',
  'termMonths',
  'startDate',
  'firstPaymentDate',
  'frequency',
  'method',
  'dayCount',
  'balloonAfterMonths',
  'accountId',
  'propertyId',
  'autoPost',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, unknown>;

const initial = (loan: Loan | null): Values => ({
  name: loan?.name ?? '',
  direction: loan?.direction ?? 'BORROWED',
  counterparty: loan?.counterparty ?? '',
  kind: loan?.kind ?? 'MORTGAGE',
  currency: loan?.currency ?? DEFAULT_CURRENCY,
  principal: loan?.principal ?? '',
  annualRate: loan?.annualRate ?? '',
  termMonths: loan?.termMonths ?? '',
  startDate: loan?.startDate ?? todayIso(),
  firstPaymentDate: loan?.firstPaymentDate ?? '',
  frequency: loan?.frequency ?? 'MONTHLY',
  method: loan?.method ?? 'ANNUITY',
  dayCount: loan?.dayCount ?? 'THIRTY_360',
  balloonAfterMonths: loan?.balloonAfterMonths ?? '',
  accountId: loan?.accountId != null ? String(loan.accountId) : null,
  propertyId: loan?.propertyId != null ? String(loan.propertyId) : null,
  autoPost: loan?.autoPost ?? false,
});

/** Create or edit a loan; the rules are core's schema, the server checks them again. */
export function LoanFormModal({ loan, onClose }: { loan: Loan | null; onClose(): void }) {
  const { t } = useTranslation();
  const save = useSaveLoan();
  const accounts = useAccounts();
  const properties = useProperties();
  useReturnFocusOnUnmount();
  const [v, setV] = useState<Values>(() => initial(loan));
  const set = (k: Field) => (value: unknown) => setV((old) => ({ ...old, [k]: value }));
  const options = (key: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`loans.${key}.${value}`) }));

  const num = (x: unknown) => (x === '' || x == null ? null : inputNumber(x as number | string));
  const flow = useFormFlow({
    schema: loanCreateSchema,
    values: () => ({
      ...v,
      principal: inputNumber(v.principal as number | string),
      annualRate: inputNumber(v.annualRate as number | string),
      termMonths: num(v.termMonths),
      balloonAfterMonths: num(v.balloonAfterMonths),
      firstPaymentDate: v.firstPaymentDate || null,
      counterparty: v.counterparty || null,
      accountId: v.accountId ? Number(v.accountId) : null,
      // Only a borrowed loan is secured on a property (its equity and LTV count it).
      propertyId: v.direction === 'BORROWED' && v.propertyId ? Number(v.propertyId) : null,
    }),
    fields: FIELDS,
    send: (body) => save.mutateAsync({ id: loan?.id ?? null, body }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('loans.saved') });
      onClose();
    },
  });
  const errors = flow.fieldErrors;

  const text = (k: Field, type = 'text') => (
    <TextInput
      type={type}
      label={t(`loans.fields.${k}`)}
      value={String(v[k] ?? '')}
      onChange={(e) => set(k)(e.currentTarget.value)}
      error={errors[k]}
      data-testid={`loan-${k}`}
    />
  );
  const number = (k: Field, decimals = 2, description?: string) => (
    <NumberInput
      label={t(`loans.fields.${k}`)}
      description={description}
      value={v[k] as number | string}
      onChange={set(k)}
      min={0}
      decimalScale={decimals}
      error={errors[k]}
      data-testid={`loan-${k}`}
    />
  );
  const money = (k: Field) => (
    <MoneyInput
      label={t(`loans.fields.${k}`)}
      currency={v.currency as string | null}
      value={v[k] as number | string}
      onChange={set(k)}
      error={errors[k]}
      data-testid={`loan-${k}`}
    />
  );
  const select = (k: Field, data: { value: string; label: string }[], clearable = false) => (
    <Select
      label={t(`loans.fields.${k}`)}
      data={data}
      value={(v[k] as string | null) ?? null}
      onChange={set(k)}
      error={errors[k]}
      allowDeselect={clearable}
      clearable={clearable}
      searchable={k === 'currency'}
      data-testid={`loan-${k}`}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t(loan ? 'loans.edit' : 'loans.new')} size="lg">
      <form onSubmit={flow.submit} noValidate data-testid="loan-form">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('name')}
            {text('counterparty')}
            {select('direction', options('directions', LOAN_DIRECTIONS))}
            {select('kind', options('kinds', LOAN_KINDS))}
            {select(
              'currency',
              CURRENCY_CODES.map((c) => ({ value: c, label: c })),
            )}
            {money('principal')}
            {number('annualRate', 4, t('loans.rateHint'))}
            {number('termMonths', 0)}
            {text('startDate', 'date')}
            {text('firstPaymentDate', 'date')}
            {select('method', options('methods', LOAN_METHODS))}
            {select('frequency', options('frequencies', LOAN_FREQUENCIES))}
            {select('dayCount', options('dayCounts', DAY_COUNTS))}
            {number('balloonAfterMonths', 0)}
            {select(
              'accountId',
              (accounts.data ?? []).map((a) => ({
                value: String(a.id),
                label: `${a.name} (${a.currency})`,
              })),
              true,
            )}
            {v.direction === 'BORROWED' &&
              select(
                'propertyId',
                (properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
                true,
              )}
          </SimpleGrid>
          <Switch
            label={t('loans.fields.autoPost')}
            checked={v.autoPost as boolean}
            onChange={(e) => set('autoPost')(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={flow.pending} data-testid="loan-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
