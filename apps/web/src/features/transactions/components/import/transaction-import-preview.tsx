import { Badge, Table } from '@mantine/core';
import type { ImportResult } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/use-format';
import { categoryLabel } from '../category-label';

/** The dry run's lines as transactions: duplicates dimmed and badged. */
export function TransactionImportPreview({ rows }: { rows: NonNullable<ImportResult['preview']> }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
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
          {rows.map((row) => (
            <Table.Tr key={row.line} c={row.duplicate ? 'dimmed' : undefined}>
              <Table.Td>{format.number(row.line, 0)}</Table.Td>
              <Table.Td>{format.date(row.date)}</Table.Td>
              <Table.Td>{t(`transactions.types.${row.type}`)}</Table.Td>
              <Table.Td ta="end">{format.number(row.amount, 8)}</Table.Td>
              <Table.Td>
                {row.description}{' '}
                {row.duplicate && (
                  <Badge size="xs" color="gray">
                    {t('csvImport.duplicate')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{categoryLabel(t, row.category)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
