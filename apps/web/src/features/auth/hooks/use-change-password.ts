import type { ChangePasswordBody } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { changePasswordRequest } from '../api/change-password';
import { useSession } from '../../../lib/session';

/**
 * POST /api/auth/change-password, then log out: SPEC §4 says changing the password logs the user
 * out (the server has revoked every session anyway).
 */
export function useChangePassword() {
  const { logout } = useSession();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => changePasswordRequest(body),
    onSuccess: () => logout(),
  });
}
