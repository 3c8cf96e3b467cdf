import { Badge, Group, Loader, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../../components/currency-select';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFormat } from '../../../lib/use-format';
import { RATE_LIST_LIMIT, useRates, type RateFilter } from '../api/list-rates';

export function RatesTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const [filter, setFilter] = useState<RateFilter>({});
  const rates = useRates(filter);
  const patch = (next: RateFilter) => setFilter((f) => ({ ...f, ...next }));
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <CurrencySelect
          aria-label={t('rates.base')}
          placeholder={t('rates.base')}
          value={filter.base ?? null}
          onChange={(v) => patch({ base: v ?? undefined })}
          clearable
        />
        <CurrencySelect
          aria-label={t('rates.quote')}
          placeholder={t('rates.quote')}
          value={filter.quote ?? null}
          onChange={(v) => patch({ quote: v ?? undefined })}
          clearable
        />
        <TextInput
          type="date"
          aria-label={t('transactions.filters.from')}
          title={t('transactions.filters.from')}
          value={filter.from ?? ''}
          onChange={(e) => patch({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          aria-label={t('transactions.filters.to')}
          title={t('transactions.filters.to')}
          value={filter.to ?? ''}
          onChange={(e) => patch({ to: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {rates.isPending && <Loader size="sm" />}
      {rates.data?.length === 0 && <Text c="dimmed">{t('rates.empty')}</Text>}
      {rates.data && rates.data.length > 0 && (
        // Focusable and named, so a keyboard scrolls the table on a phone too.
        <ScrollRegion label={t('rates.title')}>
          <Table striped highlightOnHover miw={480} data-testid="rates-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rates.date')}</Table.Th>
                <Table.Th>{t('rates.pair')}</Table.Th>
                <Table.Th ta="end">{t('rates.rate')}</Table.Th>
                <Table.Th>{t('rates.source')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.data.map((r) => (
                <Table.Tr key={`${r.date}-${r.base}-${r.quote}-${r.source}`}>
                  <Table.Td>{format.date(r.date)}</Table.Td>
                  <Table.Td>
                    <bdi>
                      {r.base} → {r.quote}
                    </bdi>
                  </Table.Td>
                  <Table.Td ta="end">{format.number(r.rate, 6)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge size="sm" variant="light" color={r.shared ? 'gray' : 'teal'}>
                        {r.shared ? t('rates.shared') : t('rates.own')}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {t(`rates.sources.${r.source}`)}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {rates.data?.length === RATE_LIST_LIMIT && (
        <Text size="xs" c="dimmed">
          {t('rates.limited', { count: RATE_LIST_LIMIT })}
        </Text>
      )}
    </>
  );
}
