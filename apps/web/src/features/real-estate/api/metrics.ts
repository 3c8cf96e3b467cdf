import { useQuery } from '@tanstack/react-query';
import type { PropertyMetricsAnswer } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { realEstateKeys } from './keys';

/** GET …/metrics[?year]: a calendar year, or (null) the last 12 months. */
export function useMetrics(id: number, year: number | null) {
  return useQuery({
    queryKey: realEstateKeys.metrics(id, year),
    queryFn: ({ signal }) =>
      api.get<PropertyMetricsAnswer>(`/real-estate/properties/${id}/metrics`, {
        signal,
        ...(year === null ? {} : { query: { year: String(year) } }),
      }),
  });
}
