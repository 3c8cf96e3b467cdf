import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportDetectResult, PriceImportMapping, PriceImportResult } from '@wealthlog/core';
import { pricePaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { type CsvImportRequest, postCsvImport } from '../../../lib/api/csv-import';
import type { UploadProgress } from '../../../lib/api/upload-with-progress';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(pricePaths);

/** POST /api/prices/import/detect, multipart `file`: headers, sample rows, formats guessed. */
export function detectPriceImport(file: File): Promise<ImportDetectResult> {
  const form = new FormData();
  form.append('file', file);
  return call('prices.import.detect', { body: form });
}

export type PriceImportRequest = CsvImportRequest<Partial<PriceImportMapping>>;

/** POST /api/prices/import (dryRun: a preview; else the import), with upload progress. */
export function useImportPrices(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: PriceImportRequest) =>
      postCsvImport<PriceImportResult, typeof req.mapping>('/prices/import', req, onProgress),
    meta: { errorFallback: 'messages.fileUploadFailed' },
    // Prices move positions, their P&L and net worth.
    onSuccess: async (result) => {
      if (!result.dryRun && result.imported > 0) await invalidateFinance(queryClient);
    },
  });
}
