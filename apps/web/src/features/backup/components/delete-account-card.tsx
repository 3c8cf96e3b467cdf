import { Button, Group, List, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { DANGER_COLOR, TypedConfirmModal } from '../../../components/typed-confirm-modal';
import { useSession } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import type { BackupDownload } from '../hooks/use-backup-download';
import { BackupDownloadControls } from './backup-download-controls';

/**
 * Leaving: what goes, the backup offered first, then the username typed and the password asked
 * again. On success the user is signed out and lands on the sign-in page with a note.
 */
export function DeleteAccountCard({ download }: { download: BackupDownload }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const gone = (
    <List size="sm" spacing={2}>
      {(['finances', 'investments', 'property', 'budgets', 'files'] as const).map((part) => (
        <List.Item key={part}>{t(`backup.delete.what.${part}`)}</List.Item>
      ))}
    </List>
  );

  return (
    <SectionCard
      title={t('backup.delete.title')}
      description={t('backup.delete.description')}
      testId="delete-account-card"
      tone="danger"
    >
      {gone}
      <Stack gap={6}>
        <Text size="sm">{t('backup.delete.backupFirst')}</Text>
        <BackupDownloadControls
          download={download}
          testId="delete-backup-download"
          variant="default"
          live={false}
        />
      </Stack>
      <Group>
        <Button
          color={DANGER_COLOR}
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
          disabled={!user}
          data-testid="delete-account-open"
        >
          {t('backup.delete.open')}
        </Button>
      </Group>
      {confirming && user && (
        <TypedConfirmModal
          title={t('backup.delete.confirmTitle')}
          expected={user.username}
          passwordLabel={t('typedConfirm.password')}
          confirmLabel={t('backup.delete.confirm')}
          onClose={() => setConfirming(false)}
          onConfirm={async (values) => {
            await remove.mutateAsync(values);
          }}
          testId="delete-account"
        >
          <Text size="sm">{t('backup.delete.confirmBody')}</Text>
          {gone}
        </TypedConfirmModal>
      )}
    </SectionCard>
  );
}
