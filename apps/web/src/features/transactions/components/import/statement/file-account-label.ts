import type { StatementDetectAccount } from '@wealthlog/core';
import type { TFunction } from 'i18next';

/** How the file names one of its accounts: its name, else its number; a QIF names none. */
export function fileAccountLabel(
  t: TFunction,
  a: Pick<StatementDetectAccount, 'name' | 'ref'> | undefined,
): string {
  return a?.name || a?.ref || t('transactions.import.statement.noNumber');
}
