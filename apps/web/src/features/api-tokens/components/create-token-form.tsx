import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import {
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  type CreatedApiToken,
  createApiTokenBodySchema,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFlow } from '../../../lib/use-form-flow';
import { useCreateApiToken } from '../api/create-api-token';
import { DEFAULT_EXPIRY, EXPIRY_CHOICES, type ExpiryChoice, expiresAtFor } from '../expiry';

type Field = 'name' | 'scope' | 'expiresAt';
const FIELDS: readonly Field[] = ['name', 'scope', 'expiresAt'];

/** Name, access and lifetime of a new token; the created token goes to `onCreated`, once. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  const flow = useFormFlow({
    schema: createApiTokenBodySchema,
    // The expiry is computed at submit time, so "30 days" means from the moment it is made.
    values: () => ({ name, scope, expiresAt: expiresAtFor(expiry) }),
    fields: FIELDS,
    send: (body) => create.mutateAsync(body),
    onSuccess: (created) => {
      setName('');
      onCreated(created);
    },
    fallback: 'messages.genericError',
  });
  const { fieldErrors: errors } = flow;

  return (
    <form onSubmit={flow.submit} noValidate data-testid="create-api-token-form">
      <Stack gap="sm">
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('apiTokens.name')}
            placeholder={t('apiTokens.namePlaceholder')}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            error={errors.name}
            required
            miw={200}
            data-testid="api-token-name"
            onChange={(event) => {
              setName(event.currentTarget.value);
              flow.setFieldErrors((current) => ({ ...current, name: undefined }));
            }}
          />
          <Select
            label={t('apiTokens.scope')}
            value={scope}
            allowDeselect={false}
            miw={160}
            error={errors.scope}
            data={[
              { value: 'read', label: t('apiTokens.scopeRead') },
              { value: 'read-write', label: t('apiTokens.scopeReadWrite') },
            ]}
            data-testid="api-token-scope"
            onChange={(value) => value && setScope(value as ApiTokenScope)}
          />
          <Select
            label={t('apiTokens.expiry')}
            value={expiry}
            allowDeselect={false}
            miw={160}
            error={errors.expiresAt}
            data={EXPIRY_CHOICES.map((value) => ({
              value,
              label: t(`apiTokens.expiryChoice.${value}`),
            }))}
            data-testid="api-token-expiry"
            onChange={(value) => value && setExpiry(value as ExpiryChoice)}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={flow.pending} data-testid="create-api-token">
            {t('apiTokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
