import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFormat } from '../../../lib/use-format';
import { useOccurrence, useUpcoming } from '../api/expenses';

// Readable on light and dark cards (WCAG AA), as lib/tones.ts does for gains and losses.
const STATUS_COLOR = {
  DUE: 'light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-3))',
  SKIPPED: 'dimmed',
  POSTED: 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-3))',
} as const;

/**
 * The next 30 days from every source (recurring items, loan instalments, property rent: the list
 * the cash-flow forecast counts): what is due, skipped or already posted, with where it comes
 * from; a recurring occurrence can be skipped or posted from here, the others are recorded on
 * their loan or property.
 */
export function UpcomingList() {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useUpcoming();
  const occurrence = useOccurrence();
  return (
    <Card withBorder padding="md" data-testid="upcoming-list">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('recurring.upcoming')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('recurring.upcomingHint')}
        </Text>
        {query.data?.length === 0 && <Text c="dimmed">{t('recurring.noUpcoming')}</Text>}
        {query.data && query.data.length > 0 && (
          <ScrollRegion label={t('recurring.upcoming')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recurring.date')}</Table.Th>
                  <Table.Th>{t('recurring.name')}</Table.Th>
                  <Table.Th>{t('recurring.source')}</Table.Th>
                  <Table.Th ta="end">{t('recurring.amount')}</Table.Th>
                  <Table.Th>{t('recurring.status')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((u) => (
                  <Table.Tr
                    key={`${u.source}-${u.recurringId ?? u.loanId ?? u.propertyId}-${u.nominalDate}`}
                    data-testid="upcoming-row"
                    data-status={u.status}
                    data-source={u.source}
                  >
                    <Table.Td>{f.date(u.date)}</Table.Td>
                    <Table.Td>{u.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {t(`recurring.sources.${u.source}`)}
                    </Table.Td>
                    <Table.Td ta="end">{f.money(u.amount, u.currency)}</Table.Td>
                    <Table.Td>
                      {/* Words in a colour, not a badge: a badge cuts a longer word on a phone. */}
                      <Text
                        size="sm"
                        fw={600}
                        c={STATUS_COLOR[u.status]}
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {t(`recurring.statuses.${u.status}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {u.status === 'DUE' && u.recurringId !== null && (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() =>
                              occurrence.mutate({
                                id: u.recurringId!,
                                date: u.date,
                                action: 'skip',
                              })
                            }
                          >
                            {t('recurring.skip')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() =>
                              occurrence.mutate({
                                id: u.recurringId!,
                                date: u.date,
                                action: 'post',
                              })
                            }
                          >
                            {t('recurring.postNow')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </Stack>
    </Card>
  );
}
