import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useDeleteFill } from '../api/delete-fill';
import { useDeleteTrade } from '../api/delete-trade';
import { useTrade } from '../api/get-trade';
import { useUpdateTrade } from '../api/update-trade';
import { FillForm } from './fill-form';

/** One trade: its figures, its fills (each exit with its P&L), and the actions on it. */
export function TradeDrawer({ tradeId, onClose }: { tradeId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The last trade shown stays in the drawer while it slides out, so it keeps its title.
  const shown = useRef(tradeId);
  if (tradeId !== null) shown.current = tradeId;
  const trade = useTrade(shown.current);
  const deleteFill = useDeleteFill(shown.current ?? 0);
  const update = useUpdateTrade(shown.current ?? 0);
  const remove = useDeleteTrade();
  const tr = trade.data;
  return (
    <Drawer
      opened={tradeId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        tr
          ? t('trading.drawer.title', {
              instrument: tr.instrument,
              direction: t(`trading.directions.${tr.direction}`),
            })
          : ''
      }
    >
      {!tr ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm" data-testid="trade-drawer">
          <Group gap="xs">
            <Badge variant="light">{t(`trading.statuses.${tr.status}`)}</Badge>
            {tr.realizedPnl !== null && (
              <Text fw={700} data-testid="drawer-pnl">
                {format.signedMoney(tr.realizedPnl, tr.currency)}
              </Text>
            )}
            {tr.rMultiple !== null && (
              <Text size="sm">
                {t('trading.drawer.rMultiple', { r: format.number(tr.rMultiple, 2) })}
              </Text>
            )}
            {tr.returnPct !== null && (
              <Text size="sm">
                {t('trading.drawer.returnPct', { pct: format.percent(tr.returnPct / 100) })}
              </Text>
            )}
          </Group>
          <Title order={3} size="h5">
            {t('trading.drawer.fills')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="fills-table">
              <Table.Tbody>
                {tr.fills.map((f) => (
                  <Table.Tr key={f.id}>
                    <Table.Td>{t(`trading.sides.${f.side}`)}</Table.Td>
                    <Table.Td>
                      {format.number(f.quantity, 8)} × {format.number(f.price, 8)}
                    </Table.Td>
                    <Table.Td>{format.dateTime(f.date)}</Table.Td>
                    <Table.Td>
                      {f.pnl === null ? '' : format.signedMoney(f.pnl, tr.currency)}
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('trading.drawer.deleteFill')}
                        onClick={() => deleteFill.mutate(f.id)}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {t('trading.drawer.pnlNote', { currency: tr.currency })}
          </Text>
          {tr.status !== 'CANCELLED' && (tr.status === 'OPEN' || tr.openQuantity > 0) && (
            <>
              <Divider label={t('trading.drawer.addFill')} />
              <FillForm key={tr.fills.length} tradeId={tr.id} openQuantity={tr.openQuantity} />
            </>
          )}
          <Divider />
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() =>
                update.mutate({ status: tr.status === 'CANCELLED' ? 'OPEN' : 'CANCELLED' })
              }
            >
              {tr.status === 'CANCELLED'
                ? t('trading.drawer.reopenTrade')
                : t('trading.drawer.cancelTrade')}
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() =>
                window.confirm(t('trading.drawer.deleteConfirm')) &&
                remove.mutate(tr.id, { onSuccess: onClose })
              }
            >
              {t('trading.drawer.deleteTrade')}
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
