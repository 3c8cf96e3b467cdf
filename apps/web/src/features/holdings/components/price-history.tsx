import { ActionIcon, Badge, Loader, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHONE_CARDS } from '../../../components/phone-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { useFormat } from '../../../lib/use-format';
import { useDeletePrice, usePrices } from '../api/prices';

/** The prices of one instrument (newest first), or the latest price of each when none is chosen. */
export function PriceHistory({ instrument }: { instrument: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const prices = usePrices(instrument);
  const remove = useDeletePrice();
  if (prices.isPending) return <Loader size="sm" />;
  const rows = [...(prices.data ?? [])].reverse();
  if (rows.length === 0) return <Text c="dimmed">{t('positions.noPrices')}</Text>;
  return (
    <ScrollRegion label={t('positions.pricesTable')}>
      <Table striped miw={420} className={PHONE_CARDS} data-testid="prices-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('positions.instrument')}</Table.Th>
            <Table.Th>{t('positions.date')}</Table.Th>
            <Table.Th ta="end">{t('positions.price')}</Table.Th>
            <Table.Th>{t('positions.source')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={`${p.instrument}-${p.date}`} data-testid="price-row">
              <Table.Td data-label={t('positions.instrument')}>
                <bdi>{p.instrument}</bdi>
              </Table.Td>
              <Table.Td data-label={t('positions.date')}>{format.date(p.date)}</Table.Td>
              <Table.Td ta="end" data-label={t('positions.price')}>
                {format.number(p.price, 8)} {p.currency ?? ''}
              </Table.Td>
              <Table.Td data-label={t('positions.source')}>
                <Badge size="sm" variant="light" color={p.source === 'MANUAL' ? 'blue' : 'gray'}>
                  {t(`positions.sources.${p.source}`)}
                </Badge>
              </Table.Td>
              <Table.Td data-actions>
                {p.source === 'MANUAL' && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('positions.deletePrice', {
                      instrument: p.instrument,
                      date: format.date(p.date),
                    })}
                    loading={remove.isPending}
                    onClick={() => remove.mutate({ instrument: p.instrument, date: p.date })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
