import type { ChangePasswordBody, MessageResponse } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

/** POST /api/auth/change-password: the server revokes every session of the user. */
export function changePasswordRequest(body: ChangePasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>('/auth/change-password', body);
}
