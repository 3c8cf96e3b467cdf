import { Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import type { SessionInfo } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useSessions } from '../api/sessions';
import { parseUserAgent } from '../user-agent';

/** The user's signed-in devices, this one first, each with its own "Sign out". */
export function SessionsList() {
  const { t } = useTranslation();
  const { data } = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  if (!data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('settings.loading')} />
      </Center>
    );
  }
  const sessions = [...data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Stack gap="sm" data-testid="sessions-list">
      {sessions.map((session) => (
        <SessionRow key={session.id} session={session} />
      ))}
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          disabled={others === 0}
          loading={revokeOthers.isPending}
          data-testid="revoke-other-sessions"
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ revoked }) =>
                notifications.show({
                  color: 'teal',
                  message: t('settings.security.othersSignedOut', { count: revoked }),
                }),
            })
          }
        >
          {t('settings.security.signOutOthers')}
        </Button>
      </Group>
    </Stack>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoke = useRevokeSession();
  const { browser, os } = parseUserAgent(session.userAgent);
  const device =
    browser && os
      ? t('settings.security.deviceOn', { browser, os })
      : (browser ?? os ?? t('settings.security.unknownDevice'));
  const mobile = os === 'iOS' || os === 'Android';
  const Icon = mobile ? IconDeviceMobile : IconDeviceDesktop;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="session-row"
      data-current={session.current || undefined}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Icon size={28} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{device}</Text>
              {session.current && (
                <Badge variant="light" data-testid="this-device">
                  {t('settings.security.thisDevice')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('settings.security.ip')}: <span dir="ltr">{session.ip ?? '—'}</span>
            </Text>
            <Text size="sm" c="dimmed">
              {t('settings.security.lastUsed')}: {format.dateTime(session.lastUsedAt)}
            </Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(session.id)}
            aria-label={t('settings.security.signOutDevice', { device })}
            data-testid="revoke-session"
          >
            {t('settings.security.signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
