import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while authentication loads ('Loading WealthLog...'). Used by RequireAuth. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{t('messages.loading')}</Text>
      </Stack>
    </Center>
  );
}
