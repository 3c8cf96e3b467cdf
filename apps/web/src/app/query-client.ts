import { QueryClient } from '@tanstack/react-query';

/**
 * Retries are not TanStack's job here: the API layer's retry/circuit-breaker modules (lib/) apply
 * SPEC §9's policy, so stacking a second retry loop on top would multiply the attempts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
