import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateOrder, StatementImportResult } from '@wealthlog/core';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload-with-progress';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

/** A statement file's import (core's statementImportFieldsSchema), as the wizard sends it. */
export interface StatementImportRequest {
  file: File;
  /** The user's account of each of the file's accounts (by `ref`; '' for a QIF's one). */
  accounts: Record<string, number>;
  /** QIF only: how its dates read. */
  dateOrder: DateOrder | null;
  /** Likely duplicates to book all the same (line numbers). */
  include: readonly number[];
  dryRun: boolean;
}

/** The multipart form: text fields before the file, as the server reads them. */
export function statementImportForm(req: StatementImportRequest): FormData {
  const form = new FormData();
  form.append('accounts', JSON.stringify(req.accounts));
  if (req.dateOrder) form.append('dateOrder', req.dateOrder);
  if (req.include.length > 0) form.append('include', JSON.stringify(req.include));
  form.append('dryRun', String(req.dryRun));
  form.append('file', req.file);
  return form;
}

/** POST /api/transactions/import for a statement file (dryRun: a preview), with upload progress. */
export function importStatement(
  req: StatementImportRequest,
  onProgress?: (progress: UploadProgress) => void,
): Promise<StatementImportResult> {
  return uploadWithProgress<StatementImportResult>(
    '/transactions/import',
    statementImportForm(req),
    onProgress ? { onProgress } : {},
  );
}

export function useImportStatement(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: StatementImportRequest) => importStatement(req, onProgress),
    // The wizard shows the failure in its step: an unreadable line or a missing account.
    meta: { silent: true },
    onSuccess: async (result) => {
      if (result.dryRun) return;
      // Booked lines move balances; even none booked, the accounts now remember their numbers.
      await invalidateFinance(queryClient);
      await queryClient.invalidateQueries({ queryKey: financeKeys.categories });
    },
  });
}
