import { useRef, useState } from 'react';
import type { DownloadProgress } from '../../../lib/api/download';
import { showErrorToast } from '../../../lib/error-toasts';
import { downloadBackup } from '../api/download-backup';

export interface BackupDownload {
  running: boolean;
  /** Bytes in so far and the expected total, while running. */
  progress: DownloadProgress | null;
  /** The file saved last, once one is. */
  saved: { fileName: string; size: number } | null;
  /** True after the person stopped it. */
  cancelled: boolean;
  start(): void;
  cancel(): void;
}

/**
 * One backup download for the page (its own card and the "download first" offer before deleting
 * the account share it). It keeps running if the page is left: the file is still saved at the end.
 */
export function useBackupDownload(): BackupDownload {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [saved, setSaved] = useState<BackupDownload['saved']>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = () => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setCancelled(false);
    setSaved(null);
    setProgress({ loaded: 0, total: null });
    downloadBackup({ onProgress: setProgress, signal: abort.signal })
      .then(setSaved, (error: unknown) => {
        if (abort.signal.aborted) setCancelled(true);
        else showErrorToast(error);
      })
      .finally(() => {
        controller.current = null;
        setRunning(false);
        setProgress(null);
      });
  };

  const cancel = () => controller.current?.abort();

  return { running, progress, saved, cancelled, start, cancel };
}
