import type { MessageResponse } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /api/auth/forgot-password: the same answer whether or not the address exists. */
export function forgotPasswordRequest(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPasswordRequest,
    // The page shows the neutral message whatever the answer; it raises toasts itself for the
    // cases where no answer came at all.
    meta: { silent: true },
  });
}
