import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../lib/paths';

/** Unknown protected paths land here, inside the frame, so the menu stays at hand. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="page-not-found">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.description')}</Text>
      <Anchor component={Link} to={PATHS.dashboard}>
        {t('notFound.backToDashboard')}
      </Anchor>
    </Stack>
  );
}
