import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

export const call = caller(passkeyPaths);

export const passkeysKey = ['auth', 'passkeys'] as const;

/** GET /api/auth/passkeys: the signed-in user's passkeys, oldest first. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => call('passkeys.list', { signal }),
  });

export function usePasskeys() {
  return useQuery(passkeysQuery());
}

/** PATCH /api/auth/passkeys/{id}. */
export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      call('passkeys.rename', { params: { id }, body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/**
 * DELETE /api/auth/passkeys/{id}. Silent: the last way in (409) gets the section's own
 * explanation, not the generic toast.
 */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('passkeys.delete', { params: { id } }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
