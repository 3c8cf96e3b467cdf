import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFailure } from './import-failure';

/**
 * Where each of a file's accounts goes (`children`, one choice each, and what else the file asks,
 * such as a QIF's date order), under the area's `intro`; then the dry run.
 */
export function FileAccountsStep({
  intro,
  empty,
  failure,
  canPreview,
  working,
  onBack,
  onPreview,
  children,
}: {
  intro: string;
  /** Said when the file holds nothing to book (null when it does). */
  empty: string | null;
  failure: unknown;
  canPreview: boolean;
  working: boolean;
  onBack: () => void;
  onPreview: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mt="md" data-testid="statement-accounts">
      <Text size="sm">{intro}</Text>
      {empty && (
        <Text size="sm" c="dimmed" data-testid="statement-empty">
          {empty}
        </Text>
      )}
      {children}
      <ImportFailure error={failure} testId="statement-error" />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button
          onClick={onPreview}
          disabled={!canPreview || empty !== null}
          loading={working}
          data-testid="import-preview"
        >
          {t('csvImport.previewButton')}
        </Button>
      </Group>
    </Stack>
  );
}
