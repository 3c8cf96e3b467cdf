import { Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../api/activity';
import { ActivityPager } from './activity-pager';
import { ActivityRow } from './activity-row';

const PAGE_SIZE = 10;

/** Settings → Security → Activity: the user's own log, newest first, a page at a time. */
export function ActivityList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useActivity({ page, pageSize: PAGE_SIZE });
  if (!data) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={t('activity.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="sm" data-testid="activity-list">
      {data.items.length === 0 ? (
        <Text c="dimmed">{t('activity.none')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((item, i) => (
            <ActivityRow key={`${item.at}-${i}`} item={item} />
          ))}
        </Stack>
      )}
      <ActivityPager
        total={data.total}
        page={page}
        pageSize={PAGE_SIZE}
        busy={isFetching}
        onPage={setPage}
      />
    </Stack>
  );
}
