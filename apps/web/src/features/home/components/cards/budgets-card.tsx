import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { DashboardHome } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

type Budgets = NonNullable<DashboardHome['cards']['budgets']>;

/** This month: spent of budgeted as a bar, and the categories at or past their limit. */
export function BudgetsCardBody({ card, currency }: { card: Budgets; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const used = card.budgeted > 0 ? card.spent / card.budgeted : card.spent > 0 ? 1 : 0;
  const over = card.spent > card.budgeted;
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="home-budgets-spent">
        {t('home.budgets.spentOf', {
          spent: format.money(card.spent, currency),
          budgeted: format.money(card.budgeted, currency),
          month: format.month(`${card.month}-01`),
        })}
      </Text>
      <Progress
        value={Math.min(100, used * 100)}
        color={over ? 'red.9' : used >= 0.9 ? 'orange.8' : 'teal.8'}
        aria-label={t('home.budgets.bar', { percent: format.share(used) })}
      />
      {card.categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.budgets.allWithin')}
        </Text>
      ) : (
        <Stack gap={4} data-testid="home-budgets-categories">
          {card.categories.map((c) => (
            <Group key={c.category} justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {c.category}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">
                  <bdi>{format.money(c.spent, currency)}</bdi> /{' '}
                  <bdi>{format.money(c.budgeted, currency)}</bdi>
                </Text>
                <Badge size="sm" variant="light" color={c.over ? 'red' : 'orange'}>
                  {c.over ? t('home.budgets.over') : t('home.budgets.near')}
                </Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
