import { useTranslation } from 'react-i18next';
import { FilePreviewStep } from '../../../../../components/import/file-preview-step';
import { LikelyDuplicates } from './likely-duplicates';
import { StatementImportPreview } from './statement-import-preview';
import type { StatementImport } from './use-statement-import';

/** The dry run: its first lines, the likely duplicates to tick, the lines refused; then book. */
export function StatementPreviewStep({ flow }: { flow: StatementImport }) {
  const { t } = useTranslation();
  const preview = flow.preview;
  if (!preview) return null;
  // A ticked likely duplicate is booked after all: it counts as a line to import.
  const booked = preview.imported + flow.ticked.size;
  const rows = preview.preview ?? [];
  return (
    <FilePreviewStep
      preview={preview}
      shown={rows.length}
      booked={booked}
      duplicates={preview.duplicates - flow.ticked.size}
      failure={flow.failure}
      runLabel={t('transactions.import.run', { count: booked })}
      onBack={flow.back}
      onRun={() => void flow.runImport()}
    >
      <StatementImportPreview rows={rows} accounts={flow.answer.accounts} />
      <LikelyDuplicates
        rows={preview.likelyDuplicates ?? []}
        ticked={flow.ticked}
        onToggle={flow.toggle}
      />
    </FilePreviewStep>
  );
}
