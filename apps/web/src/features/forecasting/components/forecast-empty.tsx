import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import type { ForecastNumbers } from './forecast-model';

interface OwnFigures {
  currentNetWorth: number;
  monthlyContribution: number;
  annualExpenses: number;
}

/**
 * Nothing to forecast from: no net worth, no saving and no spending of the user's own, and none
 * typed in the assumptions. Charts would be flat lines at zero, so the page says what to add.
 */
export function isForecastEmpty(own: OwnFigures | undefined, n: ForecastNumbers): boolean {
  if (!own) return false;
  const typed = [n.startValue, n.monthlyContribution, n.annualExpenses].some(
    (v) => v !== undefined && v !== 0,
  );
  return (
    !typed && own.currentNetWorth === 0 && own.monthlyContribution === 0 && own.annualExpenses === 0
  );
}

/** The empty forecast: what to add first, in the order that gives the forecast the most. */
export function ForecastEmpty() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="forecast-empty">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('forecast.empty.title')}
        </Title>
        <Text size="sm">{t('forecast.empty.why')}</Text>
        <List size="sm" type="ordered" spacing={4}>
          <List.Item>{t('forecast.empty.accounts')}</List.Item>
          <List.Item>{t('forecast.empty.transactions')}</List.Item>
          <List.Item>{t('forecast.empty.more')}</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t('forecast.empty.orType')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={PATHS.accounts}>
            {t('forecast.empty.addAccount')}
          </Button>
          <Button component={Link} to={PATHS.transactions} variant="default">
            {t('forecast.empty.addTransactions')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
