import { Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  CSV_DATE_FORMATS,
  CSV_DELIMITERS,
  DECIMAL_SEPARATORS,
  type CsvDateFormat,
  type DecimalSeparator,
} from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import type { CsvImportConfig, CsvImportSummary } from './csv-import-config';
import type { CsvImportWizard } from './use-csv-import-wizard';

const DELIMITER_LABELS: Record<string, string> = { ',': ',', ';': ';', '\t': 'Tab', '|': '|' };

/** Which column holds what, and how the file writes dates and decimals (detected, editable). */
export function ImportMappingStep<F extends string, R extends CsvImportSummary>({
  wizard,
  config,
}: {
  wizard: CsvImportWizard<F, R>;
  config: CsvImportConfig<F, R>;
}) {
  const { t } = useTranslation();
  const columns = wizard.headers.map((h) => ({ value: h, label: h }));
  const samples = wizard.detected?.sampleRows.slice(0, 5) ?? [];
  return (
    <Stack gap="sm" mt="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('csvImport.delimiter')}
          data={CSV_DELIMITERS.map((d) => ({ value: d, label: DELIMITER_LABELS[d] ?? d }))}
          value={wizard.settings.delimiter}
          onChange={(v) => v && void wizard.changeDelimiter(v)}
          allowDeselect={false}
        />
        <Select
          label={t('csvImport.dateFormat')}
          data={[...CSV_DATE_FORMATS]}
          value={wizard.settings.dateFormat}
          onChange={(v) => wizard.setSettings({ dateFormat: v as CsvDateFormat | null })}
          error={wizard.settings.dateFormat ? undefined : t('csvImport.dateFormatUnknown')}
          allowDeselect={false}
          data-testid="import-date-format"
        />
        <Select
          label={t('csvImport.decimalSeparator')}
          data={DECIMAL_SEPARATORS.map((d) => ({
            value: d,
            label: d === '.' ? '1234.56' : '1234,56',
          }))}
          value={wizard.settings.decimalSeparator}
          onChange={(v) => v && wizard.setSettings({ decimalSeparator: v as DecimalSeparator })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3, md: 5 }} spacing="sm" data-testid="import-mapping">
        {config.fields.map((field) => {
          const required = config.required.includes(field);
          return (
            <Select
              key={field}
              label={t(`${config.ns}.columns.${field}`)}
              data={columns}
              value={wizard.mapping[field] ?? null}
              onChange={(v) => wizard.setMapping({ ...wizard.mapping, [field]: v ?? undefined })}
              placeholder={required ? undefined : t('csvImport.notMapped')}
              clearable={!required}
              required={required}
              error={required && !wizard.mapping[field] ? t('csvImport.columnRequired') : undefined}
            />
          );
        })}
      </SimpleGrid>
      {samples.length > 0 && (
        <Table.ScrollContainer minWidth={400}>
          <Table fz="xs" withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                {wizard.detected?.headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {samples.map((row, i) => (
                <Table.Tr key={i}>
                  {row.map((cell, j) => (
                    <Table.Td key={j}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed">
        {t(`${config.ns}.signHint`)}
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={wizard.back}>
          {t('common.back')}
        </Button>
        <Button
          onClick={() => void wizard.runPreview()}
          disabled={!wizard.canPreview}
          loading={wizard.working}
          data-testid="import-preview"
        >
          {t('csvImport.previewButton')}
        </Button>
      </Group>
    </Stack>
  );
}
