import type { TradeFilter } from '@wealthlog/core';
import { downloadFile } from '../../../lib/api/download';
import { todayIso } from '../../../lib/format';
import { tradeQuery } from './keys';

/** GET /api/trade/export with the page's filters → trades-<today>.csv. */
export function exportTrades(filter: TradeFilter): Promise<void> {
  return downloadFile('/trade/export', tradeQuery(filter), `trades-${todayIso()}.csv`);
}
