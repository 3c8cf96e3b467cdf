import { Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { API_TOKEN_MAX_PER_USER, type CreatedApiToken } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiTokens } from '../api/api-tokens';
import { isExpired } from '../expiry';
import { ApiTokenList } from './api-token-list';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';

/** Settings → Security → API tokens: make one (its value shown once), see and revoke them. */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const { data, isError } = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // The failure itself was toasted: here, only no endless spinner.
  if (isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('messages.genericError')}
      </Text>
    );
  }
  if (!data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
  }
  // The server counts live tokens against the cap; expired ones stay listed but do not count.
  const full = data.filter((tok) => !isExpired(tok.expiresAt)).length >= API_TOKEN_MAX_PER_USER;
  return (
    <Stack gap="md" data-testid="api-tokens-section">
      {created ? (
        <NewTokenNotice created={created} onDone={() => setCreated(null)} />
      ) : full ? (
        <Text size="sm" data-testid="api-tokens-full">
          {t('apiTokens.limitReached', { count: API_TOKEN_MAX_PER_USER })}
        </Text>
      ) : (
        <CreateTokenForm onCreated={setCreated} />
      )}
      <Divider />
      <ApiTokenList tokens={data} />
    </Stack>
  );
}
