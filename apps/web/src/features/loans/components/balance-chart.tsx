import { AreaChart } from '@mantine/charts';
import type { LoanSchedule } from '@wealthlog/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure, useSeriesSentence } from '../../../components/chart-summary';
import { summarizeSeries } from '../../../lib/chart-summary';
import { stripBidiMarks } from '../../../lib/format';
import { useFormat } from '../../../lib/use-format';

/**
 * Over the life of the loan: the balance left, and the principal and interest paid so far, one
 * point per payment. Interest front-loads an annuity; this is where the user sees it.
 */
export function BalanceChart({ rows, currency }: { rows: LoanSchedule['rows']; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const data = useMemo(() => {
    let principal = 0;
    let interest = 0;
    // Display only: running sums of figures the server already rounded, re-rounded to the cent.
    return rows.map((r) => {
      principal = Math.round((principal + r.principal + r.extra) * 100) / 100;
      interest = Math.round((interest + r.interest) * 100) / 100;
      return {
        label: stripBidiMarks(format.date(r.date, 'short')),
        balance: r.balance,
        principal,
        interest,
      };
    });
  }, [rows, format]);
  const summary = useSeriesSentence()(
    t('loans.fields.balance'),
    summarizeSeries(rows.map((r) => ({ date: r.date, value: r.balance }))),
    { currency },
  );
  return (
    <ChartFigure label={t('loans.fields.balance')} summary={summary} testId="loan-balance-chart">
      <AreaChart
        h={220}
        data={data}
        dataKey="label"
        series={[
          { name: 'balance', label: t('loans.fields.balance'), color: 'gray.6' },
          { name: 'principal', label: t('loans.principalPaid'), color: 'wealth.6' },
          { name: 'interest', label: t('loans.interestPaid'), color: 'orange.6' },
        ]}
        curveType="linear"
        withDots={false}
        withLegend
        gridAxis="y"
        valueFormatter={(v) => format.money(v, currency)}
        yAxisProps={{
          width: 80,
          tickFormatter: (v: number) => stripBidiMarks(format.moneyCompact(v, currency)),
        }}
      />
    </ChartFigure>
  );
}
