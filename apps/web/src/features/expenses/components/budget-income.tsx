import {
  ActionIcon,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { BudgetMonth } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { LOSS } from '../../../lib/tones';
import { useFormat } from '../../../lib/use-format';

/**
 * The month's income, what is left to budget, and the spending no budget covers, as
 * Actual Budget and YNAB users expect at the top of a budget. Each convention is written beside
 * its figure (DESIGN "Money maths").
 */
export function BudgetIncome({
  data,
  onBudget,
}: {
  data: BudgetMonth;
  /** Opens the budget form for an unbudgeted category. */
  onBudget: (category: string) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = (v: number) => f.money(v, data.currency);
  const figures = [
    ['income', data.income, t('expenses.month.incomeHint', { currency: data.currency })],
    ['leftToBudget', data.leftToBudget, t('expenses.month.leftHint')],
  ] as const;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {figures.map(([k, value, hint]) => (
          <Card key={k} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {t(`expenses.month.${k}`)}
            </Text>
            <Text
              fw={700}
              c={k === 'leftToBudget' && value < 0 ? LOSS : undefined}
              data-testid={`budget-${k}`}
            >
              {money(value)}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="sm" data-testid="budget-unbudgeted">
        <Title order={3} size="h5" mb={6}>
          {t('expenses.month.unbudgeted')}
        </Title>
        {data.unbudgeted.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('expenses.month.unbudgetedNone')}
          </Text>
        )}
        <Stack gap={4}>
          {data.unbudgeted.map((u) => {
            const name = u.category ?? t('expenses.month.uncategorized');
            return (
              <Group
                key={u.categoryId ?? `none:${name}`}
                justify="space-between"
                wrap="nowrap"
                data-testid="unbudgeted-row"
                data-category={name}
              >
                <Group gap="xs" wrap="nowrap">
                  {u.color && <ColorSwatch color={u.color} size={12} />}
                  <Text size="sm">{name}</Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {money(u.spent)}
                  </Text>
                  {u.category !== null && (
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('expenses.month.setBudgetFor', { name })}
                      onClick={() => onBudget(u.category!)}
                    >
                      <IconPlus size={14} />
                    </ActionIcon>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Card>
    </Stack>
  );
}
