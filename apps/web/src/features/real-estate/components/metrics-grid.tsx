import { Card, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { PropertyMetricsAnswer } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { metricPercent } from './percent';

type Key = Exclude<keyof PropertyMetricsAnswer, 'from' | 'to' | 'value' | 'years'>;
const MONEY: readonly Key[] = [
  'grossScheduledRent',
  'effectiveGrossIncome',
  'operatingExpenses',
  'noi',
  'annualDebtService',
  'cashFlow',
  'equity',
];
const PERCENT: readonly Key[] = [
  'grossYield',
  'netYield',
  'capRate',
  'cashOnCash',
  'ltv',
  'appreciationPct',
  'cagr',
];

/**
 * Every metric with its formula on hover and on keyboard focus (each figure is focusable); a
 * figure the server could not compute (null) reads "—", never 0.
 */
export function MetricsGrid({ m, currency }: { m: PropertyMetricsAnswer; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = (k: Key): string => {
    const v = m[k];
    if (v === null) return '—';
    if (MONEY.includes(k)) return format.money(v, currency);
    if (PERCENT.includes(k)) return metricPercent(v, format.locale);
    return format.number(v, 2);
  };
  const keys: Key[] = [...MONEY, ...PERCENT, 'dscr'];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {keys.map((k) => (
        <Tooltip
          key={k}
          label={t(`realEstate.formulas.${k}`)}
          multiline
          w={260}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Card withBorder padding="sm" tabIndex={0} data-testid={`metric-${k}`}>
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t(`realEstate.metrics.${k}`)}
              </Text>
              <Text fw={700} data-testid={`metric-${k}-value`}>
                {shown(k)}
              </Text>
            </Stack>
          </Card>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
