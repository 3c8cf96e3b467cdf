import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { CsvImportSummary } from './csv-import-config';
import { ImportErrors } from './import-errors';

export function ImportSummaryStep({
  result,
  onClose,
  children,
}: {
  result: CsvImportSummary | null;
  onClose: () => void;
  /** What only this kind of file has to say (a statement's balances), before "Done". */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!result) return null;
  const figures = [
    ['imported', result.imported],
    ['skipped', result.skipped],
    ['duplicates', result.duplicates],
  ] as const;
  return (
    <Stack gap="sm" mt="md" data-testid="import-summary">
      <SimpleGrid cols={3}>
        {figures.map(([key, value]) => (
          <Stack key={key} gap={0} align="center" data-testid={`import-${key}`}>
            <Text fz="xl" fw={700}>
              {format.number(value, 0)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`csvImport.summary.${key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <ImportErrors errors={result.errors} />
      {children}
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="import-done">
          {t('common.done')}
        </Button>
      </Group>
    </Stack>
  );
}
