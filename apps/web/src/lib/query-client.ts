import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast, type MessageKey } from '../lib/error-toasts';

/** What a query or mutation may tell the one error handler (lib/error-toasts.ts). */
export interface ErrorMeta extends Record<string, unknown> {
  /** The per-action fallback text ('Login failed' …) when the server sent none. */
  errorFallback?: MessageKey;
  /** The screen shows the failure itself (or it does not matter): no toast. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

function onError(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.silent) return;
  showErrorToast(error, meta?.errorFallback);
}

/**
 * Retries are not TanStack's job here: the API layer's retry/circuit-breaker modules (lib/) apply
 * the retry policy of core's constants, so stacking a second retry loop on top would multiply the
 * attempts. Every failed query and mutation reaches the toast mapping here, and only here.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
