import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { PerformanceSection } from '../components/performance-section';

/** /trading/performance: how the portfolio and each investment account have done. */
export function PerformancePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="page-performance">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('performance.title')}</Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t('performance.dividends')}
          </Text>
        </Stack>
        <Group gap="md">
          <Anchor component={Link} to={PATHS.positions}>
            {t('positions.title')}
          </Anchor>
          <Anchor component={Link} to={PATHS.trading}>
            {t('positions.backToJournal')}
          </Anchor>
        </Group>
      </Group>
      <PerformanceSection />
    </Stack>
  );
}
