import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { CsvImportSummary } from './csv-import-config';
import { ImportErrors } from './import-errors';
import { ImportFailure } from './import-failure';

/**
 * A file's dry run (a statement, a broker's export): the counts, its first lines (`children`:
 * the area's table and what else it lists), the lines refused; then book `booked` lines.
 */
export function FilePreviewStep({
  preview,
  shown,
  booked,
  duplicates,
  failure,
  runLabel,
  onBack,
  onRun,
  children,
}: {
  preview: CsvImportSummary;
  /** How many lines the table shows: fewer than the file's, it says they are the first. */
  shown: number;
  booked: number;
  duplicates: number;
  failure: unknown;
  runLabel: string;
  onBack: () => void;
  onRun: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="sm" mt="md" data-testid="import-preview-step">
      <Text size="sm" data-testid="statement-preview-counts">
        {t('csvImport.previewCounts', {
          imported: format.number(booked, 0),
          duplicates: format.number(duplicates, 0),
          errors: format.number(preview.errors.length, 0),
        })}
      </Text>
      {shown < preview.imported + preview.duplicates && (
        <Text size="xs" c="dimmed">
          {t('csvImport.firstLines', { shown: format.number(shown, 0) })}
        </Text>
      )}
      {children}
      <ImportErrors errors={preview.errors} />
      <ImportFailure error={failure} testId="statement-error" />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button onClick={onRun} disabled={booked === 0} data-testid="import-run">
          {runLabel}
        </Button>
      </Group>
    </Stack>
  );
}
