import { twoFactorPaths } from '@wealthlog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caller } from '../../../lib/api/endpoints';

const call = caller(twoFactorPaths);
const key = ['admin', 'security'] as const;

/** GET /api/admin/security: the installation-wide "require two-step sign-in" switch. */
export function useAdminSecurity() {
  return useQuery({ queryKey: key, queryFn: () => call('twoFactor.admin.get') });
}

export function useSetRequireTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      call('twoFactor.admin.update', { body: { requireTwoFactor } }),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}

/** POST /api/admin/users/{id}/2fa/reset: a user who lost their phone signs in with the password. */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (userId: number) => call('twoFactor.admin.reset', { params: { id: userId } }),
  });
}
