import { Table } from '@mantine/core';
import type { Scenario } from '@wealthlog/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFormat } from '../../../lib/use-format';
import { useMonteCarlo, useProjection } from '../api/forecasting';
import { scenarioBodies } from './forecast-model';

const bodies = (s: Scenario) => scenarioBodies(s.inputs);

/** Two scenarios side by side: their inputs, where the projection ends and the odds. */
export function ScenarioCompare({
  a,
  b,
  currency,
}: {
  a: Scenario;
  b: Scenario;
  currency: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pa = useProjection(bodies(a).projection);
  const pb = useProjection(bodies(b).projection);
  const ma = useMonteCarlo(bodies(a).mc);
  const mb = useMonteCarlo(bodies(b).mc);
  const money = (v: number | undefined) => (v === undefined ? '—' : format.money(v, currency));
  const pct = (v: number | undefined) => (v === undefined ? '—' : `${format.number(v, 2)} %`);
  const rows: [string, ReactNode, ReactNode][] = [
    [
      t('forecast.fields.years'),
      format.number(a.inputs.years, 0),
      format.number(b.inputs.years, 0),
    ],
    [t('forecast.fields.annualReturn'), pct(a.inputs.annualReturn), pct(b.inputs.annualReturn)],
    [t('forecast.fields.volatility'), pct(a.inputs.volatility), pct(b.inputs.volatility)],
    [t('forecast.fields.inflation'), pct(a.inputs.inflation), pct(b.inputs.inflation)],
    [
      t('forecast.fields.monthlyContribution'),
      money(a.inputs.monthlyContribution),
      money(b.inputs.monthlyContribution),
    ],
    [
      t('forecast.fields.annualWithdrawal'),
      money(a.inputs.annualWithdrawal),
      money(b.inputs.annualWithdrawal),
    ],
    [
      t('forecast.projection.nominal'),
      money(pa.data?.at(-1)?.nominal),
      money(pb.data?.at(-1)?.nominal),
    ],
    [t('forecast.projection.real'), money(pa.data?.at(-1)?.real), money(pb.data?.at(-1)?.real)],
    [
      t('forecast.montecarlo.medianEndShort'),
      money(ma.data?.medianEndValue),
      money(mb.data?.medianEndValue),
    ],
    [
      t('forecast.montecarlo.successShort'),
      ma.data ? format.share(ma.data.successProbability) : '—',
      mb.data ? format.share(mb.data.successProbability) : '—',
    ],
  ];
  return (
    <ScrollRegion label={t('forecast.scenarios.compare')}>
      <Table striped data-testid="scenario-compare">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('forecast.scenarios.compare')}</Table.Th>
            <Table.Th ta="end">{a.name}</Table.Th>
            <Table.Th ta="end">{b.name}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, x, y]) => (
            <Table.Tr key={label}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="end">{x}</Table.Td>
              <Table.Td ta="end">{y}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
