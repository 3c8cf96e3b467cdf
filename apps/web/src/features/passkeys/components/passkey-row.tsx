import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { AppError, PASSKEY_NAME_MAX, type Passkey } from '@wealthlog/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { confirmDanger } from '../../../components/confirm-danger';

/** One passkey: its name, when it was added and last used; rename in place, remove after a confirmation. */
export function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const remove = useRemovePasskey();
  const [removeError, setRemoveError] = useState<string | null>(null);

  const confirmRemove = () =>
    confirmDanger(t, {
      title: t('passkeys.removeTitle'),
      body: t('passkeys.removeBody', { name: passkey.name }),
      confirm: t('passkeys.remove'),
      testId: 'passkey-remove-confirm',
      onConfirm: () => {
        setRemoveError(null);
        remove.mutate(passkey.id, {
          onError: (err) =>
            setRemoveError(
              AppError.isAppError(err) && err.status === 409
                ? t('passkeys.lastWayIn')
                : t('passkeys.errors.removeFailed'),
            ),
        });
      },
    });

  return (
    <Paper withBorder radius="md" p="sm" data-testid="passkey-row">
      <Stack gap="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <IconKey size={24} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
            {editing ? (
              <RenameForm passkey={passkey} onDone={() => setEditing(false)} />
            ) : (
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="passkey-name-text">
                  {passkey.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('passkeys.created')}: {format.dateTime(passkey.createdAt)}
                </Text>
                <Text size="sm" c="dimmed" data-testid="passkey-last-used">
                  {t('passkeys.lastUsed')}:{' '}
                  {passkey.lastUsedAt ? format.dateTime(passkey.lastUsedAt) : t('passkeys.never')}
                </Text>
              </Stack>
            )}
          </Group>
          {!editing && (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                onClick={() => setEditing(true)}
                aria-label={t('passkeys.renameNamed', { name: passkey.name })}
                data-testid="passkey-rename"
              >
                {t('passkeys.rename')}
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                loading={remove.isPending}
                onClick={confirmRemove}
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                data-testid="passkey-remove"
              >
                {t('passkeys.remove')}
              </Button>
            </Group>
          )}
        </Group>
        {removeError && (
          <Alert color="red" role="alert" data-testid="passkey-remove-error">
            {removeError}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const blank = name.trim() === '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    rename.mutate({ id: passkey.id, name: name.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={onSubmit} noValidate style={{ flex: 1 }}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('passkeys.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={PASSKEY_NAME_MAX}
          error={blank ? t('passkeys.nameRequired') : undefined}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 12rem' }}
          data-testid="passkey-rename-input"
        />
        <Button
          type="submit"
          size="sm"
          loading={rename.isPending}
          data-testid="passkey-rename-save"
        >
          {t('passkeys.save')}
        </Button>
        <Button variant="default" size="sm" onClick={onDone}>
          {t('passkeys.cancel')}
        </Button>
      </Group>
    </form>
  );
}
