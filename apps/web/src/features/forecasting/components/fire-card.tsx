import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FireResponse } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { FireOdds } from './fire-odds';
import type { ReachedRow } from './target-odds';
import { yearText } from './year-text';

/**
 * FIRE: the number at the chosen withdrawal rate, how far the user is, and the year it is reached
 * in the projection (months / 12 from today) and on the Monte Carlo median path.
 */
export function FireCard({
  fire,
  medianTargetYear,
  targetReached,
  startYear,
}: {
  fire: FireResponse;
  medianTargetYear: number | null | undefined;
  /** The Monte Carlo share of paths at the FIRE number by year (absent while it runs). */
  targetReached?: readonly ReachedRow[] | undefined;
  startYear: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const c = fire.currency;
  // No expenses known (none in 12 months, none typed): a FIRE number of 0 is "reached" at once,
  // which says nothing — show a dash and what to type instead.
  const noExpenses = fire.annualExpenses <= 0;
  const projected = noExpenses
    ? '—'
    : fire.yearsToFire === null
      ? t('forecast.fire.notReached')
      : yearText(startYear + Math.ceil(fire.yearsToFire), format.locale);
  const median = noExpenses
    ? '—'
    : medianTargetYear === undefined
      ? '…'
      : medianTargetYear === null
        ? t('forecast.fire.notReached')
        : yearText(startYear + medianTargetYear, format.locale);
  return (
    <Card withBorder padding="md" data-testid="forecast-fire">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('forecast.fire.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Figure label={t('forecast.fire.number')} testId="fire-number">
            {format.money(fire.fireNumber, c)}
          </Figure>
          <Figure
            label={t('forecast.fire.expenses')}
            testId="fire-expenses"
            note={
              fire.loanInstalments
                ? t('forecast.fire.loanInstalments', {
                    amount: format.money(fire.loanInstalments, c),
                  })
                : undefined
            }
          >
            {format.money(fire.annualExpenses, c)}
          </Figure>
          <Figure label={t('forecast.fire.yearProjection')} testId="fire-year">
            {projected}
          </Figure>
          <Figure label={t('forecast.fire.yearMedian')} testId="fire-year-mc">
            {median}
          </Figure>
        </SimpleGrid>
        {noExpenses ? (
          <Text size="sm" data-testid="fire-no-expenses">
            {t('forecast.fire.noExpenses')}
          </Text>
        ) : (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {t('forecast.fire.progress', {
                  netWorth: format.money(fire.currentNetWorth, c),
                  pct: format.number(fire.progressPct, 1),
                })}
              </Text>
            </Group>
            <Progress.Root data-testid="fire-progress">
              <Progress.Section
                value={fire.progressPct}
                aria-label={t('forecast.fire.progressLabel')}
                aria-valuetext={`${format.number(fire.progressPct, 1)} %`}
              />
            </Progress.Root>
          </>
        )}
        <Text size="xs" c="dimmed">
          {t('forecast.fire.assumes', {
            swr: format.number(fire.swr, 2),
            contribution: format.money(fire.monthlyContribution, c),
            ret: format.number(fire.annualReturn, 2),
          })}
        </Text>
        {targetReached && !noExpenses && <FireOdds rows={targetReached} startYear={startYear} />}
      </Stack>
    </Card>
  );
}

function Figure({
  label,
  testId,
  children,
  note,
}: {
  label: string;
  testId: string;
  children: string;
  /** What the figure includes, said beside it (the loan instalments in the expenses). */
  note?: string | undefined;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {children}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-note`}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
