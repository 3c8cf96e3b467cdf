import type { StatementDetectAccount } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { FileAccountChoice } from '../../../../../components/import/file-account-choice';
import { useFormat } from '../../../../../lib/use-format';
import type { StatementImport } from './use-statement-import';

/** One account the statement names: its lines and closing balance, and where it goes. */
export function StatementAccountChoice({
  account: a,
  index,
  flow,
}: {
  account: StatementDetectAccount;
  index: number;
  flow: StatementImport;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = a.currency ?? flow.accounts.drafts[a.ref]?.currency ?? null;
  const closing =
    a.closingBalance !== null
      ? t('transactions.import.statement.closing', {
          amount: currency
            ? format.money(a.closingBalance, currency)
            : format.number(a.closingBalance, 2),
          date: a.closingDate ? format.date(a.closingDate) : '—',
        })
      : null;
  const lines = t('transactions.import.statement.lines', { lines: format.number(a.lines, 0) });
  return (
    <FileAccountChoice
      account={a}
      index={index}
      state={flow.accounts}
      facts={closing ? `${lines} · ${closing}` : lines}
      newHint={t('transactions.import.statement.newHint')}
    />
  );
}
