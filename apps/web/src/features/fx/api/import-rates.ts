import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FxImportResult } from '@wealthlog/core';
import { fxPaths } from '@wealthlog/core';
import { caller } from '../../../lib/api/endpoints';
import { invalidateFinance } from '../../../lib/queries/keys';

const call = caller(fxPaths);

/** POST /api/fx/rates/import, multipart `file` in the ECB CSV layout → { imported, skipped }. */
export function importRates(file: File): Promise<FxImportResult> {
  const form = new FormData();
  form.append('file', file);
  return call('fx.rates.import', { body: form });
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRates,
    meta: { errorFallback: 'messages.fileUploadFailed' },
    onSuccess: () => invalidateFinance(queryClient, { fx: true }),
  });
}
