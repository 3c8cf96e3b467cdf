import { Box, Table } from '@mantine/core';
import type { AdminActivityItem } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { detailText, deviceLabel } from '../activity-text';
import { EmptyTableRow } from '../../../components/empty-table-row';

/** Everyone's events; scrolls sideways on a phone rather than squeezing seven columns. */
export function AdminActivityTable({ items }: { items: readonly AdminActivityItem[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    // A focusable, named region: keyboard users can scroll it too (axe scrollable-region-focusable).
    <Box
      component="section"
      tabIndex={0}
      aria-label={t('activity.title')}
      style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
    >
      <Table miw={900} striped verticalSpacing="xs" data-testid="admin-activity-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('activity.when')}</Table.Th>
            <Table.Th>{t('activity.user')}</Table.Th>
            <Table.Th>{t('activity.what')}</Table.Th>
            <Table.Th>{t('activity.device')}</Table.Th>
            <Table.Th>{t('activity.ip')}</Table.Th>
            <Table.Th>{t('activity.detail')}</Table.Th>
            <Table.Th>{t('activity.actor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.length === 0 && <EmptyTableRow columns={7}>{t('activity.none')}</EmptyTableRow>}
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="admin-activity-row" data-event={item.event}>
              <Table.Td>
                <time dateTime={item.at}>{format.dateTime(item.at)}</time>
              </Table.Td>
              <Table.Td fw={600}>{item.username ?? '—'}</Table.Td>
              <Table.Td>{t(`activity.events.${item.event}`)}</Table.Td>
              <Table.Td>{deviceLabel(t, item.userAgent)}</Table.Td>
              <Table.Td>
                <span dir="ltr">{item.ip ?? '—'}</span>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{detailText(t, item)}</Table.Td>
              <Table.Td>{item.actorUsername ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
