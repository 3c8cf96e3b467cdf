import type { CreateApiTokenBody, CreatedApiToken } from '@wealthlog/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { apiTokensKey } from './api-tokens';

const call = caller(apiTokenPaths);

/** POST /api/auth/tokens: the answer holds the token's value, the only time it is ever sent. */
export function createApiToken(body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return call('apiTokens.create', { body });
}

/** Field errors go under the fields (the form's flow); it toasts the rest itself. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
