import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconHistory,
  IconList,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { Account } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface AccountActionHandlers {
  onEdit: (account: Account) => void;
  onStatus: (account: Account) => void;
  onHistory: (account: Account) => void;
  onDelete: (account: Account) => void;
}

/** One menu per account: its transactions, edit, (de)activate, history, delete. */
export function AccountActions({
  account,
  handlers,
}: {
  account: Account;
  handlers: AccountActionHandlers;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('accounts.actionsFor', { name: account.name })}
          data-testid={`account-actions-${account.id}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/accounts/${account.id}/transactions`}
          leftSection={<IconList size={16} />}
        >
          {t('accounts.viewTransactions')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => handlers.onEdit(account)}>
          {t('common.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={
            account.active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />
          }
          onClick={() => handlers.onStatus(account)}
        >
          {account.active ? t('accounts.status.deactivate') : t('accounts.status.reactivate')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconHistory size={16} />}
          onClick={() => handlers.onHistory(account)}
        >
          {t('accounts.history.open')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => handlers.onDelete(account)}
        >
          {t('common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
