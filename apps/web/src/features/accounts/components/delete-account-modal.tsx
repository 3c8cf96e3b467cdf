import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Account } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { isHasPostingsError, useDeleteAccount } from '../api/delete-account';
import { DialogActions } from '../../../components/dialog-actions';

interface Props {
  account: Account | null;
  onClose: () => void;
  /** The server said the account has postings: offer deactivation first. */
  onDeactivate: (account: Account) => void;
}

type Step = 'confirm' | 'has-postings' | 'cascade';

/**
 * Delete in up to three steps: a plain confirmation; if the account has postings (409 BUS_004),
 * deactivation is offered first; a cascade delete needs the account's name typed in full.
 */
export function DeleteAccountModal({ account, onClose, onDeactivate }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={account !== null} onClose={onClose} title={t('accounts.delete.title')}>
      {account && (
        <DeleteSteps
          key={account.id}
          account={account}
          onDone={onClose}
          onDeactivate={onDeactivate}
        />
      )}
    </Modal>
  );
}

function DeleteSteps({
  account,
  onDone,
  onDeactivate,
}: {
  account: Account;
  onDone: () => void;
  onDeactivate: (account: Account) => void;
}) {
  const { t } = useTranslation();
  const mutation = useDeleteAccount();
  const [step, setStep] = useState<Step>('confirm');
  const [typed, setTyped] = useState('');

  const remove = (cascade: boolean) =>
    mutation.mutate(
      { id: account.id, cascade },
      {
        onSuccess: onDone,
        onError: (error) =>
          isHasPostingsError(error) ? setStep('has-postings') : showErrorToast(error),
      },
    );

  if (step === 'confirm') {
    return (
      <Stack gap="sm">
        <Text>{t('accounts.delete.confirmText', { name: account.name })}</Text>
        <DialogActions onCancel={onDone}>
          <Button
            color="red"
            loading={mutation.isPending}
            onClick={() => remove(false)}
            data-testid="delete-confirm"
          >
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Stack>
    );
  }

  if (step === 'has-postings') {
    return (
      <Stack gap="sm">
        <Alert color="orange" data-testid="delete-has-postings">
          {t('accounts.delete.hasPostings')}
        </Alert>
        <Group justify="flex-end">
          {account.active && (
            <Button
              onClick={() => (onDone(), onDeactivate(account))}
              data-testid="delete-deactivate"
            >
              {t('accounts.status.deactivate')}
            </Button>
          )}
          <Button
            color="red"
            variant="outline"
            onClick={() => setStep('cascade')}
            data-testid="delete-cascade"
          >
            {t('accounts.delete.cascade')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const matches = typed.trim() === account.name.trim();
  return (
    <Stack gap="sm">
      <Alert color="red" data-testid="delete-cascade-warning">
        {t('accounts.delete.cascadeWarning')}
      </Alert>
      <TextInput
        label={t('accounts.delete.typeName', { name: account.name })}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        data-testid="delete-typed-name"
      />
      <DialogActions onCancel={onDone}>
        <Button
          color="red"
          disabled={!matches}
          loading={mutation.isPending}
          onClick={() => remove(true)}
          data-testid="delete-cascade-confirm"
        >
          {t('accounts.delete.cascadeConfirm')}
        </Button>
      </DialogActions>
    </Stack>
  );
}
