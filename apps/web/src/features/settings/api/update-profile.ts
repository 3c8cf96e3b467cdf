import type { UpdateProfileBody, User, UserResponse } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** PUT /api/auth/me (profile update). */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const { user } = await api.put<UserResponse>('/auth/me', body);
  return user;
}

/** The page maps field errors itself and toasts the rest (meta.silent). */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, meta: { silent: true } });
}
