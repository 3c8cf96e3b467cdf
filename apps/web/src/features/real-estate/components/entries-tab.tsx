import { BarChart } from '@mantine/charts';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { Property, PropertyMetricsAnswer } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { stripBidiMarks } from '../../../lib/format';
import { PHONE_CARDS } from '../../../components/phone-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFormat } from '../../../lib/use-format';
import {
  type Entry,
  type EntryKind,
  useDeleteEntry,
  useEntries,
  useRepeatEntry,
} from '../api/entries';
import { todayIso } from '../../../lib/format';
import { EntryForm } from './entry-form';

/** Income and expenses: the form, a yearly bar chart, and both lists (newest first). */
export function EntriesTab({
  property,
  metrics,
}: {
  property: Property;
  metrics: PropertyMetricsAnswer | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const years = (metrics?.years ?? []).map((y) => ({
    year: format.number(y.year, 0).replace(/[\s,.\u202f\u066c]/g, ''),
    income: y.income,
    expenses: y.expenses,
  }));
  return (
    <Stack gap="md">
      <EntryForm property={property} />
      {years.length > 0 ? (
        <BarChart
          h={220}
          data={years}
          dataKey="year"
          series={[
            { name: 'income', label: t('realEstate.income'), color: 'teal.6' },
            { name: 'expenses', label: t('realEstate.expense'), color: 'red.6' },
          ]}
          valueFormatter={(v) => format.money(v, property.currency)}
          yAxisProps={{
            width: 80,
            tickFormatter: (v: number) => stripBidiMarks(format.moneyCompact(v, property.currency)),
          }}
          data-testid="entries-chart"
        />
      ) : null}
      <EntryList kind="income" property={property} />
      <EntryList kind="expenses" property={property} />
    </Stack>
  );
}

function EntryList({ kind, property }: { kind: EntryKind; property: Property }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data = [] } = useEntries(kind, property.id);
  const remove = useDeleteEntry(kind);
  const repeat = useRepeatEntry(kind);
  const [editing, setEditing] = useState<Entry | null>(null);
  if (data.length === 0)
    return (
      <Text c="dimmed">
        {t(kind === 'income' ? 'realEstate.noIncome' : 'realEstate.noExpenses')}
      </Text>
    );
  return (
    <ScrollRegion label={t(kind === 'income' ? 'realEstate.income' : 'realEstate.expense')}>
      {/* The date, category and amount as columns on a wide screen, a card per entry on a phone. */}
      <Table className={PHONE_CARDS} data-testid={`entries-${kind}`}>
        <Table.Tbody>
          {data.map((e: Entry) => (
            <Table.Tr key={e.id}>
              <Table.Td data-label={t('fieldLabels.date')}>{format.date(e.date)}</Table.Td>
              <Table.Td data-label={t('fieldLabels.category')}>
                {t(`realEstate.categories.${e.category}`)}
              </Table.Td>
              <Table.Td data-label={t('fieldLabels.amount')}>
                {format.money(e.amount, property.currency)}
              </Table.Td>
              <Table.Td data-label={t('fieldLabels.description')}>{e.description}</Table.Td>
              <Table.Td data-label={t('fieldLabels.accountId')}>
                {e.accountId !== null ? (
                  <Badge variant="light" style={{ flexShrink: 0 }}>
                    {t('realEstate.paidThroughAccount')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td data-actions>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setEditing(e)}
                    data-testid="entry-edit"
                  >
                    {t('realEstate.edit')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => repeat.mutate({ id: e.id, until: todayIso() })}
                    data-testid="entry-repeat"
                  >
                    {t('realEstate.repeatMonthly')}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('common.delete')}
                    onClick={() => remove.mutate(e.id)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('realEstate.edit')}
        size="lg"
      >
        {editing ? (
          <EntryForm
            key={editing.id}
            property={property}
            entry={{ kind, value: editing }}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </ScrollRegion>
  );
}
