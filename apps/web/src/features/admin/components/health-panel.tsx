import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useAdminHealth } from '../api/admin-health';

/** Every named check of GET /api/admin/health, its last run and its error; refreshed every 30 s. */
export function HealthPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, dataUpdatedAt } = useAdminHealth();
  const checks = data ? Object.entries(data.checks).sort(([a], [b]) => a.localeCompare(b)) : [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="health-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3">
            {t('admin.health.title')}
          </Title>
          {data && (
            <Badge
              size="lg"
              variant={data.healthy ? 'light' : 'filled'}
              color={data.healthy ? undefined : 'red.9'}
              data-testid="health-overall"
            >
              {data.healthy ? t('admin.health.healthy') : t('admin.health.unhealthy')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {data
            ? t('admin.health.updated', {
                time: format.dateTime(new Date(dataUpdatedAt).toISOString()),
              })
            : t('admin.health.loading')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {checks.map(([name, check]) => {
            const Icon = check.healthy ? IconCircleCheck : IconCircleX;
            return (
              <Paper key={name} withBorder radius="md" p="sm" data-testid={`health-check-${name}`}>
                <Group gap="xs" wrap="nowrap">
                  <Icon
                    size={22}
                    aria-hidden="true"
                    color={`var(--mantine-color-${check.healthy ? 'wealth' : 'red'}-filled)`}
                  />
                  <Text fw={600} style={{ flex: 1 }}>
                    {name}
                  </Text>
                  <Badge
                    // Primary 'wealth' light and red.9 filled both pass AA; Mantine's teal does not.
                    variant={check.healthy ? 'light' : 'filled'}
                    color={check.healthy ? undefined : 'red.9'}
                  >
                    {check.healthy ? t('admin.health.healthy') : t('admin.health.unhealthy')}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed" mt={6}>
                  {t('admin.health.lastCheck')}: {format.dateTime(check.lastCheck)}
                </Text>
                {check.error && (
                  <Text size="sm" c="red" mt={4} data-testid="health-error">
                    {check.error}
                  </Text>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
