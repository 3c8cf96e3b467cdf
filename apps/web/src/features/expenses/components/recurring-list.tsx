import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { RecurringItem } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { ReturnFocusOnUnmount } from '../../../lib/use-return-focus';
import { useDeleteRecurring, useOccurrence, useRecurring } from '../api/expenses';
import { RecurringForm } from './recurring-form';
import { EditDeleteIcons } from '../../../components/edit-delete-icons';

/** The recurring items: next date, skip or post the next one, edit, delete; and a new one. */
export function RecurringList() {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useRecurring();
  const occurrence = useOccurrence();
  const remove = useDeleteRecurring();
  const [editing, setEditing] = useState<RecurringItem | 'new' | null>(null);

  return (
    <Stack gap="sm" data-testid="recurring-list">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('recurring.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing('new')}
          data-testid="recurring-create"
        >
          {t('recurring.create')}
        </Button>
      </Group>
      {query.data?.length === 0 && <Text c="dimmed">{t('recurring.empty')}</Text>}
      {query.data?.map((r) => (
        <Card key={r.id} withBorder padding="sm" data-testid="recurring-row" data-name={r.name}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Text fw={600}>{r.name}</Text>
                {r.autoPost && (
                  <Badge size="xs" variant="light">
                    {t('recurring.auto')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {f.money(r.amount, r.currency)} · {t(`transactions.types.${r.type}`)}
                {r.category ? ` · ${r.category}` : ''}
              </Text>
              <Text size="sm" data-testid="recurring-next">
                {r.nextDate
                  ? t('recurring.next', { date: f.date(r.nextDate) })
                  : t('recurring.ended')}
              </Text>
            </Stack>
            <Group gap={4}>
              {r.nextDate && (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() =>
                      occurrence.mutate({ id: r.id, date: r.nextDate!, action: 'skip' })
                    }
                    data-testid="recurring-skip-next"
                  >
                    {t('recurring.skipNext')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      occurrence.mutate({ id: r.id, date: r.nextDate!, action: 'post' })
                    }
                    data-testid="recurring-post-next"
                  >
                    {t('recurring.postNow')}
                  </Button>
                </>
              )}
              <EditDeleteIcons
                editLabel={t('recurring.editOne', { name: r.name })}
                deleteLabel={t('recurring.deleteOne', { name: r.name })}
                onEdit={() => setEditing(r)}
                onDelete={() => remove.mutate(r.id)}
              />
            </Group>
          </Group>
        </Card>
      ))}
      {editing && (
        <>
          {/* Mounted only while open: focus goes back to the button that opened the form. */}
          <ReturnFocusOnUnmount />
          <RecurringForm
            item={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </>
      )}
    </Stack>
  );
}
