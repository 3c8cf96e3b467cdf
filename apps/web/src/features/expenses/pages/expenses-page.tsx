import { SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { oneOf, useUrlParam } from '../../../lib/use-url-param';
import { BudgetMonth } from '../components/budget-month';
import { CategoryManager } from '../components/category-manager';
import { ExpenseReports } from '../components/expense-reports';
import { RecurringList } from '../components/recurring-list';
import { RuleList } from '../components/rule-list';
import { UpcomingList } from '../components/upcoming-list';

const TABS = ['budgets', 'recurring', 'reports', 'rules', 'categories'] as const;
type Tab = (typeof TABS)[number];

/**
 * /expenses: budgets by month, recurring items with what is coming, reports, rules and the
 * category list. The tab is in the address (?tab=), as are each tab's month or range, so Back from
 * a report's drill-down returns to the same report.
 */
export function ExpensesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlParam<Tab>('tab', 'budgets', oneOf(TABS));
  return (
    <Stack gap="md" data-testid="page-expenses">
      <Stack gap={4}>
        <Title order={1}>{t('pages.expenses')}</Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('expenses.intro')}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
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
          <BudgetMonth />
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
