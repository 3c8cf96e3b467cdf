import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Trade, TradeFilter } from '@wealthlog/core';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { useDeleteTrade } from '../api/delete-trade';
import { useUpdateTrade } from '../api/update-trade';
import { useAddScreenshots } from '../api/upload-screenshots';
import { FillForm } from './fill-form';
import { FillsTable } from './fills-table';
import { ScreenshotDropZone } from './screenshot-drop-zone';
import { TradeChips } from './trade-chips';
import { TradeJournalForm } from './trade-journal-form';
import { TradeScreenshots } from './trade-screenshots';
import { TradeUnits } from './trade-units';

interface Props {
  trade: Trade;
  onClose: () => void;
  onFilter: (patch: Pick<TradeFilter, 'tag' | 'pattern'>) => void;
  onViewing: (viewing: boolean) => void;
}

/** The drawer's content for one loaded trade; images dropped anywhere on it are attached. */
export function TradeDrawerBody({ trade: tr, onClose, onFilter, onViewing }: Props) {
  const { t } = useTranslation();
  const update = useUpdateTrade(tr.id);
  const remove = useDeleteTrade();
  const screenshots = useAddScreenshots(tr);
  const add = (files: File[]) => screenshots.mutate(files, { onError: (e) => showErrorToast(e) });
  return (
    <ScreenshotDropZone onFiles={add} disabled={screenshots.isPending}>
      <Stack gap="sm" data-testid="trade-drawer">
        <Group gap="xs">
          <Badge variant="light">{t(`trading.statuses.${tr.status}`)}</Badge>
          <TradeChips tags={tr.tags} pattern={tr.pattern} onFilter={onFilter} />
        </Group>
        <TradeUnits trade={tr} />
        <Title order={3} size="h5">
          {t('trading.drawer.fills')}
        </Title>
        <FillsTable trade={tr} />
        <Text size="xs" c="dimmed">
          {t('trading.drawer.pnlNote', { currency: tr.currency })}
        </Text>
        {tr.status !== 'CANCELLED' && (tr.status === 'OPEN' || tr.openQuantity > 0) && (
          <>
            <Divider label={t('trading.drawer.addFill')} />
            <FillForm key={tr.fills.length} tradeId={tr.id} openQuantity={tr.openQuantity} />
          </>
        )}
        <Divider label={t('trading.journal.title')} />
        <TradeJournalForm key={tr.id} trade={tr} />
        <Divider />
        <TradeScreenshots
          trade={tr}
          onAdd={add}
          adding={screenshots.isPending}
          onViewing={onViewing}
        />
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
    </ScreenshotDropZone>
  );
}
