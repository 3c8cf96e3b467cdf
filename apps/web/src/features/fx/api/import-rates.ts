import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FxImportResult } from '@wealthlog/core';
import { api } from '../../../lib/api/client';
import { invalidateFinance } from '../../../lib/queries/keys';

/** POST /api/fx/rates/import, multipart `file` in the ECB CSV layout → { imported, skipped }. */
export function importRates(file: File): Promise<FxImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api.post<FxImportResult>('/fx/rates/import', form);
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRates,
    meta: { errorFallback: 'messages.fileUploadFailed' },
    onSuccess: () => invalidateFinance(queryClient, { fx: true }),
  });
}
