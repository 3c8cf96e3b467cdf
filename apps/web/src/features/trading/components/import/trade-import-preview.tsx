import { Badge, Table } from '@mantine/core';
import type { TradeImportPreviewRow } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';

/** The dry run's lines as trades: duplicates dimmed and badged; an empty exit is an open trade. */
export function TradeImportPreview({ rows }: { rows: readonly TradeImportPreviewRow[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const when = (at: string | null) => (at ? format.dateTime(at) : '—');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="xs" withTableBorder striped data-testid="trade-import-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('fieldLabels.instrument')}</Table.Th>
            <Table.Th>{t('fieldLabels.direction')}</Table.Th>
            <Table.Th ta="end">{t('fieldLabels.quantity')}</Table.Th>
            <Table.Th ta="end">{t('fieldLabels.entryPrice')}</Table.Th>
            <Table.Th>{t('fieldLabels.entryDate')}</Table.Th>
            <Table.Th ta="end">{t('fieldLabels.exitPrice')}</Table.Th>
            <Table.Th>{t('fieldLabels.exitDate')}</Table.Th>
            <Table.Th ta="end">{t('fieldLabels.fees')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} c={row.duplicate ? 'dimmed' : undefined}>
              <Table.Td>{format.number(row.line, 0)}</Table.Td>
              <Table.Td>
                {row.instrument}{' '}
                {row.duplicate && (
                  <Badge size="xs" color="gray">
                    {t('csvImport.duplicate')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{t(`trading.directions.${row.direction}`)}</Table.Td>
              <Table.Td ta="end">{format.number(row.quantity, 8)}</Table.Td>
              <Table.Td ta="end">{format.number(row.entryPrice, 8)}</Table.Td>
              <Table.Td>{when(row.entryDate)}</Table.Td>
              <Table.Td ta="end">
                {row.exitPrice === null ? '—' : format.number(row.exitPrice, 8)}
              </Table.Td>
              <Table.Td>{when(row.exitDate)}</Table.Td>
              <Table.Td ta="end">{row.fees === null ? '—' : format.number(row.fees, 8)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
