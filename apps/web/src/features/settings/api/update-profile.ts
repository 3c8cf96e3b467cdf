import type { UpdateProfileBody, User } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(authPaths);

/** PUT /api/auth/me (profile update). */
export async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const { user } = await call('auth.me.update', { body });
  return user;
}

/** The page maps field errors itself and toasts the rest (meta.silent). */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, meta: { silent: true } });
}
