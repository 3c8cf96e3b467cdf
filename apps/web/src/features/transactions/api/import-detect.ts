import type { ImportDetectResult } from '@wealthlog/core';
import { api } from '../../../lib/api/client';

/** POST /api/transactions/import/detect, multipart `file`: headers, sample rows, formats guessed. */
export function detectImport(file: File): Promise<ImportDetectResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<ImportDetectResult>('/transactions/import/detect', form);
}
