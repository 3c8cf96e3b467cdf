import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { CsvImportConfig, CsvImportSummary } from './csv-import-config';
import { ImportErrors } from './import-errors';
import type { CsvImportWizard } from './use-csv-import-wizard';

/** The dry run: what would be imported (the area's table), which lines are duplicates, which fail. */
export function ImportPreviewStep<F extends string, R extends CsvImportSummary>({
  wizard,
  config,
}: {
  wizard: CsvImportWizard<F, R>;
  config: CsvImportConfig<F, R>;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const preview = wizard.preview;
  if (!preview) return null;
  return (
    <Stack gap="sm" mt="md" data-testid="import-preview-step">
      <Text size="sm">
        {t('csvImport.previewCounts', {
          imported: format.number(preview.imported, 0),
          duplicates: format.number(preview.duplicates, 0),
          errors: format.number(preview.errors.length, 0),
        })}
      </Text>
      {config.previewTable((preview.preview ?? []) as NonNullable<R['preview']>)}
      <ImportErrors errors={preview.errors} />
      <Group justify="space-between">
        <Button variant="default" onClick={wizard.back}>
          {t('common.back')}
        </Button>
        <Button
          onClick={() => void wizard.runImport()}
          disabled={preview.imported === 0}
          data-testid="import-run"
        >
          {t(`${config.ns}.run`, { count: preview.imported })}
        </Button>
      </Group>
    </Stack>
  );
}
