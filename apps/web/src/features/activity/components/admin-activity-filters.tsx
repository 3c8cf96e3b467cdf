import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_EVENTS, type ActivityEvent } from '@wealthlog/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityUsersQuery } from '../api/activity';

const SEARCH_DEBOUNCE_MS = 300;
const USER_CHOICES = 50;

interface Props {
  userId: number | null;
  event: ActivityEvent | null;
  onUser: (userId: number | null) => void;
  onEvent: (event: ActivityEvent | null) => void;
}

/** The user (searched on the server as one types) and the event the admin's list is cut to. */
export function AdminActivityFilters({ userId, event, onUser, onEvent }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Asked only once the list is opened: the page's first load stays the activity's alone.
  const [opened, setOpened] = useState(false);
  const { data } = useQuery({
    ...activityUsersQuery(q, USER_CHOICES),
    enabled: opened,
  });
  const users = useMemo(() => {
    const found = (data?.items ?? []).map((u) => ({ value: String(u.id), label: u.username }));
    // The chosen user stays a choice while another search runs, or the field would go blank.
    if (chosen && !found.some((o) => o.value === chosen.value)) found.unshift(chosen);
    return found;
  }, [data, chosen]);
  const events = useMemo(
    () =>
      ACTIVITY_EVENTS.map((e) => ({ value: e, label: t(`activity.events.${e}`) })).sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [t],
  );
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
      <Select
        label={t('activity.admin.filterUser')}
        placeholder={t('activity.admin.anyUser')}
        data={users}
        value={userId === null ? null : String(userId)}
        onChange={(value, option) => {
          setChosen(value && option ? { value, label: option.label } : null);
          onUser(value ? Number(value) : null);
        }}
        searchable
        onDropdownOpen={() => setOpened(true)}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('activity.admin.noUser')}
        clearable
        miw={200}
        data-testid="activity-filter-user"
      />
      <Select
        label={t('activity.admin.filterEvent')}
        placeholder={t('activity.admin.anyEvent')}
        data={events}
        value={event}
        onChange={(value) => onEvent(value as ActivityEvent | null)}
        searchable
        clearable
        miw={200}
        data-testid="activity-filter-event"
      />
    </Group>
  );
}
