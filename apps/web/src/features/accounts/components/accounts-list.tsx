import { Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Account } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { AccountActions, type AccountActionHandlers } from './account-actions';
import { AccountStatusBadge } from './account-status-badge';

interface Props {
  accounts: readonly Account[];
  baseCurrency: string | undefined;
  inBase: Map<number, number | null>;
  /** Σ unrealised P&L of each account's open positions in its own currency (none: absent). */
  openPnl: Map<number, number>;
  handlers: AccountActionHandlers;
}

/** A table from the `sm` breakpoint up, a stack of cards on phones (same data, same actions). */
export function AccountsList(props: Props) {
  return (
    <>
      <AccountsTable {...props} />
      <AccountCards {...props} />
    </>
  );
}

function useCells({
  baseCurrency,
  inBase,
  openPnl,
}: Pick<Props, 'baseCurrency' | 'inBase' | 'openPnl'>) {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    balance: (a: Account) => format.money(a.balance, a.currency),
    /** "+ open positions …" under the balance of an account that holds some. */
    positions: (a: Account) => {
      const pnl = openPnl.get(a.id);
      return pnl === undefined
        ? null
        : t('accounts.openPositions', { pnl: format.signedMoney(pnl, a.currency) });
    },
    base: (a: Account) => {
      const value = inBase.get(a.id);
      if (!baseCurrency || value === undefined) return '…';
      return value === null ? t('accounts.noRate') : format.money(value, baseCurrency);
    },
    lastChange: (a: Account) =>
      a.lastStatusChange
        ? `${format.date(a.lastStatusChange.changedAt.slice(0, 10))}${
            a.lastStatusChange.reason
              ? ` · ${t(`accounts.reasons.${a.lastStatusChange.reason}`)}`
              : ''
          }`
        : '—',
  };
}

function AccountsTable({ accounts, baseCurrency, inBase, openPnl, handlers }: Props) {
  const { t } = useTranslation();
  const cells = useCells({ baseCurrency, inBase, openPnl });
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="sm">
      <Table highlightOnHover verticalSpacing="sm" data-testid="accounts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accounts.fields.name')}</Table.Th>
            <Table.Th>{t('accounts.fields.type')}</Table.Th>
            <Table.Th ta="end">{t('accounts.fields.balance')}</Table.Th>
            <Table.Th ta="end">{t('accounts.inBase', { currency: baseCurrency ?? '' })}</Table.Th>
            <Table.Th>{t('accounts.fields.status')}</Table.Th>
            <Table.Th>{t('accounts.fields.lastStatusChange')}</Table.Th>
            <Table.Th aria-label={t('common.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.id} data-testid={`account-row-${a.id}`} data-name={a.name}>
              <Table.Td fw={600}>{a.name}</Table.Td>
              <Table.Td>{t(`accounts.types.${a.type}`)}</Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-testid="account-balance">
                {cells.balance(a)}
                {cells.positions(a) && (
                  <Text size="xs" c="dimmed" data-testid="account-positions">
                    {cells.positions(a)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} c="dimmed">
                {cells.base(a)}
              </Table.Td>
              <Table.Td>
                <AccountStatusBadge active={a.active} />
              </Table.Td>
              <Table.Td c="dimmed" fz="sm">
                {cells.lastChange(a)}
              </Table.Td>
              <Table.Td>
                <AccountActions account={a} handlers={handlers} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AccountCards({ accounts, baseCurrency, inBase, openPnl, handlers }: Props) {
  const { t } = useTranslation();
  const cells = useCells({ baseCurrency, inBase, openPnl });
  return (
    <Stack gap="sm" hiddenFrom="sm" data-testid="accounts-cards">
      {accounts.map((a) => (
        <Card key={a.id} withBorder padding="md" data-testid={`account-card-${a.id}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {a.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`accounts.types.${a.type}`)}
              </Text>
            </Stack>
            <AccountActions account={a} handlers={handlers} />
          </Group>
          <Group justify="space-between" mt="sm" wrap="nowrap">
            <AccountStatusBadge active={a.active} />
            <Stack gap={0} align="flex-end">
              <Text fw={600}>{cells.balance(a)}</Text>
              {cells.positions(a) && (
                <Text size="xs" c="dimmed">
                  {cells.positions(a)}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {cells.base(a)}
              </Text>
            </Stack>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('accounts.fields.lastStatusChange')}: {cells.lastChange(a)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
