import { AreaChart } from '@mantine/charts';
import { Card, Group, Loader, SegmentedControl, Text, Title } from '@mantine/core';
import {
  DEFAULT_CURRENCY,
  NETWORTH_RANGES,
  type NetworthRange,
  type NetworthSeries,
  thinSeries,
} from '@wealthlog/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure, useSeriesSentence } from '../../../components/chart-summary';
import { summarizeSeries } from '../../../lib/chart-summary';
import { stripBidiMarks } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';

/** At most a year of days drawn (a 10-year "all" range is ~3,650): first and last always kept. */
const CHART_POINTS_MAX = 366;

interface Props {
  range: NetworthRange;
  onRange: (range: NetworthRange) => void;
  series: NetworthSeries | undefined;
  loading: boolean;
}

export function NetworthChart({ range, onRange, series, loading }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = series?.currency ?? DEFAULT_CURRENCY;
  const data = useMemo(
    () =>
      thinSeries(series?.points ?? [], CHART_POINTS_MAX).map((p) => ({
        ...p,
        label: stripBidiMarks(format.date(p.date, 'short')),
      })),
    [series, format],
  );
  const sentence = useSeriesSentence();
  // Summarised on every point, not the thinned ones: the first and last are kept either way.
  const summary = sentence(
    t('dashboard.cards.netWorth'),
    summarizeSeries((series?.points ?? []).map((p) => ({ date: p.date, value: p.netWorth }))),
    { currency },
  );
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('dashboard.chartTitle')}
        </Title>
        <Group gap="xs">
          {loading && <Loader size="xs" />}
          <SegmentedControl
            size="xs"
            value={range}
            onChange={(v) => onRange(v as NetworthRange)}
            data={NETWORTH_RANGES.map((r) => ({ value: r, label: t(`dashboard.ranges.${r}`) }))}
            data-testid="range-control"
          />
        </Group>
      </Group>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('dashboard.noData')}
        </Text>
      ) : (
        <ChartFigure label={t('dashboard.chartTitle')} summary={summary} testId="networth-chart">
          <AreaChart
            h={280}
            data={data}
            dataKey="label"
            series={[{ name: 'netWorth', label: t('dashboard.cards.netWorth'), color: 'wealth.6' }]}
            curveType="monotone"
            withDots={false}
            gridAxis="y"
            valueFormatter={(v) => format.money(v, currency)}
            yAxisProps={{
              width: 80,
              tickFormatter: (v: number) => stripBidiMarks(format.moneyCompact(v, currency)),
            }}
          />
        </ChartFigure>
      )}
    </Card>
  );
}
