import { UPLOAD_FIELD, type UploadResult } from '@wealthlog/core';
import { useMutation } from '@tanstack/react-query';
import { uploadPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(uploadPaths);

/** POST /api/upload/avatars, multipart part `file`: the server makes it the user's avatar. */
export function uploadAvatar(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return call('uploads.images.create', { params: { kind: 'avatars' }, body: form });
}

/** The avatar field shows the server's refusal under itself (meta.silent). */
export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar, meta: { silent: true } });
}
