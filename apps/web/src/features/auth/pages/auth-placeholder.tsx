import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';

/** A bare (frameless) page, as SPEC §2 wants for public routes; the auth issue replaces each one. */
export function AuthPlaceholder({ titleKey, testId }: { titleKey: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder p="xl" radius="md" w="100%" maw={420} data-testid={testId}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t(titleKey)}
          </Title>
          <Text c="dimmed">{t('auth.comingSoon')}</Text>
          <Anchor component={Link} to={PATHS.landing}>
            {t('auth.backHome')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
