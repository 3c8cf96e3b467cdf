import { LineChart } from '@mantine/charts';
import { Switch } from '@mantine/core';
import type { ProjectionYearRow } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useMoneyChartProps } from '../../../components/money-chart';
import { ChartCard } from './chart-card';
import { MissingRatesNote } from './missing-rates-note';
import { useYearSeriesSentence, yearText } from './year-text';

const PARTS = ['cash', 'investments', 'realEstate', 'loans'] as const;
const PART_COLORS = {
  cash: 'blue.6',
  investments: 'grape.6',
  realEstate: 'orange.6',
  loans: 'red.6',
};

/** Net worth year by year, in money of the day (nominal) and in today's money (real). */
export function ProjectionCard({
  rows,
  currency,
  startYear,
  byPart,
  onByPart,
}: {
  rows: ProjectionYearRow[];
  currency: string;
  startYear: number;
  byPart: boolean;
  onByPart(on: boolean): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const moneyChart = useMoneyChartProps(currency);
  const year = (k: number) => yearText(startYear + k, format.locale);
  const data = rows.map((r) => ({
    label: String(startYear + r.year),
    nominal: r.nominal,
    real: r.real,
    ...r.parts,
  }));
  const withParts = rows.some((r) => r.parts);
  const partColumns = withParts
    ? PARTS.map((k) => ({
        key: k,
        label: t(`forecast.projection.${k}`),
        cell: (r: ProjectionYearRow) => (r.parts ? format.money(r.parts[k], currency) : '—'),
        numeric: true,
      }))
    : [];
  const last = rows.at(-1);
  const summary = useYearSeriesSentence()(
    `${t('dashboard.cards.netWorth')} (${t('forecast.projection.nominal')})`,
    startYear,
    rows.map((r) => ({ year: r.year, value: r.nominal })),
    currency,
  );
  return (
    <ChartCard
      title={t('forecast.projection.title')}
      testId="forecast-projection"
      rows={rows}
      rowKey={(r) => String(r.year)}
      summary={summary}
      extra={
        last && (
          <>
            <Switch
              checked={byPart}
              onChange={(e) => onByPart(e.currentTarget.checked)}
              label={t('forecast.projection.byPart')}
              data-testid="projection-by-part"
            />
            <span data-testid="projection-end">
              {t('forecast.projection.summary', {
                year: year(last.year),
                nominal: format.money(last.nominal, currency),
                real: format.money(last.real, currency),
              })}
            </span>
            {/* The last year's list holds every year's: what is left out stays out. */}
            <MissingRatesNote
              currencies={last.parts?.missingRates ?? []}
              testId="projection-missing-rates"
            />
          </>
        )
      }
      columns={[
        { key: 'year', label: t('forecast.year'), cell: (r) => year(r.year) },
        {
          key: 'nominal',
          label: t('forecast.projection.nominal'),
          cell: (r) => format.money(r.nominal, currency),
          numeric: true,
        },
        {
          key: 'real',
          label: t('forecast.projection.real'),
          cell: (r) => format.money(r.real, currency),
          numeric: true,
        },
        ...partColumns,
      ]}
      chart={
        <LineChart
          h={260}
          data={data}
          dataKey="label"
          series={[
            { name: 'nominal', label: t('forecast.projection.nominal'), color: 'wealth.6' },
            {
              name: 'real',
              label: t('forecast.projection.real'),
              color: 'gray.6',
              strokeDasharray: '6 4',
            },
            ...(withParts
              ? PARTS.map((k) => ({
                  name: k,
                  label: t(`forecast.projection.${k}`),
                  color: PART_COLORS[k],
                  strokeDasharray: '2 3',
                }))
              : []),
          ]}
          curveType="linear"
          {...moneyChart}
        />
      }
    />
  );
}
