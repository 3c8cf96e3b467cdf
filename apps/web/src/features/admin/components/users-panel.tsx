import { Group, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../api/admin-roles';
import { useAdminUsers } from '../api/admin-users';
import { UsersTable } from './users-table';

const PAGE_SIZE = 20;
/** Long enough to skip the keystrokes of one word, short enough to feel live. */
const SEARCH_DEBOUNCE_MS = 300;

/** Search (debounced) and paging both run on the server (GET /api/admin/users). */
export function UsersPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useAdminUsers({ q, page, pageSize: PAGE_SIZE });
  const { data: roles = [] } = useRoles();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      // Never wider than the page: the table scrolls inside instead of stretching its box.
      style={{ minWidth: 0, maxWidth: '100%' }}
      data-testid="users-panel"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            {t('admin.users.title')}
          </Title>
          <TextInput
            aria-label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
            data-testid="users-search"
          />
        </Group>
        <UsersTable users={data?.items ?? []} roles={roles} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite" data-busy={isFetching || undefined}>
            {data ? t('admin.users.total', { count: data.total }) : t('admin.health.loading')}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': t(`admin.users.page.${control}`),
              })}
              getItemProps={(n) => ({ 'aria-label': t('admin.users.page.number', { n }) })}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
