import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Loan, loanPaymentBodySchema } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from '../../../components/card-form';
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
    <CardForm
      title={t('loans.recordPayment')}
      onSubmit={flow.submit}
      pending={flow.pending}
      testId="payment-form"
      saveTestId="payment-save"
    >
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
    </CardForm>
  );
}
