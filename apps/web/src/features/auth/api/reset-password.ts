import type { MessageResponse, ResetPasswordBody } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(authPaths);

/** POST /api/auth/reset-password. */
export function resetPasswordRequest(body: ResetPasswordBody): Promise<MessageResponse> {
  return call('auth.password.reset', { body });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPasswordRequest,
    meta: { errorFallback: 'messages.passwordResetFailed' },
  });
}
