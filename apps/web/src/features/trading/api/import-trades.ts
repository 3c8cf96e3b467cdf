import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ImportDetectResult,
  TradeFileDetect,
  TradeImportMapping,
  TradeImportResult,
} from '@wealthlog/core';
import { tradingPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import type { OtherFile } from '../../../components/import/csv-import-config';
import { type CsvImportRequest, postCsvImport } from '../../../lib/api/csv-import';
import type { UploadProgress } from '../../../lib/api/upload-with-progress';
import { invalidateTrading } from './keys';

const call = caller(tradingPaths);

/**
 * POST /api/trade/import/detect, multipart `file`: a CSV's headers, sample rows and formats
 * guessed, or a Ghostfolio export's or OFX investment statement's accounts, which the wizard
 * hands to the steps of such a file (TradeFileFlow) instead of the columns.
 */
export async function detectTradeImport(
  file: File,
): Promise<ImportDetectResult | OtherFile<TradeFileDetect>> {
  const form = new FormData();
  form.append('file', file);
  const detected = await call('trading.import.detect', { body: form });
  return detected.format === 'csv' ? detected : { other: detected };
}

export type TradeImportRequest = CsvImportRequest<Partial<TradeImportMapping>>;

/** POST /api/trade/import (dryRun: a preview; else the import), with upload progress. */
export function importTrades(
  req: TradeImportRequest,
  onProgress?: (progress: UploadProgress) => void,
): Promise<TradeImportResult> {
  return postCsvImport<TradeImportResult, typeof req.mapping>('/trade/import', req, onProgress);
}

export function useImportTrades(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: TradeImportRequest) => importTrades(req, onProgress),
    meta: { errorFallback: 'messages.fileUploadFailed' },
    // Imported trades book their P&L: the journal, balances and net worth change.
    onSuccess: async (result) => {
      if (!result.dryRun && result.imported > 0) await invalidateTrading(queryClient);
    },
  });
}
