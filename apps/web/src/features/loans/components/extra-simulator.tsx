import {
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EXTRA_MODES, type ExtraMode, type Loan, type LoanSchedule } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { showErrorToast } from '../../../lib/error-toasts';
import { todayIso } from '../../../lib/format';
import { inputNumber } from '../../../lib/number-input';
import { useFormat } from '../../../lib/use-format';
import { type WhatIf, useRecordPayment } from '../api/loans';

interface Props {
  loan: Loan;
  whatIf: WhatIf | null;
  savings: LoanSchedule['savings'] | undefined;
  onWhatIf(w: WhatIf | null): void;
}

/**
 * "What if I paid X extra on day D?": the server computes the schedule with the extra, without
 * saving it, and the interest and months saved show side by side; one click records it.
 */
export function ExtraSimulator({ loan, whatIf, savings, onWhatIf }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const record = useRecordPayment();
  const [amount, setAmount] = useState<number | string>('');
  const [date, setDate] = useState(todayIso());
  const [mode, setMode] = useState<ExtraMode>('REDUCE_TERM');
  const value = inputNumber(amount);

  const simulate = () =>
    onWhatIf(
      typeof value === 'number' && value > 0 && date
        ? { extraAmount: value, extraDate: date, mode }
        : null,
    );
  const save = () => {
    if (!whatIf) return;
    record.mutate(
      {
        id: loan.id,
        body: {
          date: whatIf.extraDate,
          amount: whatIf.extraAmount,
          extra: true,
          mode: whatIf.mode,
        },
      },
      {
        onSuccess: () => {
          onWhatIf(null);
          setAmount('');
          notifications.show({ color: 'teal', message: t('loans.paymentSaved') });
        },
        onError: (error) => showErrorToast(error),
      },
    );
  };

  return (
    <Card withBorder padding="md" data-testid="extra-simulator">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('loans.simulator.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <MoneyInput
            label={t('loans.simulator.amount')}
            currency={loan.currency}
            value={amount}
            onChange={setAmount}
            data-testid="extra-amount"
          />
          <TextInput
            type="date"
            label={t('loans.fields.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Select
            label={t('loans.simulator.mode')}
            data={EXTRA_MODES.map((m) => ({ value: m, label: t(`loans.modes.${m}`) }))}
            value={mode}
            onChange={(v) => v && setMode(v as ExtraMode)}
            allowDeselect={false}
            data-testid="extra-mode"
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          {whatIf && (
            <Button variant="subtle" onClick={() => onWhatIf(null)}>
              {t('common.cancel')}
            </Button>
          )}
          <Button variant="light" onClick={simulate} data-testid="extra-simulate">
            {t('loans.simulator.simulate')}
          </Button>
        </Group>
        {whatIf && savings && (
          <>
            <SimpleGrid cols={2} spacing="sm" data-testid="extra-savings">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('loans.simulator.interestSaved')}
                </Text>
                <Text fw={700} data-testid="interest-saved">
                  {format.money(savings.interestSaved, loan.currency)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('loans.simulator.monthsSaved')}
                </Text>
                <Text fw={700} data-testid="months-saved">
                  {format.number(savings.monthsSaved, 0)}
                </Text>
              </Stack>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button onClick={save} loading={record.isPending} data-testid="extra-record">
                {t('loans.simulator.record')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
