import type { MessageResponse, ResetPasswordBody } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /api/auth/reset-password. */
export function resetPasswordRequest(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPasswordRequest,
    meta: { errorFallback: 'messages.passwordResetFailed' },
  });
}
