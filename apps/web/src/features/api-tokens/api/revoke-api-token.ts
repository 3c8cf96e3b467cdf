import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { apiTokensKey } from './api-tokens';

const call = caller(apiTokenPaths);

/** DELETE /api/auth/tokens/{id}: scripts using it get 401 from their next request. */
export function revokeApiToken(id: string): Promise<void> {
  return call('apiTokens.revoke', { params: { id } });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}
