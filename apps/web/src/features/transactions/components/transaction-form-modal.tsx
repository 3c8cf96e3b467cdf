import { Modal } from '@mantine/core';
import type { Account, Transaction } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { TransactionForm } from './transaction-form';

interface Props {
  opened: boolean;
  onClose: () => void;
  accounts: readonly Account[];
  /** Absent: a new transaction. */
  transaction?: Transaction | null;
  /** A new transaction starts on this account (the page's account filter). */
  defaultAccountId?: number | undefined;
}

export function TransactionFormModal({
  opened,
  onClose,
  accounts,
  transaction,
  defaultAccountId,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={transaction ? t('transactions.editTitle') : t('transactions.createTitle')}
      size="lg"
    >
      {opened && (
        <TransactionForm
          key={transaction?.id ?? 'new'}
          accounts={accounts}
          transaction={transaction ?? null}
          defaultAccountId={defaultAccountId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
