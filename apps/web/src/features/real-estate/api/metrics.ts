import { useQuery } from '@tanstack/react-query';
import { realEstatePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { realEstateKeys } from './keys';

const call = caller(realEstatePaths);

/** GET …/metrics[?year]: a calendar year, or (null) the last 12 months. */
export function useMetrics(id: number, year: number | null) {
  return useQuery({
    queryKey: realEstateKeys.metrics(id, year),
    queryFn: ({ signal }) =>
      call('realEstate.metrics.get', {
        params: { id },
        signal,
        ...(year === null ? {} : { query: { year } }),
      }),
  });
}
