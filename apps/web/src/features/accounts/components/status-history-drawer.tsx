import { Badge, Drawer, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import type { StatusChange } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useStatusHistory } from '../api/status-history';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** One account's history; absent: every account's. */
  account?: { id: number; name: string } | null;
}

/** The status changes, newest first; the drawer opens from the side the text starts on. */
export function StatusHistoryDrawer({ opened, onClose, account }: Props) {
  const { t } = useTranslation();
  const query = useStatusHistory(account?.id, opened);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={
        account
          ? t('accounts.history.titleFor', { name: account.name })
          : t('accounts.history.titleAll')
      }
    >
      {query.isPending && <Loader size="sm" />}
      {query.data?.length === 0 && <Text c="dimmed">{t('accounts.history.empty')}</Text>}
      {query.data && query.data.length > 0 && (
        <Timeline bulletSize={14} lineWidth={2} data-testid="status-history">
          {query.data.map((change) => (
            <Timeline.Item key={change.id} color={change.active ? 'teal' : 'orange'}>
              <HistoryEntry change={change} showName={!account} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Drawer>
  );
}

function HistoryEntry({ change, showName }: { change: StatusChange; showName: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap={2}>
      <Group gap="xs">
        {showName && <Text fw={600}>{change.accountName}</Text>}
        <Badge size="sm" variant="light" color={change.active ? 'teal' : 'orange'}>
          {change.active ? t('accounts.status.active') : t('accounts.status.inactive')}
        </Badge>
      </Group>
      {change.reason && <Text size="sm">{t(`accounts.reasons.${change.reason}`)}</Text>}
      {change.comment && (
        <Text size="sm" c="dimmed">
          {change.comment}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {format.dateTime(change.changedAt)}
      </Text>
    </Stack>
  );
}
