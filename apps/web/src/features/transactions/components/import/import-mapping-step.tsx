import { Button, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  CSV_DATE_FORMATS,
  CSV_DELIMITERS,
  DECIMAL_SEPARATORS,
  type CsvDateFormat,
  type DecimalSeparator,
} from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { MAPPING_FIELDS, REQUIRED_MAPPING } from './import-mapping';
import type { ImportWizard } from './use-import-wizard';

const DELIMITER_LABELS: Record<string, string> = { ',': ',', ';': ';', '\t': 'Tab', '|': '|' };

/** Which column holds what, and how the file writes dates and decimals (detected, editable). */
export function ImportMappingStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation();
  const columns = wizard.headers.map((h) => ({ value: h, label: h }));
  const samples = wizard.detected?.sampleRows.slice(0, 5) ?? [];
  return (
    <Stack gap="sm" mt="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('transactions.import.delimiter')}
          data={CSV_DELIMITERS.map((d) => ({ value: d, label: DELIMITER_LABELS[d] ?? d }))}
          value={wizard.settings.delimiter}
          onChange={(v) => v && void wizard.changeDelimiter(v)}
          allowDeselect={false}
        />
        <Select
          label={t('transactions.import.dateFormat')}
          data={[...CSV_DATE_FORMATS]}
          value={wizard.settings.dateFormat}
          onChange={(v) => wizard.setSettings({ dateFormat: v as CsvDateFormat | null })}
          error={
            wizard.settings.dateFormat ? undefined : t('transactions.import.dateFormatUnknown')
          }
          allowDeselect={false}
          data-testid="import-date-format"
        />
        <Select
          label={t('transactions.import.decimalSeparator')}
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
        {MAPPING_FIELDS.map((field) => {
          const required = REQUIRED_MAPPING.includes(field);
          return (
            <Select
              key={field}
              label={t(`transactions.import.columns.${field}`)}
              data={columns}
              value={wizard.mapping[field] ?? null}
              onChange={(v) => wizard.setMapping({ ...wizard.mapping, [field]: v ?? undefined })}
              placeholder={required ? undefined : t('transactions.import.notMapped')}
              clearable={!required}
              required={required}
              error={
                required && !wizard.mapping[field]
                  ? t('transactions.import.columnRequired')
                  : undefined
              }
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
        {t('transactions.import.signHint')}
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
          {t('transactions.import.previewButton')}
        </Button>
      </Group>
    </Stack>
  );
}
