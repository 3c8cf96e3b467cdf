import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { DisplayModeSwitcher } from '../../../components/display-mode-switcher';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LogoMark } from '../../../components/logo-mark';

/** '/' (exact): public and bare, like every public route — no sidebar, just the way in. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="flex-end" gap="sm" p="md" component="header">
        <LanguageSwitcher />
        <DisplayModeSwitcher />
      </Group>
      <Container size="sm" component="main" style={{ flex: 1, display: 'flex' }}>
        <Stack justify="center" align="center" ta="center" gap="lg" pb="xl" style={{ flex: 1 }}>
          <LogoMark size={64} />
          <Title order={1}>{t('app.name')}</Title>
          <Text size="xl" maw={520}>
            {t('app.pitch')}
          </Text>
          <Group gap="md" justify="center">
            <Button component={Link} to={PATHS.login} size="md">
              {t('landing.signIn')}
            </Button>
            <Button component={Link} to={PATHS.register} size="md" variant="default">
              {t('landing.createAccount')}
            </Button>
          </Group>
          <Anchor component={Link} to={PATHS.forgotPassword} size="sm">
            {t('auth.forgotPasswordLink')}
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
