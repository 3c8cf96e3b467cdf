import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@wealthlog/core';
import { useCashflow, useFire, useMonteCarlo, useProjection } from '../api/forecasting';
import { CashflowCard } from '../components/cashflow-card';
import { FanChartCard } from '../components/fan-chart-card';
import { FireCard } from '../components/fire-card';
import { ForecastEmpty, isForecastEmpty } from '../components/forecast-empty';
import { ForecastInputs } from '../components/forecast-inputs';
import {
  EMPTY_INPUTS,
  byPartOf,
  monteCarloBody,
  numbersOf,
  projectionBody,
  rawOf,
  scenarioInputs,
} from '../components/forecast-model';
import { ProjectionCard } from '../components/projection-card';
import { ScenariosCard } from '../components/scenarios-card';

/**
 * /forecasting: from the user's own accounts, loans and spending — when cash runs
 * short, where net worth is heading, how likely the plan holds, and when work can stop.
 */
export function ForecastingPage() {
  const { t } = useTranslation();
  const [raw, setRaw] = useState(EMPTY_INPUTS);
  const [days, setDays] = useState('90');
  const [byPart, setByPart] = useState(false);
  const [excluded, setExcluded] = useState<string[]>([]);
  // Typing a figure digit by digit asks the server once, not once per digit.
  const [settled] = useDebouncedValue(raw, 350);
  const n = numbersOf(settled);
  const fire = useFire({
    swr: n.swr,
    annualReturn: n.annualReturn,
    inflation: n.inflation,
    annualExpenses: n.annualExpenses,
    monthlyContribution: n.monthlyContribution,
  });
  // The same without typed figures: the defaults from the user's own last 12 months.
  const own = useFire({ swr: n.swr, annualReturn: n.annualReturn, inflation: n.inflation }).data;
  const f = fire.data;
  const contribution = f?.monthlyContribution ?? 0;
  const projection = useProjection(f ? projectionBody(n, contribution, byPart) : null);
  const mc = useMonteCarlo(f ? monteCarloBody(n, contribution, f.fireNumber) : null);
  const cashflow = useCashflow(Number(days), excluded);
  const startYear = new Date().getFullYear();
  const currency = f?.currency ?? cashflow.data?.currency ?? DEFAULT_CURRENCY;
  const error = fire.error ?? projection.error ?? mc.error;
  // A new user: advice on what to add rather than three flat charts at zero.
  const empty = isForecastEmpty(own, n);

  return (
    <Stack gap="md" data-testid="page-forecasting">
      <Stack gap={4}>
        <Title order={1}>{t('pages.forecasting')}</Title>
        <Text c="dimmed" size="sm" maw={760}>
          {t('forecast.intro')}
        </Text>
      </Stack>
      <ForecastInputs
        values={raw}
        onChange={setRaw}
        currency={currency}
        derived={{
          ...(f ? { startValue: f.currentNetWorth } : {}),
          ...(own ? { monthlyContribution: own.monthlyContribution } : {}),
          ...(own ? { annualExpenses: own.annualExpenses } : {}),
        }}
      />
      {error && (
        <Alert color="red" title={t('forecast.error')}>
          {error.message}
        </Alert>
      )}
      {!f && fire.isPending && <Loader />}
      {empty && <ForecastEmpty />}
      {f && !empty && (
        <FireCard
          fire={f}
          medianTargetYear={mc.data?.medianTargetYear}
          targetReached={mc.data?.targetReachedPct}
          startYear={startYear}
        />
      )}
      {projection.data && !empty && (
        <ProjectionCard
          rows={projection.data}
          currency={currency}
          startYear={startYear}
          byPart={byPart}
          onByPart={setByPart}
        />
      )}
      {mc.data && !empty && (
        <FanChartCard
          mc={mc.data}
          busy={mc.isFetching}
          currency={currency}
          startYear={startYear}
          withWithdrawal={n.annualWithdrawal !== undefined && n.withdrawalStartYear !== undefined}
        />
      )}
      {cashflow.data && !empty && (
        <CashflowCard
          cf={cashflow.data}
          days={days}
          onDays={setDays}
          excluded={excluded}
          onExcluded={setExcluded}
        />
      )}
      <ScenariosCard
        current={scenarioInputs(n, contribution, byPart)}
        onLoad={(s) => {
          setRaw(rawOf(s.inputs));
          setByPart(byPartOf(s.inputs));
        }}
        currency={currency}
      />
    </Stack>
  );
}
