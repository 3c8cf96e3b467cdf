import { useQueryClient } from '@tanstack/react-query';
import type { RestoreResult } from '@wealthlog/core';
import { useState } from 'react';
import type { UploadProgress } from '../../../lib/api/upload-with-progress';
import { apiCache } from '../../../lib/cache';
import { showErrorToast } from '../../../lib/error-toasts';
import { logger } from '../../../lib/logger';
import { generalSettingsQuery } from '../../../lib/queries/general-settings';
import { useApplyDisplaySettings } from '../../../lib/use-apply-display-settings';
import { restoreBackup } from '../api/restore-backup';
import { type RestoreRefusal, restoreRefusal } from '../restore-refusal';

type Counts = RestoreResult['restored'];

/** Where a restore stands: a step of the card. */
export type RestoreState =
  | { step: 'idle' }
  /** The dry run is on its way (`replace` once the account turned out not to be empty). */
  | { step: 'checking'; file: File; replace: boolean }
  /** What the file would restore; `replace`: only by deleting what the account holds now. */
  | { step: 'preview'; file: File; counts: Counts; replace: boolean }
  | { step: 'restoring'; file: File; counts: Counts; replace: boolean }
  | { step: 'done'; counts: Counts }
  | { step: 'refused'; file: File; refusal: Extract<RestoreRefusal, { kind: 'invalid' }> };

/**
 * Restore in two calls: a dry run when the file is chosen (counts, nothing written), then the real
 * one when confirmed. An account that is not empty (409 `notEmpty`, from either) turns the preview
 * into a replacement, which the card confirms by the typed username; the dry run is then asked
 * again with `replace` so the counts shown are those of the replacement. After a restore every
 * cached answer is stale: each page refetches, and the restored language and display mode are
 * applied at once, as at a sign-in.
 */
export function useRestore() {
  const queryClient = useQueryClient();
  const applyDisplay = useApplyDisplaySettings();
  const [state, setState] = useState<RestoreState>({ step: 'idle' });
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const failed = (file: File, error: unknown, otherwise: RestoreState) => {
    const refusal = restoreRefusal(error);
    if (refusal?.kind === 'invalid') return setState({ step: 'refused', file, refusal });
    showErrorToast(error);
    setState(otherwise);
  };

  const check = (file: File, replace = false) => {
    setState({ step: 'checking', file, replace });
    setProgress(null);
    restoreBackup(file, { dryRun: true, replace }, setProgress).then(
      (result) => setState({ step: 'preview', file, counts: result.restored, replace }),
      (error: unknown) => {
        if (!replace && restoreRefusal(error)?.kind === 'notEmpty') return check(file, true);
        failed(file, error, { step: 'idle' });
      },
    );
  };

  const restore = () => {
    if (state.step !== 'preview') return;
    const { file, counts, replace } = state;
    setState({ step: 'restoring', file, counts, replace });
    setProgress(null);
    restoreBackup(file, { replace }, setProgress).then(
      (result) => {
        setState({ step: 'done', counts: result.restored });
        // The net worth and the session's user sit in the client's own cache, beside TanStack's.
        apiCache.clear();
        void queryClient.invalidateQueries();
        queryClient.fetchQuery(generalSettingsQuery()).then(applyDisplay, (err: unknown) =>
          // The restore itself succeeded; the look follows at the next sign-in.
          logger.warn('Could not apply restored settings', { error: String(err) }),
        );
      },
      (error: unknown) => {
        // The server found data the dry run did not: the same preview, now as a replacement.
        if (restoreRefusal(error)?.kind === 'notEmpty') {
          return setState({ step: 'preview', file, counts, replace: true });
        }
        failed(file, error, { step: 'preview', file, counts, replace });
      },
    );
  };

  const choose = (file: File | null) => (file ? check(file) : setState({ step: 'idle' }));
  const reset = () => setState({ step: 'idle' });

  return { state, progress, choose, restore, reset };
}
