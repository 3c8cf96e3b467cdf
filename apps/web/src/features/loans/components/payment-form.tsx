import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Loan, loanPaymentBodySchema } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useRecordPayment } from '../api/loans';

const FIELDS = ['date', 'amount'] as const;

/** Record the next payment by hand: it pays the next row, split as the schedule says. */
export function PaymentForm({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const record = useRecordPayment();
  const [date, setDate] = useState(todayIso());
  const [amount, setAmount] = useState<number | string>(loan.nextPayment?.amount ?? '');
  const flow = useFormFlow({
    schema: loanPaymentBodySchema,
    values: () => ({ date, amount: inputNumber(amount) }),
    fields: FIELDS,
    send: (body) => record.mutateAsync({ id: loan.id, body }),
    onSuccess: () => notifications.show({ color: 'teal', message: t('loans.paymentSaved') }),
  });
  const errors = flow.fieldErrors;

  return (
    <Card withBorder padding="md">
      <form onSubmit={flow.submit} noValidate data-testid="payment-form">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('loans.recordPayment')}
          </Title>
          <Text size="xs" c="dimmed">
            {t(loan.accountId ? 'loans.paymentHint' : 'loans.paymentHintNoAccount')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={t('loans.fields.date')}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={errors.date}
            />
            <MoneyInput
              label={t('loans.fields.payment')}
              currency={loan.currency}
              value={amount}
              onChange={setAmount}
              error={errors.amount}
              data-testid="payment-amount"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={flow.pending} data-testid="payment-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
