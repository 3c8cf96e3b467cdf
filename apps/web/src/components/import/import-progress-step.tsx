import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../lib/api/upload-with-progress';
import { useFormat } from '../../lib/use-format';

/**
 * Two phases: the upload, measured by the browser (XMLHttpRequest progress), then the server's
 * parsing and writing, which reports nothing until it answers: shown as an animated full bar.
 */
export function ImportProgressStep({ progress }: { progress: UploadProgress | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const uploading = progress?.phase !== 'server';
  const ratio = progress && progress.total > 0 ? progress.loaded / progress.total : 0;
  return (
    <Stack
      gap="xs"
      mt="md"
      data-testid="import-progress"
      data-phase={uploading ? 'upload' : 'server'}
    >
      <Text size="sm">
        {uploading
          ? t('csvImport.uploading', {
              percent: format.share(ratio),
            })
          : t('csvImport.processing')}
      </Text>
      <Progress
        value={uploading ? Math.round(ratio * 100) : 100}
        animated={!uploading}
        striped={!uploading}
        size="lg"
        aria-label={t('csvImport.progressLabel')}
      />
    </Stack>
  );
}
