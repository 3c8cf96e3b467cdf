import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** A new user's first screen: what to do, in order, with the first step one click away. */
export function DashboardEmptyState() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="xl" data-testid="dashboard-empty">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconWallet size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {t('dashboard.empty.title')}
        </Title>
        <Text c="dimmed">{t('dashboard.empty.text')}</Text>
        <List type="ordered" spacing="xs">
          <List.Item>{t('dashboard.empty.step1')}</List.Item>
          <List.Item>{t('dashboard.empty.step2')}</List.Item>
          <List.Item>{t('dashboard.empty.step3')}</List.Item>
        </List>
        <Button component={Link} to={PATHS.accounts} data-testid="dashboard-first-account">
          {t('dashboard.empty.cta')}
        </Button>
      </Stack>
    </Card>
  );
}
