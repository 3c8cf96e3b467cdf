import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { type Performance, thinSeries } from '@wealthlog/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure, useSeriesSentence } from '../../../components/chart-summary';
import { summarizeSeries } from '../../../lib/chart-summary';
import { stripBidiMarks } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';

/**
 * At most 400 points drawn: more would only blur into the same line. The answer holds up to
 * PERFORMANCE_POINTS_MAX (the table shows them all); the chart samples them again, the same way.
 */
const CHART_POINTS_MAX = 400;

/** Value against money put in, and the time-weighted index (100 = start). Loaded lazily (Recharts). */
export function PerformanceChart({ p }: { p: Performance }) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = useMemo(
    () =>
      thinSeries(p.points, CHART_POINTS_MAX).map((x) => ({
        ...x,
        label: stripBidiMarks(format.date(x.date, 'short')),
      })),
    [p, format],
  );
  const sentence = useSeriesSentence();
  const valueSummary = sentence(
    t('performance.value'),
    summarizeSeries(p.points.map((x) => ({ date: x.date, value: x.value }))),
    { currency: p.currency },
  );
  const indexSummary = sentence(
    t('performance.twrIndex'),
    summarizeSeries(p.points.map((x) => ({ date: x.date, value: x.twrIndex }))),
    { digits: 2 },
  );
  return (
    <Stack gap="xs" data-testid="performance-chart">
      <ChartFigure label={t('performance.value')} summary={valueSummary}>
        <LineChart
          h={240}
          data={data}
          dataKey="label"
          series={[
            { name: 'value', label: t('performance.value'), color: 'wealth.6' },
            { name: 'netContributions', label: t('performance.contributions'), color: 'gray.6' },
          ]}
          curveType="linear"
          withDots={false}
          withLegend
          gridAxis="y"
          valueFormatter={(v) => format.money(v, p.currency)}
          yAxisProps={{
            width: 80,
            tickFormatter: (v: number) => stripBidiMarks(format.moneyCompact(v, p.currency)),
          }}
        />
      </ChartFigure>
      <Text size="xs" c="dimmed" dir="auto">
        {t('performance.indexTitle')}
      </Text>
      <ChartFigure label={t('performance.indexTitle')} summary={indexSummary}>
        <LineChart
          h={140}
          data={data}
          dataKey="label"
          series={[{ name: 'twrIndex', label: t('performance.twrIndex'), color: 'indigo.6' }]}
          curveType="linear"
          withDots={false}
          gridAxis="y"
          referenceLines={[{ y: 100, color: 'gray.5' }]}
          valueFormatter={(v) => format.number(v, 2)}
          yAxisProps={{ width: 80 }}
        />
      </ChartFigure>
    </Stack>
  );
}
