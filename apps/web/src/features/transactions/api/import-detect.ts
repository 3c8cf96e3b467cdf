import type { TransactionImportDetect } from '@wealthlog/core';
import { transactionPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';

const call = caller(transactionPaths);

/**
 * POST /api/transactions/import/detect, multipart `file`: a CSV's headers, sample rows and formats
 * guessed, or a statement file's (OFX, QIF, CAMT.053) accounts.
 */
export function detectImport(file: File): Promise<TransactionImportDetect> {
  const form = new FormData();
  form.append('file', file);
  return call('transactions.import.detect', { body: form });
}
