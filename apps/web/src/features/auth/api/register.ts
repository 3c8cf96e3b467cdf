import type { RegisterBody, RegisterResponse } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(authPaths);

/** POST /api/auth/register. */
export function registerRequest(body: RegisterBody): Promise<RegisterResponse> {
  return call('auth.register', { body });
}

export function useRegister() {
  return useMutation({
    mutationFn: registerRequest,
    meta: { errorFallback: 'messages.registrationFailed' },
  });
}
