import type { TransactionFilter } from '@wealthlog/core';
import { downloadFile } from '../../../lib/api/download';
import { todayIso } from '../../../lib/format';
import { filterQuery } from './list-transactions';

/** GET /api/transactions/export with the list's filters → transactions-<today>.csv. */
export function exportTransactions(filter: TransactionFilter): Promise<void> {
  return downloadFile(
    '/transactions/export',
    filterQuery(filter),
    `transactions-${todayIso()}.csv`,
  );
}
