import { AreaChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import { DEFAULT_CURRENCY, type TradeStats } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { ChartFigure, useSeriesSentence } from '../../../components/chart-summary';
import { summarizeSeries } from '../../../lib/chart-summary';
import { stripBidiMarks } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';

/** Cumulative P&L of closed trades, one point per close day (recharts: loaded with this chunk). */
export function EquityCurve({ stats }: { stats: TradeStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = stats.currency ?? DEFAULT_CURRENCY;
  const data = stats.equityCurve.map((p) => ({
    ...p,
    label: stripBidiMarks(format.date(p.date, 'short')),
  }));
  const summary = useSeriesSentence()(
    t('trading.stats.netPnl'),
    summarizeSeries(
      stats.equityCurve.map((p) => ({ date: p.date, value: p.cumulativePnl })),
      { percent: false },
    ),
    { currency },
  );
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('trading.equityCurve')}
      </Title>
      {data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('trading.stats.none')}
        </Text>
      ) : (
        <ChartFigure label={t('trading.equityCurve')} summary={summary} testId="equity-curve">
          <AreaChart
            h={220}
            data={data}
            dataKey="label"
            series={[{ name: 'cumulativePnl', label: t('trading.stats.netPnl'), color: 'blue.6' }]}
            valueFormatter={(v) => format.moneyCompact(v, currency)}
            curveType="linear"
            withDots={false}
          />
        </ChartFigure>
      )}
    </Card>
  );
}
