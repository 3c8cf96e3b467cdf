import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeFileImportResult } from '@wealthlog/core';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload-with-progress';
import { invalidateTrading } from './keys';

/** A Ghostfolio export's or OFX statement's import (core's tradeFileImportFieldsSchema). */
export interface TradeFileImportRequest {
  file: File;
  /** The user's account of each of the file's accounts, by `ref`. */
  accounts: Record<string, number>;
  dryRun: boolean;
}

/** The multipart form: text fields before the file, as the server reads them. */
function tradeFileForm(req: TradeFileImportRequest): FormData {
  const form = new FormData();
  form.append('accounts', JSON.stringify(req.accounts));
  form.append('dryRun', String(req.dryRun));
  form.append('file', req.file);
  return form;
}

/** POST /api/trade/import for such a file (dryRun: a preview), with upload progress. */
export function importTradeFile(
  req: TradeFileImportRequest,
  onProgress?: (progress: UploadProgress) => void,
): Promise<TradeFileImportResult> {
  return uploadWithProgress<TradeFileImportResult>(
    '/trade/import',
    tradeFileForm(req),
    onProgress ? { onProgress } : {},
  );
}

export function useImportTradeFile(onProgress?: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: TradeFileImportRequest) => importTradeFile(req, onProgress),
    // The wizard shows the failure in its step: an unreadable line or an account refused.
    meta: { silent: true },
    onSuccess: async (result) => {
      // Trades, dividends and fees move balances; even none booked, the accounts now
      // remember the file's accounts.
      if (!result.dryRun) await invalidateTrading(queryClient);
    },
  });
}
