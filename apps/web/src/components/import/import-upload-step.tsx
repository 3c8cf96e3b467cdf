import { Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { IMPORT_MAX_BYTES, type Account } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import type { CsvImportWizard } from './use-csv-import-wizard';

export function ImportUploadStep({
  wizard,
  accounts,
  ns,
}: {
  wizard: Pick<
    CsvImportWizard,
    'file' | 'accountId' | 'setFile' | 'setAccountId' | 'runDetect' | 'detecting'
  >;
  /** Null when the file goes into no account (prices). */
  accounts: readonly Account[] | null;
  /** The area's i18n prefix (its file and duplicates hints). */
  ns: string;
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
        label={t('csvImport.file')}
        description={t(`${ns}.fileHint`)}
        accept=".csv,text/csv,text/plain"
        leftSection={<IconUpload size={16} />}
        value={wizard.file}
        onChange={wizard.setFile}
        error={tooBig ? t('csvImport.tooBig') : undefined}
        clearable
        data-testid="import-file"
      />
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
