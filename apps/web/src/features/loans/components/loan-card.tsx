import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Loan } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { EditDeleteIcons } from '../../../components/edit-delete-icons';

interface Props {
  loan: Loan;
  selected: boolean;
  onSelect(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One loan at a glance: what is left, the next payment, the payoff, interest paid and to come. */
export function LoanCard({ loan, selected, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (v: number) => format.money(v, loan.currency);
  const figure = (label: string, value: string, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card
      withBorder
      padding="md"
      data-testid="loan-card"
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} miw={0}>
            <Text fw={600} truncate>
              {loan.name}
            </Text>
            <Group gap={4}>
              <Badge size="xs" variant="default">
                {t(`loans.directions.${loan.direction}`)}
              </Badge>
              <Badge size="xs" variant="default">
                {t(`loans.kinds.${loan.kind}`)}
              </Badge>
              {loan.status === 'PAID_OFF' && (
                <Badge size="xs" variant="default">
                  {t('loans.paidOff')}
                </Badge>
              )}
            </Group>
            {loan.counterparty && (
              <Text size="xs" c="dimmed" truncate>
                {loan.counterparty}
              </Text>
            )}
          </Stack>
          <Group gap={2} wrap="nowrap">
            <EditDeleteIcons
              compact
              editLabel={t('common.edit')}
              deleteLabel={t('common.delete')}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Group>
        </Group>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('loans.outstanding')}
          </Text>
          <Text size="xl" fw={700} data-testid="loan-outstanding">
            {money(loan.outstanding)}
          </Text>
          <Progress
            value={loan.paidPct}
            aria-label={t('loans.repaidPct', { pct: format.number(loan.paidPct) })}
            size="sm"
          />
          <Text size="xs" c="dimmed">
            {t('loans.repaidPct', { pct: format.number(loan.paidPct) })}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="xs">
          {figure(
            t('loans.nextPayment'),
            loan.nextPayment
              ? `${money(loan.nextPayment.amount)} · ${format.date(loan.nextPayment.date)}`
              : '—',
            'loan-next-payment',
          )}
          {figure(t('loans.payoffDate'), loan.payoffDate ? format.date(loan.payoffDate) : '—')}
          {figure(t('loans.interestPaid'), money(loan.interestPaid))}
          {figure(t('loans.interestToCome'), money(loan.interestToCome))}
        </SimpleGrid>
        <Button
          variant={selected ? 'filled' : 'light'}
          size="xs"
          onClick={onSelect}
          data-testid="loan-open"
        >
          {t('loans.openSchedule')}
        </Button>
      </Stack>
    </Card>
  );
}
