import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import type { Trade, TradeFilter } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { TradeChips } from './trade-chips';

const STATUS_COLOR = { OPEN: 'blue', CLOSED: 'gray', CANCELLED: 'orange' } as const;

interface Props {
  trades: Trade[];
  onOpen: (id: number) => void;
  /** A pattern or tag chip clicked in a row filters the journal by it. */
  onFilter: (patch: Pick<TradeFilter, 'tag' | 'pattern'>) => void;
}

/**
 * The journal's trades, newest first; a row opens the trade's drawer (by keyboard too), its
 * pattern and tag chips filter the journal.
 */
export function TradesTable({ trades, onOpen, onFilter }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  if (trades.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="trades-empty">
        {t('trading.table.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover data-testid="trades-table">
        <Table.Thead>
          <Table.Tr>
            {[
              'instrument',
              'direction',
              'status',
              'quantity',
              'entry',
              'exit',
              'pnl',
              'r',
              'opened',
              'journal',
            ].map((k) => (
              <Table.Th key={k}>{t(`trading.table.${k}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trades.map((tr) => (
            <Table.Tr key={tr.id} data-testid={`trade-row-${tr.id}`}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(tr.id)}
                  aria-label={t('trading.table.details', { instrument: tr.instrument })}
                  fw={600}
                >
                  {tr.instrument}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{t(`trading.directions.${tr.direction}`)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOR[tr.status]}>
                  {t(`trading.statuses.${tr.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {tr.openQuantity > 0 && tr.openQuantity < tr.quantity
                  ? t('trading.table.open', {
                      open: format.number(tr.openQuantity, 8),
                      total: format.number(tr.quantity, 8),
                    })
                  : format.number(tr.quantity, 8)}
              </Table.Td>
              <Table.Td>{format.number(tr.entryPrice, 8)}</Table.Td>
              <Table.Td>{tr.exitPrice === null ? '—' : format.number(tr.exitPrice, 8)}</Table.Td>
              <Table.Td data-testid="trade-pnl">
                {tr.realizedPnl === null ? '—' : format.signedMoney(tr.realizedPnl, tr.currency)}
              </Table.Td>
              <Table.Td>{tr.rMultiple === null ? '—' : format.number(tr.rMultiple, 2)}</Table.Td>
              <Table.Td>{format.dateTime(tr.entryDate)}</Table.Td>
              <Table.Td>
                <TradeChips tags={tr.tags} pattern={tr.pattern} onFilter={onFilter} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
