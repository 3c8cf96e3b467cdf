import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CashflowResponse,
  FireResponse,
  MonteCarloRequest,
  MonteCarloResponse,
  ProjectionRequest,
  ProjectionYearRow,
  Scenario,
  ScenarioBody,
} from '@wealthlog/core';
import { api } from '../../../lib/api/client';

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
    queryFn: () => api.post<ProjectionYearRow[]>('/forecast/projection', body),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMonteCarlo(body: MonteCarloRequest | null) {
  return useQuery({
    queryKey: forecastKeys.montecarlo(body!),
    queryFn: () => api.post<MonteCarloResponse>('/forecast/montecarlo', body),
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
    queryFn: () => api.get<FireResponse>('/forecast/fire', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `exclude`: the what-if's items left out (`recurring:<id>`, `loan:<id>`). */
export function useCashflow(days: number, exclude: string[]) {
  const query: Record<string, string> = { days: String(days) };
  if (exclude.length > 0) query.exclude = exclude.join(',');
  return useQuery({
    queryKey: forecastKeys.cashflow(days, exclude),
    queryFn: () => api.get<CashflowResponse>('/forecast/cashflow', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useScenarios() {
  return useQuery({
    queryKey: forecastKeys.scenarios,
    queryFn: () => api.get<Scenario[]>('/forecast/scenarios'),
  });
}

export function useSaveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScenarioBody) => api.post<Scenario>('/forecast/scenarios', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.scenarios }),
  });
}

export function useDeleteScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/forecast/scenarios/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forecastKeys.scenarios }),
  });
}
