import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { categoryLabel } from '../category-label';
import { ImportErrors } from './import-errors';
import type { ImportWizard } from './use-import-wizard';

/** The dry run: what would be imported, which lines are duplicates, which fail and why. */
export function ImportPreviewStep({ wizard }: { wizard: ImportWizard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const preview = wizard.preview;
  if (!preview) return null;
  return (
    <Stack gap="sm" mt="md" data-testid="import-preview-step">
      <Text size="sm">
        {t('transactions.import.previewCounts', {
          imported: format.number(preview.imported, 0),
          duplicates: format.number(preview.duplicates, 0),
          errors: format.number(preview.errors.length, 0),
        })}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table fz="xs" withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('transactions.fields.date')}</Table.Th>
              <Table.Th>{t('transactions.fields.type')}</Table.Th>
              <Table.Th ta="end">{t('transactions.fields.amount')}</Table.Th>
              <Table.Th>{t('transactions.fields.description')}</Table.Th>
              <Table.Th>{t('transactions.fields.category')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(preview.preview ?? []).map((row) => (
              <Table.Tr key={row.line} c={row.duplicate ? 'dimmed' : undefined}>
                <Table.Td>{format.number(row.line, 0)}</Table.Td>
                <Table.Td>{format.date(row.date)}</Table.Td>
                <Table.Td>{t(`transactions.types.${row.type}`)}</Table.Td>
                <Table.Td ta="end">{format.number(row.amount, 8)}</Table.Td>
                <Table.Td>
                  {row.description}{' '}
                  {row.duplicate && (
                    <Badge size="xs" color="gray">
                      {t('transactions.import.duplicate')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{categoryLabel(t, row.category)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
          {t('transactions.import.run', { count: preview.imported })}
        </Button>
      </Group>
    </Stack>
  );
}
