import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PASSKEY_NAME_MAX } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeysKey, usePasskeys } from '../api/passkeys';
import { ceremonyFailure, passkeysSupported, registerPasskey } from '../webauthn';
import { PasskeyRow } from './passkey-row';

/** Settings → Security → Passkeys: add one (named, the browser's prompt), list, rename, remove. */
export function PasskeysSection() {
  const { t } = useTranslation();
  if (!passkeysSupported()) {
    return (
      <Alert color="yellow" data-testid="passkeys-unsupported">
        {t('passkeys.unsupported')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="passkeys-section">
      <AddPasskeyForm />
      <PasskeyList />
    </Stack>
  );
}

function AddPasskeyForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: registerPasskey,
    // The browser's and the server's refusals are explained here, next to the button.
    meta: { silent: true },
    onSuccess: (created) => {
      setName('');
      notifications.show({ color: 'teal', message: t('passkeys.added', { name: created.name }) });
    },
    onError: (err) => {
      const why = ceremonyFailure(err);
      setError(t(`passkeys.errors.${why ?? 'failed'}`));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (name.trim() === '') {
      setError(t('passkeys.nameRequired'));
      return;
    }
    add.mutate(name.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('passkeys.name')}
            description={t('passkeys.nameHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={PASSKEY_NAME_MAX}
            required
            style={{ flex: '1 1 14rem' }}
            data-testid="passkey-name"
          />
          <Button
            type="submit"
            leftSection={<IconKey size={18} aria-hidden="true" />}
            loading={add.isPending}
            data-testid="passkey-add"
          >
            {t('passkeys.add')}
          </Button>
        </Group>
        {error && (
          <Alert color="red" role="alert" data-testid="passkey-add-error">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

function PasskeyList() {
  const { t } = useTranslation();
  const { data } = usePasskeys();
  if (!data) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('passkeys.loading')} />
      </Center>
    );
  }
  if (data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="passkeys-empty">
        {t('passkeys.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="passkeys-list">
      {data.map((passkey) => (
        <PasskeyRow key={passkey.id} passkey={passkey} />
      ))}
    </Stack>
  );
}
