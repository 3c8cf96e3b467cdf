import type { MessageResponse } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(authPaths);

/** POST /api/auth/forgot-password: the same answer whether or not the address exists. */
export function forgotPasswordRequest(email: string): Promise<MessageResponse> {
  return call('auth.password.forgot', { body: { email } });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPasswordRequest,
    // The page shows the neutral message whatever the answer; it raises toasts itself for the
    // cases where no answer came at all.
    meta: { silent: true },
  });
}
