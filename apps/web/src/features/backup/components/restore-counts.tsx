import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { kindLabel, orderedCounts } from '../backup-kinds';

/** Rows per kind of a restore (would be, or were), in the reader's words and digits. */
export function RestoreCounts({
  counts,
  caption,
  testId,
}: {
  counts: Record<string, number>;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = orderedCounts(counts);
  if (rows.length === 0) {
    return (
      <Text size="sm" data-testid={testId}>
        {t('backup.restore.nothing')}
      </Text>
    );
  }
  return (
    <Table data-testid={testId} verticalSpacing={4} maw={420} captionSide="top">
      <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('backup.restore.kind')}</Table.Th>
          <Table.Th ta="end">{t('backup.restore.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([kind, n]) => (
          <Table.Tr key={kind} data-testid={`restore-count-${kind}`}>
            <Table.Td>{kindLabel(t, kind)}</Table.Td>
            <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {format.number(n, 0)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
