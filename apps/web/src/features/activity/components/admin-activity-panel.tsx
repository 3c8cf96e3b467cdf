import { Paper, Stack, Title } from '@mantine/core';
import type { ActivityEvent } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminActivity } from '../api/activity';
import { ActivityPager } from './activity-pager';
import { AdminActivityFilters } from './admin-activity-filters';
import { AdminActivityTable } from './admin-activity-table';

const PAGE_SIZE = 20;

/** The admin dashboard's activity: everyone's events, cut by user and event, paged on the server. */
export function AdminActivityPanel() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | null>(null);
  const [event, setEvent] = useState<ActivityEvent | null>(null);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAdminActivity({ userId, event, page, pageSize: PAGE_SIZE });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ minWidth: 0, maxWidth: '100%' }}
      data-testid="admin-activity-panel"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('activity.title')}
        </Title>
        <AdminActivityFilters
          userId={userId}
          event={event}
          onUser={(id) => {
            setUserId(id);
            setPage(1);
          }}
          onEvent={(e) => {
            setEvent(e);
            setPage(1);
          }}
        />
        <AdminActivityTable items={data?.items ?? []} />
        <ActivityPager
          total={data?.total}
          page={page}
          pageSize={PAGE_SIZE}
          busy={isFetching}
          onPage={setPage}
        />
      </Stack>
    </Paper>
  );
}
