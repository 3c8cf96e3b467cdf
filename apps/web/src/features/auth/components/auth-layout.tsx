import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { DisplayModeSwitcher } from '../../../components/display-mode-switcher';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { LogoMark } from '../../../components/logo-mark';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  testId: string;
  children: ReactNode;
  /** Links under the card (e.g. "No account yet? Create one"). */
  footer?: ReactNode;
}

/** The bare frame of the public auth pages: no menu, the switchers and a centred card. */
export function AuthLayout({ title, subtitle, testId, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" gap="sm" p="md" component="header" wrap="nowrap">
        {/* Named for screen readers: on a phone the name beside the logo is hidden. */}
        <Anchor
          component={Link}
          to={PATHS.landing}
          underline="never"
          c="inherit"
          aria-label={t('app.name')}
        >
          <Group gap="xs" wrap="nowrap">
            <LogoMark size={28} />
            <Text fw={700} visibleFrom="xs">
              {t('app.name')}
            </Text>
          </Group>
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitcher />
          <DisplayModeSwitcher />
        </Group>
      </Group>
      <Container
        size={460}
        w="100%"
        px="md"
        pb="xl"
        component="main"
        style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md" data-testid={testId}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Stack gap={4} align="center" mt="md">
            {footer}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
