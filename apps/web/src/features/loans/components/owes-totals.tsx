import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { type LoanTotal, useLoanTotals } from '../api/loans';

/** "Who owes me / whom I owe": what is still open, per person and currency. */
export function OwesTotals() {
  const { t } = useTranslation();
  const format = useFormat();
  const totals = useLoanTotals();
  const list = (direction: LoanTotal['direction']) => {
    const items = (totals.data ?? []).filter((x) => x.direction === direction);
    return (
      <Card withBorder padding="md" data-testid={`owes-${direction}`}>
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t(direction === 'LENT' ? 'loans.owesMe' : 'loans.iOwe')}
          </Title>
          {items.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('loans.nobody')}
            </Text>
          )}
          {items.map((x) => (
            <Group key={`${x.counterparty}|${x.currency}`} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {x.counterparty ?? t('loans.noCounterparty')}
              </Text>
              <Text size="sm" fw={600}>
                {format.money(x.outstanding, x.currency)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {list('BORROWED')}
      {list('LENT')}
    </SimpleGrid>
  );
}
