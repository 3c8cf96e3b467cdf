import { LineChart } from '@mantine/charts';
import { Chip, Group, List, SegmentedControl, Stack, Text, ThemeIcon } from '@mantine/core';
import type { CashflowResponse } from '@wealthlog/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSeriesSentence } from '../../../components/chart-summary';
import { summarizeSeries } from '../../../lib/chart-summary';
import { stripBidiMarks } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';
import { useMoneyChartProps } from '../../../components/money-chart';
import { ChartCard } from './chart-card';
import { MissingRatesNote } from './missing-rates-note';

export const CASHFLOW_RANGES = ['30', '90', '365', '730'] as const;
const MAX_LINES = 5;
const COLORS = ['wealth.6', 'blue.6', 'grape.6', 'orange.6', 'cyan.6'];

/**
 * Liquid money day by day: the total and each account, and each account's lowest point called
 * out in words ("Checking goes below 0 on 14 March"), with a sign, never by colour alone.
 */
export function CashflowCard({
  cf,
  days,
  onDays,
  excluded,
  onExcluded,
}: {
  cf: CashflowResponse;
  days: string;
  onDays(days: string): void;
  excluded: string[];
  onExcluded(keys: string[]): void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const narrow = useMediaQuery('(max-width: 30em)') ?? false;
  const c = cf.currency;
  const moneyChart = useMoneyChartProps(c);
  const shown = cf.accounts.slice(0, MAX_LINES);
  const data = cf.points.map((p, i) => ({
    label: stripBidiMarks(format.date(p.date, 'short')),
    total: p.balance,
    ...Object.fromEntries(shown.map((a) => [`a${a.accountId}`, a.points[i]?.balance ?? 0])),
  }));
  const summary = useSeriesSentence()(
    t('forecast.cashflow.total'),
    summarizeSeries(cf.points.map((p) => ({ date: p.date, value: p.balance }))),
    { currency: c },
  );
  return (
    <ChartCard
      title={t('forecast.cashflow.title')}
      testId="forecast-cashflow"
      rows={cf.points}
      rowKey={(p) => p.date}
      summary={summary}
      extra={
        <Stack gap="xs">
          <SegmentedControl
            // Four ranges side by side are wider than a 320 px screen: stacked there.
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            value={days}
            onChange={onDays}
            aria-label={t('forecast.cashflow.range')}
            data={CASHFLOW_RANGES.map((d) => ({
              value: d,
              label: t(`forecast.cashflow.d${d}`),
            }))}
          />
          {cf.items.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" id="cashflow-whatif">
                {t('forecast.cashflow.whatIf')}
              </Text>
              {/* Ticked: counted. Unticking one shows the cash flow without it (never saved). */}
              <Chip.Group
                multiple
                value={cf.items.map((i) => i.key).filter((k) => !excluded.includes(k))}
                onChange={(kept) =>
                  onExcluded(cf.items.map((i) => i.key).filter((k) => !kept.includes(k)))
                }
              >
                <Group gap="xs" role="group" aria-labelledby="cashflow-whatif">
                  {cf.items.map((i) => (
                    <Chip key={i.key} value={i.key} size="xs" data-testid="cashflow-item">
                      {t(`forecast.cashflow.kind.${i.kind}`, { name: i.name })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          )}
          <List spacing={4} size="sm" data-testid="cashflow-lowest">
            {cf.accounts.map((a) => (
              <List.Item
                key={a.accountId}
                data-testid="cashflow-account"
                icon={
                  <ThemeIcon
                    size={18}
                    radius="xl"
                    color={a.belowZeroOn ? 'red' : 'teal'}
                    aria-hidden
                  >
                    <span style={{ fontSize: 11, fontWeight: 700 }}>
                      {a.belowZeroOn ? '!' : '✓'}
                    </span>
                  </ThemeIcon>
                }
              >
                {a.belowZeroOn
                  ? t('forecast.cashflow.belowZero', {
                      name: a.name,
                      date: format.date(a.belowZeroOn),
                      lowest: format.money(a.lowest.balance, c),
                      lowestDate: format.date(a.lowest.date),
                    })
                  : t('forecast.cashflow.lowest', {
                      name: a.name,
                      lowest: format.money(a.lowest.balance, c),
                      date: format.date(a.lowest.date),
                    })}
              </List.Item>
            ))}
          </List>
          {cf.accounts.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('forecast.cashflow.empty')}
            </Text>
          )}
          <MissingRatesNote currencies={cf.missingRates} testId="cashflow-missing-rates" />
        </Stack>
      }
      columns={[
        { key: 'date', label: t('forecast.date'), cell: (p) => format.date(p.date) },
        {
          key: 'total',
          label: t('forecast.cashflow.total'),
          cell: (p) => format.money(p.balance, c),
          numeric: true,
        },
      ]}
      chart={
        <LineChart
          h={260}
          data={data}
          dataKey="label"
          series={[
            { name: 'total', label: t('forecast.cashflow.total'), color: 'gray.7' },
            ...shown.map((a, i) => ({
              name: `a${a.accountId}`,
              label: a.name,
              color: COLORS[i % COLORS.length]!,
              strokeDasharray: '5 3',
            })),
          ]}
          referenceLines={[{ y: 0, color: 'red.6', label: '0' }]}
          curveType="stepAfter"
          {...moneyChart}
        />
      }
    />
  );
}
