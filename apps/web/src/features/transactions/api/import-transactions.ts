import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvDateFormat, DecimalSeparator, ImportMapping, ImportResult } from '@wealthlog/core';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload-with-progress';
import { financeKeys, invalidateFinance } from '../../../lib/queries/keys';

export interface ImportRequest {
  file: File;
  accountId: number;
  mapping: ImportMapping;
  dateFormat: CsvDateFormat;
  decimalSeparator: DecimalSeparator;
  delimiter: string;
  dryRun: boolean;
}

/** The multipart fields of importFieldsSchema; text fields before the file, as the server reads. */
export function importForm(req: ImportRequest): FormData {
  const form = new FormData();
  form.append('accountId', String(req.accountId));
  form.append('mapping', JSON.stringify(req.mapping));
  form.append('dateFormat', req.dateFormat);
  form.append('decimalSeparator', req.decimalSeparator);
  form.append('delimiter', req.delimiter);
  form.append('dryRun', String(req.dryRun));
  form.append('file', req.file);
  return form;
}

/** POST /api/transactions/import (dryRun: a preview; else the import), with upload progress. */
export function importTransactions(
  req: ImportRequest,
  onProgress?: (progress: UploadProgress) => void,
): Promise<ImportResult> {
  return uploadWithProgress<ImportResult>(
    '/transactions/import',
    importForm(req),
    onProgress ? { onProgress } : {},
  );
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
