import type { ChangePasswordBody, MessageResponse } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { useSession } from '../../../lib/session';

const call = caller(authPaths);

/** POST /api/auth/change-password: the server revokes the user's sessions. */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return call('auth.password.change', { body });
}

/**
 * Changing the password logs the user out. Field errors (wrong current password, too
 * weak) go under the fields, so the toast stays quiet (meta.silent) and the form decides.
 */
export function useChangePassword() {
  const { logout } = useSession();
  return useMutation({
    mutationFn: changePassword,
    meta: { silent: true },
    onSuccess: () => logout(),
  });
}
