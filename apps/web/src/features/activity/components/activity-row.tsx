import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ActivityItem } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { detailText, deviceLabel } from '../activity-text';

/** Events a user should look at twice: shown with a red mark, not only in words. */
const ALERTS = new Set([
  'sign_in_failed',
  'admin_two_factor_reset',
  'totp_disabled',
  'passkey_removed',
]);

/**
 * One event as a card, not a table row: on a 390 px phone (and in Arabic, whose words run long)
 * every field wraps on its own line instead of being clipped or scrolled.
 */
export function ActivityRow({ item }: { item: ActivityItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const detail = detailText(t, item);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid="activity-row"
      data-event={item.event}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t(`activity.events.${item.event}`)}
            </Text>
            {ALERTS.has(item.event) && (
              <Badge color="red" variant="light" size="sm" aria-hidden="true">
                !
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={item.at}>
            {format.dateTime(item.at)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('activity.device')}: {deviceLabel(t, item.userAgent)} · {t('activity.ip')}:{' '}
          <span dir="ltr">{item.ip ?? '—'}</span>
        </Text>
        {detail && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="activity-detail">
            {detail}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
