import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadRatio } from '../../../lib/api/download';
import { useFormat } from '../../../lib/use-format';
import type { BackupDownload } from '../hooks/use-backup-download';
import { TransferProgress } from './transfer-progress';

/**
 * The backup's button, its progress (bytes in, and a percentage when the server estimated the
 * size) with a way to stop, and what was saved. The line under it is a polite live region that
 * speaks at the milestones only, never at every chunk.
 */
export function BackupDownloadControls({
  download,
  testId,
  variant = 'filled',
  live = true,
}: {
  download: BackupDownload;
  testId: string;
  variant?: 'filled' | 'default';
  /** False for a second copy of the controls on the page: one live region speaks, not two. */
  live?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { running, progress, saved, cancelled } = download;
  const ratio = progress ? downloadRatio(progress) : null;
  const received = format.bytes(progress?.loaded ?? 0);
  let status = '';
  if (running) status = t('backup.download.running');
  else if (saved) {
    status = t('backup.download.saved', { file: saved.fileName, size: format.bytes(saved.size) });
  } else if (cancelled) status = t('backup.download.cancelled');

  return (
    <Stack gap="sm">
      {running && progress ? (
        <>
          <TransferProgress
            ratio={ratio}
            text={
              progress.total !== null && ratio !== null
                ? t('backup.download.progressOf', {
                    received,
                    total: format.bytes(progress.total),
                    percent: format.share(ratio),
                  })
                : t('backup.download.progress', { received })
            }
            label={t('backup.download.progressLabel')}
            testId={`${testId}-progress`}
          />
          <Group>
            <Button variant="default" onClick={download.cancel} data-testid={`${testId}-cancel`}>
              {t('common.cancel')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button
            variant={variant}
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={download.start}
            data-testid={testId}
          >
            {t('backup.download.button')}
          </Button>
        </Group>
      )}
      <Text
        size="sm"
        c={saved && !running ? undefined : 'dimmed'}
        {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}
        data-testid={`${testId}-status`}
        style={{ overflowWrap: 'anywhere' }}
      >
        {status}
      </Text>
    </Stack>
  );
}
