import {
  ActionIcon,
  Alert,
  Button,
  Card,
  ColorSwatch,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useDirection,
} from '@mantine/core';
import {
  IconChartBar,
  IconChevronLeft,
  IconChevronRight,
  IconCopy,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { DEFAULT_CURRENCY, shiftMonth } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { isMonth, useUrlParam } from '../../../lib/use-url-param';
import { useBudgets, useCopyBudgets, useDeleteBudget } from '../api/expenses';
import { BudgetBar } from './budget-bar';
import { BudgetForm, type BudgetDraft } from './budget-form';
import { BudgetIncome } from './budget-income';
import { CategoryHistory } from './category-history';

/** The month view: one bar per budgeted category, totals, copy last month, set a budget. */
export function BudgetMonth() {
  const { t } = useTranslation();
  const f = useFormat();
  // This month unless the address names another (?month=YYYY-MM).
  const [month, setMonth] = useUrlParam('month', todayIso().slice(0, 7), isMonth);
  const [draft, setDraft] = useState<BudgetDraft | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const query = useBudgets(month);
  const copy = useCopyBudgets();
  const remove = useDeleteBudget();
  const data = query.data;
  // Chevrons point the way the page reads: "previous" points to the start side.
  const { dir } = useDirection();
  const Back = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const Forward = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  const money = (v: number) => f.money(v, data?.currency ?? DEFAULT_CURRENCY);

  return (
    <Stack gap="md" data-testid="budget-month">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <ActionIcon
            variant="subtle"
            onClick={() => setMonth(shiftMonth(month, -1))}
            aria-label={t('expenses.previousMonth')}
          >
            <Back size={18} />
          </ActionIcon>
          <Title order={2} size="h3" data-testid="budget-month-label">
            {f.month(month)}
          </Title>
          <ActionIcon
            variant="subtle"
            onClick={() => setMonth(shiftMonth(month, 1))}
            aria-label={t('expenses.nextMonth')}
          >
            <Forward size={18} />
          </ActionIcon>
        </Group>
        <Button
          variant="light"
          leftSection={<IconCopy size={16} />}
          loading={copy.isPending}
          onClick={() => copy.mutate(month)}
          data-testid="budget-copy"
        >
          {t('expenses.copyLastMonth')}
        </Button>
      </Group>

      {query.isLoading && <Loader size="sm" />}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="budget-totals">
            {(['amount', 'carriedIn', 'spent', 'available'] as const).map((k) => (
              <Card key={k} withBorder padding="sm">
                <Text size="xs" c="dimmed">
                  {t(`expenses.totals.${k}`)}
                </Text>
                <Text fw={700} data-testid={`budget-total-${k}`}>
                  {money(data.totals[k])}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <BudgetIncome
            data={data}
            onBudget={(category) => setDraft({ category, amount: 0, rollover: 'NONE' })}
          />
          {data.missingRates.length > 0 && (
            <Alert color="yellow">
              {t('expenses.missingRates', { list: data.missingRates.join(', ') })}
            </Alert>
          )}
          {data.items.length === 0 && <Text c="dimmed">{t('expenses.noBudgets')}</Text>}
          <Stack gap="sm">
            {data.items.map((i) => (
              <Card
                key={i.categoryId}
                withBorder
                padding="sm"
                data-testid="budget-row"
                data-category={i.category}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      {i.color && <ColorSwatch color={i.color} size={12} />}
                      <Text fw={600}>{i.category}</Text>
                      <Text size="xs" c="dimmed">
                        {t(`expenses.rollovers.${i.rollover}`)}
                      </Text>
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('expenses.history.open', { name: i.category })}
                        onClick={() => setHistory(i.category)}
                        data-testid="budget-history"
                      >
                        <IconChartBar size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('expenses.editBudget', { name: i.category })}
                        onClick={() =>
                          setDraft({ category: i.category, amount: i.amount, rollover: i.rollover })
                        }
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('expenses.deleteBudget', { name: i.category })}
                        onClick={() => remove.mutate({ category: i.category, from: month })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <BudgetBar spent={i.spent} total={i.amount + i.carriedIn} label={i.category} />
                  <Text size="sm" c="dimmed" data-testid="budget-figures">
                    {t('expenses.rowFigures', {
                      spent: money(i.spent),
                      total: money(i.amount + i.carriedIn),
                      carried: money(i.carriedIn),
                      available: money(i.available),
                    })}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}
      <BudgetForm month={month} draft={draft} currency={data?.currency} />
      <CategoryHistory category={history} month={month} onClose={() => setHistory(null)} />
    </Stack>
  );
}
