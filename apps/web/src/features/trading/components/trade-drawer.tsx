import { Drawer, Loader } from '@mantine/core';
import type { TradeFilter } from '@wealthlog/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrade } from '../api/get-trade';
import { TradeDrawerBody } from './trade-drawer-body';

interface Props {
  tradeId: number | null;
  onClose: () => void;
  /** A chip clicked in the drawer filters the journal by it. */
  onFilter: (patch: Pick<TradeFilter, 'tag' | 'pattern'>) => void;
}

/** One trade: its figures, fills, journal fields, screenshots, and the actions on it. */
export function TradeDrawer({ tradeId, onClose, onFilter }: Props) {
  const { t } = useTranslation();
  // The last trade shown stays in the drawer while it slides out, so it keeps its title.
  const shown = useRef(tradeId);
  if (tradeId !== null) shown.current = tradeId;
  const trade = useTrade(shown.current);
  const tr = trade.data;
  // Mantine's drawer and modal both close on Esc from a window listener: while the lightbox is
  // open the drawer leaves Esc to it, so one press closes the picture, not the trade too.
  const [viewing, setViewing] = useState(false);
  return (
    <Drawer
      opened={tradeId !== null}
      onClose={onClose}
      closeOnEscape={!viewing}
      position="right"
      size="lg"
      title={
        tr
          ? t('trading.drawer.title', {
              instrument: tr.instrument,
              direction: t(`trading.directions.${tr.direction}`),
            })
          : ''
      }
    >
      {!tr ? (
        <Loader size="sm" />
      ) : (
        <TradeDrawerBody trade={tr} onClose={onClose} onFilter={onFilter} onViewing={setViewing} />
      )}
    </Drawer>
  );
}
