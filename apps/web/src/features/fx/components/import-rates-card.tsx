import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useImportRates } from '../api/import-rates';

/** An ECB reference-rate file (eurofxref-hist.csv layout). */
export function ImportRatesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const mutation = useImportRates();
  const [file, setFile] = useState<File | null>(null);
  const tooBig = (file?.size ?? 0) >= MAX_UPLOAD_BYTES;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('rates.importTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rates.importHint')}
        </Text>
        <FileInput
          label={t('rates.file')}
          accept=".csv,text/csv"
          leftSection={<IconUpload size={16} />}
          value={file}
          onChange={(f) => (setFile(f), mutation.reset())}
          error={tooBig ? t('rates.tooBig') : undefined}
          clearable
          data-testid="rates-file"
        />
        <Group justify="flex-end">
          <Button
            disabled={!file || tooBig}
            loading={mutation.isPending}
            onClick={() => file && mutation.mutate(file)}
          >
            {t('rates.importButton')}
          </Button>
        </Group>
        {mutation.data && (
          <Alert color="teal" data-testid="rates-import-result">
            {t('rates.importResult', {
              imported: format.number(mutation.data.imported, 0),
              skipped: format.number(mutation.data.skipped, 0),
            })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
