import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import type { ApiToken } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { isExpired } from '../expiry';
import { confirmDanger } from '../../../components/confirm-danger';

/** The user's tokens: scope, when made, last used, expiry; each revocable after a confirmation. */
export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useTranslation();
  if (tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="api-tokens-empty">
        {t('apiTokens.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="api-token-list">
      {tokens.map((token) => (
        <TokenRow key={token.id} token={token} />
      ))}
    </Stack>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const { t } = useTranslation();
  const format = useFormat();
  const revoke = useRevokeApiToken();
  const expired = isExpired(token.expiresAt);
  const confirm = () =>
    confirmDanger(t, {
      title: t('apiTokens.revokeTitle'),
      body: t('apiTokens.revokeBody', { name: token.name }),
      confirm: t('apiTokens.revoke'),
      testId: 'confirm-revoke-api-token',
      onConfirm: () =>
        revoke.mutate(token.id, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message: t('apiTokens.revoked', { name: token.name }),
            }),
        }),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="api-token-row" data-name={token.name}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <IconKey size={24} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {token.name}
              </Text>
              <Badge variant="light" color={token.scope === 'read' ? 'blue' : 'grape'}>
                {token.scope === 'read' ? t('apiTokens.scopeRead') : t('apiTokens.scopeReadWrite')}
              </Badge>
              {expired && (
                <Badge variant="light" color="red">
                  {t('apiTokens.expired')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('apiTokens.createdAt')}: {format.dateTime(token.createdAt)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('apiTokens.lastUsed')}:{' '}
              {token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('apiTokens.neverUsed')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('apiTokens.expiry')}:{' '}
              {token.expiresAt
                ? format.dateTime(token.expiresAt)
                : t('apiTokens.expiryChoice.never')}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          color="red"
          size="xs"
          loading={revoke.isPending}
          onClick={confirm}
          aria-label={t('apiTokens.revokeNamed', { name: token.name })}
          data-testid="revoke-api-token"
        >
          {t('apiTokens.revoke')}
        </Button>
      </Group>
    </Paper>
  );
}
