import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../lib/api/upload-with-progress';
import { useFormat } from '../../lib/use-format';
import type { CsvImportSummary } from './csv-import-config';
import type { ImportStep } from './use-csv-import-wizard';

/**
 * The import's progress for screen readers. One polite live region that stays
 * mounted for the whole wizard — a region that appears together with its text is often not read —
 * and whose text changes only at milestones: the upload in quarters (every progress event would
 * be a flood), the server's phase, then the result.
 */
export function ImportAnnouncer({
  step,
  progress,
  result,
}: {
  step: ImportStep;
  progress: UploadProgress | null;
  result: CsvImportSummary | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  let message = '';
  if (step === 'importing') {
    if (progress?.phase === 'server') message = t('csvImport.processing');
    else {
      const ratio = progress && progress.total > 0 ? progress.loaded / progress.total : 0;
      message = t('csvImport.uploading', { percent: format.share(Math.floor(ratio * 4) / 4) });
    }
  } else if (step === 'summary' && result) {
    message = t('csvImport.finished', {
      imported: format.number(result.imported, 0),
      skipped: format.number(result.skipped, 0),
      duplicates: format.number(result.duplicates, 0),
    });
  }
  return (
    <VisuallyHidden
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="import-announcer"
    >
      {message}
    </VisuallyHidden>
  );
}
