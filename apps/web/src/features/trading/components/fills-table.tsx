import { ActionIcon, Table } from '@mantine/core';
import type { Trade } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useDeleteFill } from '../api/delete-fill';

/** A trade's fills in the order they happened, each exit with the P&L it booked. */
export function FillsTable({ trade }: { trade: Trade }) {
  const { t } = useTranslation();
  const format = useFormat();
  const deleteFill = useDeleteFill(trade.id);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="fills-table">
        <Table.Tbody>
          {trade.fills.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>{t(`trading.sides.${f.side}`)}</Table.Td>
              <Table.Td>
                {format.number(f.quantity, 8)} × {format.number(f.price, 8)}
              </Table.Td>
              <Table.Td>{format.dateTime(f.date)}</Table.Td>
              <Table.Td>{f.pnl === null ? '' : format.signedMoney(f.pnl, trade.currency)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('trading.drawer.deleteFill')}
                  onClick={() => deleteFill.mutate(f.id)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
