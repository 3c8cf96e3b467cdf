import { useTranslation } from 'react-i18next';
import { FilePreviewStep } from '../../../../../components/import/file-preview-step';
import { SkippedActivities } from './skipped-activities';
import { TradeFilePreview } from './trade-file-preview';
import type { TradeFileImport } from './use-trade-file-import';

/** The dry run: its first lines, the activities never imported, the lines refused; then book. */
export function TradeFilePreviewStep({ flow }: { flow: TradeFileImport }) {
  const { t } = useTranslation();
  const preview = flow.preview;
  if (!preview) return null;
  const rows = preview.preview ?? [];
  return (
    <FilePreviewStep
      preview={preview}
      shown={rows.length}
      booked={preview.imported}
      duplicates={preview.duplicates}
      failure={flow.failure}
      runLabel={t('trading.import.files.run', { count: preview.imported })}
      onBack={flow.back}
      onRun={() => void flow.runImport()}
    >
      <TradeFilePreview rows={rows} accounts={flow.answer.accounts} />
      <SkippedActivities skipped={flow.answer.skipped} />
    </FilePreviewStep>
  );
}
