import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { Loan } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { showErrorToast } from '../../../lib/error-toasts';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useFormat } from '../../../lib/use-format';
import { useDeletePayment, useLoanEvent, usePayments, useSchedule } from '../api/loans';
import { PreEntrySummary, preEntryRows } from './pre-entry-rows';

/** Payments made (each can be undone), and a new rate or a bank statement's balance. */
export function LoanEvents({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = usePayments(loan.id);
  // The saved schedule (the detail's, without a what-if): its rows counted as made before entry.
  const schedule = useSchedule(loan.id, null);
  const preEntry = preEntryRows(loan, schedule.data?.rows ?? [], payments.data ?? []);
  const remove = useDeletePayment();
  const event = useLoanEvent();
  const [kind, setKind] = useState<'rates' | 'balance'>('rates');
  const [date, setDate] = useState(todayIso());
  const [value, setValue] = useState<number | string>('');
  const money = (v: number) => format.money(v, loan.currency);

  const save = () => {
    const n = inputNumber(value);
    if (n === undefined) return;
    const body = kind === 'rates' ? { date, annualRate: n } : { date, balance: n };
    event.mutate(
      { id: loan.id, kind, body },
      {
        onSuccess: () => {
          setValue('');
          notifications.show({ color: 'teal', message: t('loans.saved') });
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <Card withBorder padding="md" data-testid="loan-events">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('loans.payments')}
        </Title>
        <PreEntrySummary loan={loan} rows={preEntry} />
        {(payments.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-payments">
            {t(preEntry.length > 0 ? 'loans.noPaymentsRecorded' : 'loans.noPayments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="payments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('loans.fields.date')}</Table.Th>
                  <Table.Th ta="end">{t('loans.fields.payment')}</Table.Th>
                  <Table.Th ta="end">{t('loans.fields.interest')}</Table.Th>
                  <Table.Th ta="end">{t('loans.fields.principal')}</Table.Th>
                  <Table.Th ta="end">{t('loans.fields.extra')}</Table.Th>
                  <Table.Th aria-label={t('common.actions')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(payments.data ?? []).map((p) => (
                  <Table.Tr key={p.id} data-testid="payment-row">
                    <Table.Td>{format.date(p.date, 'short')}</Table.Td>
                    <Table.Td ta="end">{money(p.amount)}</Table.Td>
                    <Table.Td ta="end">{money(p.interest)}</Table.Td>
                    <Table.Td ta="end">{money(p.principal)}</Table.Td>
                    <Table.Td ta="end">{p.extra ? money(p.extra) : ''}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('loans.deletePayment')}
                        onClick={() => remove.mutate({ id: loan.id, paymentId: p.id })}
                      >
                        <IconTrash size={15} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'rates' | 'balance')}
          data={[
            { value: 'rates', label: t('loans.rateChange') },
            { value: 'balance', label: t('loans.correction') },
          ]}
        />
        <Text size="xs" c="dimmed">
          {t(kind === 'rates' ? 'loans.rateChangeHint' : 'loans.correctionHint')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('loans.fields.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          {kind === 'rates' ? (
            <NumberInput
              label={t('loans.fields.annualRate')}
              value={value}
              onChange={setValue}
              min={0}
              decimalScale={4}
            />
          ) : (
            <MoneyInput
              label={t('loans.fields.balance')}
              currency={loan.currency}
              value={value}
              onChange={setValue}
            />
          )}
          <Button variant="light" onClick={save} loading={event.isPending}>
            {t('common.save')}
          </Button>
        </Group>
        {loan.corrections.map((c) => (
          <Text key={c.id} size="xs" c="dimmed">
            {t('loans.correctionLine', {
              date: format.date(c.date, 'short'),
              balance: money(c.balance),
              difference: format.signedMoney(c.difference, loan.currency),
            })}
          </Text>
        ))}
        {loan.rateChanges.map((r) => (
          <Text key={r.id} size="xs" c="dimmed">
            {t('loans.rateLine', {
              date: format.date(r.date, 'short'),
              rate: format.number(r.annualRate, 4),
            })}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
