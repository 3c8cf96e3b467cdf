import type { ApiToken } from '@wealthlog/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiTokenPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(apiTokenPaths);

export const apiTokensKey = ['auth', 'tokens'] as const;

/** GET /api/auth/tokens: the user's personal API tokens, never their values. */
export function fetchApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return call('apiTokens.list', { ...(signal ? { signal } : {}) });
}

export function useApiTokens() {
  return useQuery(
    queryOptions({ queryKey: apiTokensKey, queryFn: ({ signal }) => fetchApiTokens(signal) }),
  );
}
