import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonteCarloRequest, ProjectionRequest, ScenarioBody } from '@wealthlog/core';
import { forecastingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(forecastingPaths);

/** /api/forecast (API.md "Forecasting"): the area's endpoints and their hooks. */
const forecastKeys = {
  all: ['forecast'] as const,
  projection: (b: ProjectionRequest) => ['forecast', 'projection', b] as const,
  montecarlo: (b: MonteCarloRequest) => ['forecast', 'montecarlo', b] as const,
  fire: (q: FireParams) => ['forecast', 'fire', q] as const,
  cashflow: (days: number, exclude: string[]) => ['forecast', 'cashflow', days, exclude] as const,
  scenarios: ['forecast', 'scenarios'] as const,
};

export interface FireParams {
  swr: number;
  annualReturn: number;
  inflation: number;
  annualExpenses?: number | undefined;
  monthlyContribution?: number | undefined;
}

export function useProjection(body: ProjectionRequest | null) {
  return useQuery({
    queryKey: forecastKeys.projection(body!),
    queryFn: () => call('forecasting.projection.run', { body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMonteCarlo(body: MonteCarloRequest | null) {
  return useQuery({
    queryKey: forecastKeys.montecarlo(body!),
    queryFn: () => call('forecasting.montecarlo.run', { body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

export function useFire(q: FireParams) {
  const query: Record<string, string> = {
    swr: String(q.swr),
    annualReturn: String(q.annualReturn),
    inflation: String(q.inflation),
  };
  if (q.annualExpenses !== undefined) query.annualExpenses = String(q.annualExpenses);
  if (q.monthlyContribution !== undefined)
    query.monthlyContribution = String(q.monthlyContribution);
  return useQuery({
    queryKey: forecastKeys.fire(q),
    queryFn: () => call('forecasting.fire.get', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `exclude`: the what-if's items left out (`recurring:<id>`, `loan:<id>`). */
export function useCashflow(days: number, exclude: string[]) {
  const query: Record<string, string> = { days: String(days) };
  if (exclude.length > 0) query.exclude = exclude.join(',');
  return useQuery({
    queryKey: forecastKeys.cashflow(days, exclude),
    queryFn: () => call('forecasting.cashflow.get', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useScenarios() {
  return useQuery({
    queryKey: forecastKeys.scenarios,
    queryFn: () => call('forecasting.scenarios.list'),
  });
}

export function useSaveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScenarioBody) => call('forecasting.scenarios.create', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.scenarios }),
  });
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('forecasting.scenarios.delete', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.scenarios }),
  });
}
