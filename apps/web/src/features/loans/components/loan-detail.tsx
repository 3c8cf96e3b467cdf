import { Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Loan } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { type WhatIf, useSchedule } from '../api/loans';
import { BalanceChart } from './balance-chart';
import { ExtraSimulator } from './extra-simulator';
import { LoanEvents } from './loan-events';
import { LoanProperty } from './loan-property';
import { PaymentForm } from './payment-form';
import { ScheduleTable } from './schedule-table';

/** The open loan: record a payment, simulate an extra one, and the schedule (or its what-if). */
export function LoanDetail({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [whatIf, setWhatIf] = useState<WhatIf | null>(null);
  const schedule = useSchedule(loan.id, whatIf);
  const data = schedule.data;
  return (
    <Stack gap="md" data-testid="loan-detail">
      <LoanProperty loan={loan} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {loan.status === 'ACTIVE' && (
          <PaymentForm key={`${loan.id}-${loan.nextPayment?.date}`} loan={loan} />
        )}
        {loan.method !== 'NONE' && (
          <ExtraSimulator
            loan={loan}
            whatIf={whatIf}
            savings={data?.savings}
            onWhatIf={setWhatIf}
          />
        )}
      </SimpleGrid>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t(whatIf ? 'loans.scheduleWhatIf' : 'loans.schedule')}
            </Title>
            {data && (
              <Text size="sm" c="dimmed" data-testid="schedule-totals">
                {t('loans.totalInterest')}: {format.money(data.totalInterest, loan.currency)}
                {data.payoffDate
                  ? ` · ${t('loans.payoffDate')}: ${format.date(data.payoffDate)}`
                  : ''}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t(loan.dayCount === 'ACTUAL_365' ? 'loans.conventionActual' : 'loans.convention30')}
          </Text>
          {schedule.isPending && <Loader size="sm" />}
          {data && data.rows.length > 1 && (
            <BalanceChart rows={data.rows} currency={loan.currency} />
          )}
          {data && <ScheduleTable rows={data.rows} currency={loan.currency} />}
        </Stack>
      </Card>
      <LoanEvents loan={loan} />
    </Stack>
  );
}
