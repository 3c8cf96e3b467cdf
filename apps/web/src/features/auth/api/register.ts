import type { RegisterBody, RegisterResponse } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** POST /api/auth/register. */
export function registerRequest(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/auth/register', body);
}

export function useRegister() {
  return useMutation({
    mutationFn: registerRequest,
    meta: { errorFallback: 'messages.registrationFailed' },
  });
}
