import { Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { IMPORT_MAX_BYTES, type Account } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { ImportFailure } from './import-failure';
import type { CsvImportWizard } from './use-csv-import-wizard';

const CSV_TYPES = '.csv,text/csv,text/plain';

export function ImportUploadStep({
  wizard,
  accounts,
  ns,
  accept = CSV_TYPES,
  fileLabel = 'csvImport.file',
}: {
  wizard: Pick<
    CsvImportWizard,
    'file' | 'accountId' | 'setFile' | 'setAccountId' | 'runDetect' | 'detecting' | 'detectError'
  >;
  /** Null when the file goes into no account (prices). */
  accounts: readonly Account[] | null;
  /** The area's i18n prefix (its file and duplicates hints). */
  ns: string;
  /** The file types offered (default: a CSV's) and the input's label key. */
  accept?: string | undefined;
  fileLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const tooBig = (wizard.file?.size ?? 0) > IMPORT_MAX_BYTES;
  return (
    <Stack gap="sm" mt="md">
      {accounts && (
        <Select
          label={t('csvImport.account')}
          data={accounts
            .filter((a) => a.active)
            .map((a) => ({ value: String(a.id), label: `${a.name} (${a.currency})` }))}
          value={wizard.accountId ? String(wizard.accountId) : null}
          onChange={(v) => wizard.setAccountId(v ? Number(v) : null)}
          allowDeselect={false}
          data-testid="import-account"
        />
      )}
      <FileInput
        label={t(fileLabel)}
        description={t(`${ns}.fileHint`)}
        accept={accept}
        leftSection={<IconUpload size={16} />}
        value={wizard.file}
        onChange={wizard.setFile}
        error={tooBig ? t('csvImport.tooBig') : undefined}
        clearable
        data-testid="import-file"
      />
      <ImportFailure error={wizard.detectError} testId="import-detect-error" />
      <Text size="xs" c="dimmed">
        {t(`${ns}.duplicatesHint`)}
      </Text>
      <Group justify="flex-end">
        <Button
          onClick={() => void wizard.runDetect()}
          disabled={!wizard.file || (accounts !== null && !wizard.accountId) || tooBig}
          loading={wizard.detecting}
          data-testid="import-next"
        >
          {t('common.next')}
        </Button>
      </Group>
    </Stack>
  );
}
