import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/format';
import { BudgetMonth } from '../components/budget-month';
import { CategoryManager } from '../components/category-manager';
import { ExpenseReports } from '../components/expense-reports';
import { RecurringList } from '../components/recurring-list';
import { RuleList } from '../components/rule-list';
import { UpcomingList } from '../components/upcoming-list';

/** /expenses: budgets by month, recurring items with what is coming, and the category list. */
export function ExpensesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-expenses">
      <Stack gap={4}>
        <Title order={1}>{t('pages.expenses')}</Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('expenses.intro')}
        </Text>
      </Stack>
      <Tabs defaultValue="budgets" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="budgets" data-testid="tab-budgets">
            {t('expenses.tabs.budgets')}
          </Tabs.Tab>
          <Tabs.Tab value="recurring" data-testid="tab-recurring">
            {t('expenses.tabs.recurring')}
          </Tabs.Tab>
          <Tabs.Tab value="reports" data-testid="tab-reports">
            {t('expenses.tabs.reports')}
          </Tabs.Tab>
          <Tabs.Tab value="rules" data-testid="tab-rules">
            {t('expenses.tabs.rules')}
          </Tabs.Tab>
          <Tabs.Tab value="categories" data-testid="tab-categories">
            {t('expenses.tabs.categories')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="budgets" pt="md">
          <BudgetMonth initialMonth={todayIso().slice(0, 7)} />
        </Tabs.Panel>
        <Tabs.Panel value="recurring" pt="md">
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <RecurringList />
            <UpcomingList />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ExpenseReports />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <RuleList />
        </Tabs.Panel>
        <Tabs.Panel value="categories" pt="md">
          <CategoryManager />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
