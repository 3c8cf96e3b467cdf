import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconDownload, IconFileImport, IconPlus } from '@tabler/icons-react';
import { hashKey } from '@tanstack/react-query';
import type { Account, Transaction, TransactionFilter } from '@wealthlog/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDownload } from '../../../lib/use-download';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useFormat } from '../../../lib/use-format';
import { useDeleteTransaction } from '../api/delete-transaction';
import { exportTransactions } from '../api/export-transactions';
import { useFirstTransactionPage } from '../api/list-transactions';
import { ImportWizardModal } from '../components/import/import-wizard-modal';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionFormModal } from '../components/transaction-form-modal';
import { TransactionsList } from '../components/transactions-list';
import { confirmDanger } from '../../../components/confirm-danger';

/**
 * /accounts/transactions and /accounts/:accountId/transactions. Keyed by the account so
 * following a link to another account starts from its own filter.
 */
export function TransactionsPage() {
  const { accountId } = useParams();
  return <TransactionsView key={accountId ?? 'all'} accountId={accountId} />;
}

const DRILL_TYPES = new Set(['INCOME', 'EXPENSE']);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter a link carries in its query (only values the filter accepts). */
function drillDown(params: URLSearchParams): TransactionFilter {
  const out: TransactionFilter = {};
  const category = params.get('category');
  const type = params.get('type');
  const from = params.get('from');
  const to = params.get('to');
  if (category) out.category = category.slice(0, 50);
  if (type && DRILL_TYPES.has(type)) out.type = type as TransactionFilter['type'];
  if (from && ISO_DAY.test(from)) out.from = from;
  if (to && ISO_DAY.test(to)) out.to = to;
  return out;
}

function TransactionsView({ accountId }: { accountId: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  // A drill-down from the expenses reports arrives with ?category&type&from&to.
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<TransactionFilter>(() => ({
    ...(accountId ? { accountId: Number(accountId) } : {}),
    ...drillDown(params),
  }));
  const [form, setForm] = useState<{ open: boolean; tx: Transaction | null }>({
    open: false,
    tx: null,
  });
  const [importing, setImporting] = useState(false);
  const accounts = useAccounts();
  // Page 1 alone here, for the total; the list loads the pages it shows itself.
  const first = useFirstTransactionPage(filter);
  const remove = useDeleteTransaction();
  const accountList = useMemo(() => accounts.data ?? [], [accounts.data]);
  const byId = useMemo(
    () => new Map<number, Account>(accountList.map((a) => [a.id, a])),
    [accountList],
  );
  const total = first.data?.total ?? 0;

  const confirmDelete = (tx: Transaction) =>
    confirmDanger(t, {
      title: t('transactions.deleteTitle'),
      body: t('transactions.deleteText'),
      confirm: t('common.delete'),
      testId: 'tx-delete-confirm',
      onConfirm: () => remove.mutate(tx.id),
    });

  const exporting = useDownload(() => exportTransactions(filter));

  return (
    <Stack gap="md" data-testid="page-transactions">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Anchor component={Link} to={PATHS.accounts} size="sm">
            <Group gap={4} component="span">
              <IconArrowBackUp size={14} />
              {t('pages.accounts')}
            </Group>
          </Anchor>
          <Title order={1}>{t('transactions.title')}</Title>
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting.downloading}
            onClick={() => void exporting.start()}
            data-testid="tx-export"
          >
            {t('transactions.export')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
            disabled={accountList.length === 0}
            data-testid="tx-import"
          >
            {t('transactions.import.open')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setForm({ open: true, tx: null })}
            disabled={!accountList.some((a) => a.active)}
            data-testid="tx-create"
          >
            {t('transactions.create')}
          </Button>
        </Group>
      </Group>
      <TransactionFilters accounts={accountList} value={filter} onChange={setFilter} />
      <Text size="sm" c="dimmed" data-testid="tx-count">
        {first.isSuccess ? t('transactions.count', { total: format.number(total, 0) }) : ' '}
      </Text>
      {first.isPending ? (
        <Loader />
      ) : total === 0 ? (
        <Text c="dimmed" data-testid="tx-empty">
          {accountList.length === 0 ? t('transactions.noAccounts') : t('transactions.empty')}
        </Text>
      ) : (
        <TransactionsList
          // A new filter is a new list: remounted, it starts at the top with page 1.
          key={hashKey([filter])}
          filter={filter}
          total={total}
          accounts={byId}
          onEdit={(tx) => setForm({ open: true, tx })}
          onDelete={confirmDelete}
        />
      )}
      <TransactionFormModal
        opened={form.open}
        transaction={form.tx}
        accounts={accountList}
        defaultAccountId={filter.accountId}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      <ImportWizardModal
        opened={importing}
        onClose={() => setImporting(false)}
        accounts={accountList}
        defaultAccountId={filter.accountId}
      />
    </Stack>
  );
}
