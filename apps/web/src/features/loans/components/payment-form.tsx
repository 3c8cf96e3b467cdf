import {
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Loan, loanPaymentBodySchema } from '@wealthlog/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { type FormErrors, serverFormErrors, zodFieldErrors } from '../../../lib/field-messages';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useRecordPayment } from '../api/loans';

type Field = 'date' | 'amount';

/** Record the next payment by hand: it pays the next row, split as the schedule says. */
export function PaymentForm({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const record = useRecordPayment();
  const [date, setDate] = useState(todayIso());
  const [amount, setAmount] = useState<number | string>(loan.nextPayment?.amount ?? '');
  const [errors, setErrors] = useState<FormErrors<Field>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loanPaymentBodySchema.safeParse({ date, amount: inputNumber(amount) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t));
    setErrors({});
    record.mutate(
      { id: loan.id, body: parsed.data },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('loans.paymentSaved') }),
        onError: (error) => {
          const fieldErrors = serverFormErrors(error, ['date', 'amount'] as const, t);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else showErrorToast(error);
        },
      },
    );
  };

  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate data-testid="payment-form">
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
            <NumberInput
              label={t('loans.fields.payment')}
              value={amount}
              onChange={setAmount}
              min={0}
              decimalScale={2}
              error={errors.amount}
              data-testid="payment-amount"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending} data-testid="payment-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
