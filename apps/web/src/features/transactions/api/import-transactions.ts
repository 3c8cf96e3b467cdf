import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping, ImportResult } from '@wealthlog/core';
import { type CsvImportRequest, postCsvImport } from '../../../lib/api/csv-import';
import type { UploadProgress } from '../../../lib/api/upload-with-progress';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

export type ImportRequest = CsvImportRequest<Partial<ImportMapping>>;

/** POST /api/transactions/import (dryRun: a preview; else the import), with upload progress. */
export function importTransactions(
  req: ImportRequest,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ImportResult> {
  return postCsvImport<ImportResult, typeof req.mapping>('/transactions/import', req, onProgress);
}

export function useImportTransactions(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: ImportRequest) => importTransactions(req, onProgress),
    meta: { errorFallback: 'messages.fileUploadFailed' },
    onSuccess: async (result) => {
      if (result.dryRun || result.imported === 0) return;
      await invalidateFinance(queryClient);
      await queryClient.invalidateQueries({ queryKey: financeKeys.categories });
    },
  });
}
