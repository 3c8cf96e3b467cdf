import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconHistory, IconList, IconPlus } from '@tabler/icons-react';
import { type Account, sumMoney } from '@wealthlog/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useAccounts } from '../../../lib/queries/accounts-list';
import { useNetworthSummary } from '../../../lib/queries/networth-summary';
import { AccountFormModal } from '../components/account-form-modal';
import { AccountStatusModal } from '../components/account-status-modal';
import { AccountsList } from '../components/accounts-list';
import { baseBalances } from '../components/base-conversion';
import { useHoldings } from '../../../lib/queries/holdings';
import { DeleteAccountModal } from '../components/delete-account-modal';
import { StatusHistoryDrawer } from '../components/status-history-drawer';

/** /accounts: every account with its balance, status and actions. */
export function AccountsPage() {
  const { t } = useTranslation();
  const accounts = useAccounts();
  const summary = useNetworthSummary();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Account | null>(null);
  const [statusOf, setStatusOf] = useState<Account | null>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [history, setHistory] = useState<{ open: boolean; account: Account | null }>({
    open: false,
    account: null,
  });
  const list = useMemo(() => accounts.data ?? [], [accounts.data]);
  const holdings = useHoldings();
  const inBase = useMemo(
    () => baseBalances(list, summary.data, holdings.data),
    [list, summary.data, holdings.data],
  );
  const openPnl = useMemo(() => {
    const out = new Map<number, number>();
    for (const h of holdings.data ?? []) {
      const account = list.find((a) => a.id === h.accountId);
      if (account?.currency === h.currency)
        out.set(h.accountId, sumMoney([out.get(h.accountId) ?? 0, h.unrealizedPnl]).toNumber());
    }
    return out;
  }, [list, holdings.data]);

  const handlers = {
    onEdit: (a: Account) => (setEditing(a), setFormOpen(true)),
    onStatus: setStatusOf,
    onHistory: (a: Account) => setHistory({ open: true, account: a }),
    onDelete: setDeleting,
  };

  return (
    <Stack gap="md" data-testid="page-accounts">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('pages.accounts')}</Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconHistory size={16} />}
            onClick={() => setHistory({ open: true, account: null })}
          >
            {t('accounts.history.all')}
          </Button>
          <Button
            component={Link}
            to={PATHS.transactions}
            variant="default"
            leftSection={<IconList size={16} />}
          >
            {t('transactions.title')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => (setEditing(null), setFormOpen(true))}
            data-testid="account-create"
          >
            {t('accounts.create')}
          </Button>
        </Group>
      </Group>

      {summary.data && summary.data.missingRates.length > 0 && (
        <Alert color="yellow">
          {t('accounts.missingRates', { currencies: summary.data.missingRates.join(', ') })}{' '}
          <Link to={PATHS.rates}>{t('dashboard.missingRatesLink')}</Link>
        </Alert>
      )}

      {accounts.isPending && <Loader />}
      {accounts.isSuccess && list.length === 0 && (
        <Text c="dimmed" data-testid="accounts-empty">
          {t('accounts.empty')}
        </Text>
      )}
      {list.length > 0 && (
        <AccountsList
          accounts={list}
          baseCurrency={summary.data?.currency}
          inBase={inBase}
          openPnl={openPnl}
          handlers={handlers}
        />
      )}
      {list.length > 0 && summary.data && (
        <Text size="xs" c="dimmed">
          {t('accounts.conversionNote', { currency: summary.data.currency })}
        </Text>
      )}

      <AccountFormModal opened={formOpen} onClose={() => setFormOpen(false)} account={editing} />
      <AccountStatusModal account={statusOf} onClose={() => setStatusOf(null)} />
      <DeleteAccountModal
        account={deleting}
        onClose={() => setDeleting(null)}
        onDeactivate={setStatusOf}
      />
      <StatusHistoryDrawer
        opened={history.open}
        account={history.account}
        onClose={() => setHistory((h) => ({ ...h, open: false }))}
      />
    </Stack>
  );
}
