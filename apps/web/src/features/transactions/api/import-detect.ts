import type { ImportDetectResult } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(transactionPaths);

/** POST /api/transactions/import/detect, multipart `file`: headers, sample rows, formats guessed. */
export function detectImport(file: File): Promise<ImportDetectResult> {
  const form = new FormData();
  form.append('file', file);
  return call('transactions.import.detect', { body: form });
}
