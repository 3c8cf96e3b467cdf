import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A titled empty screen for features whose issue has not landed yet. */
export function PlaceholderPage({ titleKey, testId }: { titleKey: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={1}>{t(titleKey)}</Title>
      <Text c="dimmed">{t('pages.comingSoon')}</Text>
    </Stack>
  );
}
