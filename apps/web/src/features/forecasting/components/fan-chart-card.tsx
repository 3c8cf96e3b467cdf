import { AreaChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import type { MonteCarloResponse } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useMoneyChartProps } from '../../../components/money-chart';
import { ChartCard } from './chart-card';
import { useYearSeriesSentence, yearText } from './year-text';

const BANDS = ['p90', 'p75', 'p50', 'p25', 'p10'] as const;
const COLORS: Record<(typeof BANDS)[number], string> = {
  p90: 'wealth.2',
  p75: 'wealth.4',
  p50: 'wealth.7',
  p25: 'wealth.4',
  p10: 'wealth.2',
};

/**
 * The Monte Carlo fan: each percentile is an area from 0, the higher drawn first, so the bands
 * P10–P25–P50–P75–P90 show as shades; the legend names each line and the table gives the figures.
 */
export function FanChartCard({
  mc,
  currency,
  startYear,
  withWithdrawal,
  busy,
}: {
  busy: boolean;
  mc: MonteCarloResponse;
  currency: string;
  startYear: number;
  withWithdrawal: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const moneyChart = useMoneyChartProps(currency);
  const data = mc.percentiles.map((p) => ({ ...p, label: String(startYear + p.year) }));
  const summary = useYearSeriesSentence()(
    t('forecast.montecarlo.p50'),
    startYear,
    mc.percentiles.map((p) => ({ year: p.year, value: p.p50 })),
    currency,
  );
  return (
    <ChartCard
      title={t('forecast.montecarlo.title')}
      testId="forecast-fan"
      chartTestId="fan-chart"
      rows={mc.percentiles}
      rowKey={(r) => String(r.year)}
      summary={summary}
      extra={
        <Group gap="lg" wrap="wrap" data-busy={busy} data-testid="mc-figures" aria-busy={busy}>
          <Text size="sm" data-testid="mc-median-end">
            {t('forecast.montecarlo.medianEnd', {
              value: format.money(mc.medianEndValue, currency),
            })}
          </Text>
          {withWithdrawal && (
            <Text size="sm" data-testid="mc-success">
              {t('forecast.montecarlo.success', { value: format.share(mc.successProbability) })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('forecast.montecarlo.seed', { seed: mc.seed })}
          </Text>
        </Group>
      }
      columns={[
        {
          key: 'year',
          label: t('forecast.year'),
          cell: (r) => yearText(startYear + r.year, format.locale),
        },
        ...BANDS.slice()
          .reverse()
          .map((b) => ({
            key: b,
            label: t(`forecast.montecarlo.${b}`),
            cell: (r: MonteCarloResponse['percentiles'][number]) => format.money(r[b], currency),
            numeric: true,
          })),
      ]}
      chart={
        <AreaChart
          h={280}
          data={data}
          dataKey="label"
          series={BANDS.map((b) => ({
            name: b,
            label: t(`forecast.montecarlo.${b}`),
            color: COLORS[b],
            ...(b === 'p50' ? {} : { strokeDasharray: '4 3' }),
          }))}
          curveType="linear"
          withGradient={false}
          fillOpacity={0.55}
          {...moneyChart}
        />
      }
    />
  );
}
