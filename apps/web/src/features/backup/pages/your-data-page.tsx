import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { BackupDownloadControls } from '../components/backup-download-controls';
import { DeleteAccountCard } from '../components/delete-account-card';
import { RestoreCard } from '../components/restore-card';
import { useBackupDownload } from '../hooks/use-backup-download';

/** /settings/data: the user's whole backup out, a backup back in, and leaving (issue 30). */
export function YourDataPage() {
  const { t } = useTranslation();
  const download = useBackupDownload();
  return (
    <Stack gap="md" data-testid="page-settings-data">
      <SectionCard
        title={t('backup.download.title')}
        description={t('backup.download.description')}
        testId="backup-card"
      >
        <BackupDownloadControls download={download} testId="backup-download" />
      </SectionCard>
      <RestoreCard />
      <DeleteAccountCard download={download} />
    </Stack>
  );
}
