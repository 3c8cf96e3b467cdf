import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportErrors } from '../../../../../components/import/import-errors';
import { ImportFailure } from '../../../../../components/import/import-failure';
import { useFormat } from '../../../../../lib/use-format';
import { LikelyDuplicates } from './likely-duplicates';
import { StatementImportPreview } from './statement-import-preview';
import type { StatementImport } from './use-statement-import';

/** The dry run: its first lines, the likely duplicates to tick, the lines refused; then book. */
export function StatementPreviewStep({ flow }: { flow: StatementImport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const preview = flow.preview;
  if (!preview) return null;
  // A ticked likely duplicate is booked after all: it counts as a line to import.
  const booked = preview.imported + flow.ticked.size;
  const rows = preview.preview ?? [];
  return (
    <Stack gap="sm" mt="md" data-testid="import-preview-step">
      <Text size="sm" data-testid="statement-preview-counts">
        {t('csvImport.previewCounts', {
          imported: format.number(booked, 0),
          duplicates: format.number(preview.duplicates - flow.ticked.size, 0),
          errors: format.number(preview.errors.length, 0),
        })}
      </Text>
      {rows.length < preview.imported + preview.duplicates && (
        <Text size="xs" c="dimmed">
          {t('transactions.import.statement.firstLines', { shown: format.number(rows.length, 0) })}
        </Text>
      )}
      <StatementImportPreview rows={rows} accounts={flow.answer.accounts} />
      <LikelyDuplicates
        rows={preview.likelyDuplicates ?? []}
        ticked={flow.ticked}
        onToggle={flow.toggle}
      />
      <ImportErrors errors={preview.errors} />
      <ImportFailure error={flow.failure} testId="statement-error" />
      <Group justify="space-between">
        <Button variant="default" onClick={flow.back}>
          {t('common.back')}
        </Button>
        <Button
          onClick={() => void flow.runImport()}
          disabled={booked === 0}
          data-testid="import-run"
        >
          {t('transactions.import.run', { count: booked })}
        </Button>
      </Group>
    </Stack>
  );
}
