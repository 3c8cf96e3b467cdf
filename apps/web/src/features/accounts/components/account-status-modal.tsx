import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  STATUS_COMMENT_MAX,
  STATUS_REASONS,
  type Account,
  type StatusReason,
} from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAccountStatus } from '../api/set-account-status';

interface Props {
  account: Account | null;
  onClose: () => void;
}

/** Deactivate or reactivate an account, with a reason and a comment for its status history. */
export function AccountStatusModal({ account, onClose }: Props) {
  const { t } = useTranslation();
  const activating = account ? !account.active : false;
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={
        activating ? t('accounts.status.reactivateTitle') : t('accounts.status.deactivateTitle')
      }
    >
      {account && <StatusForm key={account.id} account={account} onDone={onClose} />}
    </Modal>
  );
}

function StatusForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useSetAccountStatus();
  const activating = !account.active;
  const [reason, setReason] = useState<StatusReason>(activating ? 'reactivated' : 'closed');
  const [comment, setComment] = useState('');

  const confirm = () =>
    mutation.mutate(
      {
        id: account.id,
        body: {
          active: activating,
          reason,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        },
      },
      { onSuccess: onDone },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">
        {activating
          ? t('accounts.status.reactivateText', { name: account.name })
          : t('accounts.status.deactivateText', { name: account.name })}
      </Text>
      <Select
        label={t('accounts.status.reason')}
        data={STATUS_REASONS.map((r) => ({ value: r, label: t(`accounts.reasons.${r}`) }))}
        value={reason}
        onChange={(v) => v && setReason(v as StatusReason)}
        allowDeselect={false}
      />
      <Textarea
        label={t('accounts.status.comment')}
        value={comment}
        maxLength={STATUS_COMMENT_MAX}
        rows={3}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button
          color={activating ? undefined : 'orange'}
          loading={mutation.isPending}
          onClick={confirm}
          data-testid="status-confirm"
        >
          {activating ? t('accounts.status.reactivate') : t('accounts.status.deactivate')}
        </Button>
      </Group>
    </Stack>
  );
}
