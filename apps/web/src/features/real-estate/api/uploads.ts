import { UPLOAD_FIELD, type UploadResult } from '@wealthlog/core';
import { uploadPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(uploadPaths);

/** POST /api/upload/images or /documents, multipart part `file`: stored for its owner only. */
export function uploadFile(file: File, kind: 'images' | 'documents'): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return kind === 'documents'
    ? call('uploads.documents.create', { body: form })
    : call('uploads.images.create', { params: { kind }, body: form });
}
