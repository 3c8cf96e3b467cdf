import { UPLOAD_FIELD, type UploadResult } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

/** POST /api/upload/images or /documents, multipart part `file`: stored for its owner only. */
export function uploadFile(file: File, kind: 'images' | 'documents'): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return api.post<UploadResult>(`/upload/${kind}`, form);
}
