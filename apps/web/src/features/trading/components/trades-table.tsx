import { Badge, Table, Text, UnstyledButton } from '@mantine/core';
import type { Trade, TradeFilter } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { PHONE_CARDS } from '../../../components/phone-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFormat } from '../../../lib/use-format';
import { TradeChips } from './trade-chips';

const STATUS_COLOR = { OPEN: 'blue', CLOSED: 'gray', CANCELLED: 'orange' } as const;
const COLUMNS = [
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
] as const;

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
  const label = (k: (typeof COLUMNS)[number]) => t(`trading.table.${k}`);
  if (trades.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="trades-empty">
        {t('trading.table.empty')}
      </Text>
    );
  }
  return (
    // A table on a wide screen (scrolling sideways when narrower than its columns), a card per
    // trade on a phone.
    <ScrollRegion label={t('trading.table.label')}>
      <Table striped highlightOnHover miw={880} className={PHONE_CARDS} data-testid="trades-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((k) => (
              <Table.Th key={k}>{label(k)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trades.map((tr) => (
            <Table.Tr key={tr.id} data-testid={`trade-row-${tr.id}`}>
              <Table.Td data-label={label('instrument')}>
                <UnstyledButton
                  onClick={() => onOpen(tr.id)}
                  aria-label={t('trading.table.details', { instrument: tr.instrument })}
                  fw={600}
                >
                  {tr.instrument}
                </UnstyledButton>
              </Table.Td>
              <Table.Td data-label={label('direction')}>
                {t(`trading.directions.${tr.direction}`)}
              </Table.Td>
              <Table.Td data-label={label('status')}>
                <Badge variant="light" color={STATUS_COLOR[tr.status]}>
                  {t(`trading.statuses.${tr.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-label={label('quantity')}>
                {tr.openQuantity > 0 && tr.openQuantity < tr.quantity
                  ? t('trading.table.open', {
                      open: format.number(tr.openQuantity, 8),
                      total: format.number(tr.quantity, 8),
                    })
                  : format.number(tr.quantity, 8)}
              </Table.Td>
              <Table.Td data-label={label('entry')}>{format.number(tr.entryPrice, 8)}</Table.Td>
              <Table.Td data-label={label('exit')}>
                {tr.exitPrice === null ? '—' : format.number(tr.exitPrice, 8)}
              </Table.Td>
              <Table.Td data-label={label('pnl')} data-testid="trade-pnl">
                {tr.realizedPnl === null ? '—' : format.signedMoney(tr.realizedPnl, tr.currency)}
              </Table.Td>
              <Table.Td data-label={label('r')}>
                {tr.rMultiple === null ? '—' : format.number(tr.rMultiple, 2)}
              </Table.Td>
              <Table.Td data-label={label('opened')}>{format.dateTime(tr.entryDate)}</Table.Td>
              <Table.Td data-label={label('journal')}>
                <TradeChips tags={tr.tags} pattern={tr.pattern} onFilter={onFilter} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
