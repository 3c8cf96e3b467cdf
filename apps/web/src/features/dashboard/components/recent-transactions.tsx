import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Account, Transaction } from '@wealthlog/core';
import { DEFAULT_CATEGORIES } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { tone } from '../../../lib/tones';
import { useFormat } from '../../../lib/use-format';

const DEFAULTS: ReadonlySet<string> = new Set(DEFAULT_CATEGORIES);
const IN: ReadonlySet<string> = new Set(['DEPOSIT', 'INCOME']);

export function RecentTransactions({
  items,
  accounts,
}: {
  items: readonly Transaction[];
  accounts: ReadonlyMap<number, Account>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card withBorder padding="md" data-testid="recent-transactions">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('dashboard.recent')}
        </Title>
        <Anchor component={Link} to={PATHS.transactions} size="sm">
          {t('dashboard.seeAll')}
        </Anchor>
      </Group>
      {items.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('transactions.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {items.map((tx) => {
          const category =
            tx.category && DEFAULTS.has(tx.category) ? t(`categories.${tx.category}`) : tx.category;
          const sign = tx.type === 'TRANSFER' ? 0 : IN.has(tx.type) ? 1 : -1;
          return (
            <Group key={tx.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {tx.description || category || t(`transactions.types.${tx.type}`)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {format.date(tx.date)} · {accounts.get(tx.accountId)?.name ?? ''} ·{' '}
                  {t(`transactions.types.${tx.type}`)}
                </Text>
              </Stack>
              <Text size="sm" fw={600} c={tone(sign)} style={{ whiteSpace: 'nowrap' }}>
                <bdi>
                  {sign === 0
                    ? format.money(tx.amount, tx.currency)
                    : format.signedMoney(sign * tx.amount, tx.currency)}
                </bdi>
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
