import { Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Instrument } from '@wealthlog/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { useFormat } from '../../../lib/use-format';
import { useDeleteInstrument } from '../api/delete-instrument';
import { useInstruments } from '../api/instruments';
import { InstrumentForm } from './instrument-form';
import { EditDeleteIcons } from '../../../components/edit-delete-icons';

/**
 * The user's instruments: the contract size a trade's P&L is multiplied by (an option ×100, a
 * future's point value) and an FX pair's pip size. A trade keeps the size it was opened with.
 */
export function InstrumentsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const list = useInstruments(opened);
  const remove = useDeleteInstrument();
  const [editing, setEditing] = useState<Instrument | null>(null);
  const items = list.data ?? [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('trading.instruments.title')}
      size="lg"
      data-testid="instruments-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('trading.instruments.description')}
        </Text>
        {items.length === 0 ? (
          <Text size="sm">{t('trading.instruments.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table data-testid="instruments-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fieldLabels.symbol')}</Table.Th>
                  <Table.Th>{t('fieldLabels.assetClass')}</Table.Th>
                  <Table.Th ta="end">{t('fieldLabels.multiplier')}</Table.Th>
                  <Table.Th ta="end">{t('fieldLabels.pipSize')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('trading.instruments.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((i) => (
                  <Table.Tr key={i.symbol} data-testid="instrument-row">
                    <Table.Td dir="ltr">{i.symbol}</Table.Td>
                    <Table.Td>{t(`trading.assetClasses.${i.assetClass}`)}</Table.Td>
                    <Table.Td ta="end">{number(i.multiplier, 8)}</Table.Td>
                    <Table.Td ta="end">{i.pipSize === null ? '—' : number(i.pipSize, 12)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <EditDeleteIcons
                          editLabel={t('trading.instruments.edit', { symbol: i.symbol })}
                          deleteLabel={t('trading.instruments.remove', { symbol: i.symbol })}
                          onEdit={() => setEditing(i)}
                          onDelete={() =>
                            remove.mutate(i.symbol, {
                              onError: (error) => showErrorToast(error),
                            })
                          }
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <InstrumentForm
          key={editing?.symbol ?? 'new'}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </Stack>
    </Modal>
  );
}
