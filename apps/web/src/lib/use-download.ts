import { useState } from 'react';
import { showErrorToast } from './error-toasts';

/**
 * A button's file download (a CSV export): `downloading` while it runs, a failure as the one error
 * toast. Shared by the pages that export.
 */
export function useDownload(download: () => Promise<void>) {
  const [downloading, setDownloading] = useState(false);
  const start = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, start };
}
