import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  total: number | undefined;
  page: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** "Events: n" and the page buttons, each named for screen readers in the user's language. */
export function ActivityPager({ total, page, pageSize, busy, onPage }: Props) {
  const { t } = useTranslation();
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-busy={busy || undefined}>
        {total === undefined ? t('activity.loading') : t('activity.total', { count: total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          size="sm"
          data-testid="activity-pages"
          getControlProps={(control) => ({ 'aria-label': t(`activity.page.${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('activity.page.number', { n }) })}
        />
      )}
    </Group>
  );
}
