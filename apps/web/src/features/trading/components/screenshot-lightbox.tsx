import { ActionIcon, Button, Group, Modal, Text, useDirection } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { ScreenshotImage } from './screenshot-image';

interface Props {
  ids: readonly string[];
  /** The screenshot shown; null: closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  onRemove: (id: string) => void;
}

/**
 * A trade's screenshots one at a time. The arrow keys step through them the way the page reads:
 * → is next left to right, previous right to left (Arabic); Esc closes (Modal's own).
 */
export function ScreenshotLightbox({ ids, index, onIndex, onClose, onRemove }: Props) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const format = useFormat();
  const total = ids.length;
  const opened = index !== null && total > 0;
  const current = opened ? Math.min(index, total - 1) : 0;
  const step = (by: number) => onIndex((current + by + total) % total);

  useWindowEvent('keydown', (event) => {
    if (!opened || total < 2) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) step(1);
    else if (event.key === back) step(-1);
    else return;
    event.preventDefault();
  });

  // Chevrons point the way the page reads: "previous" points to the start side.
  const Back = dir === 'rtl' ? IconChevronRight : IconChevronLeft;
  const Forward = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  // The UI language's digits (Arabic-Indic in ar), as everywhere a count is shown.
  const label = t('trading.media.counter', {
    n: format.number(current + 1, 0),
    total: format.number(total, 0),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      centered
      title={label}
      data-testid="screenshot-lightbox"
    >
      {opened && (
        <>
          <ScreenshotImage id={ids[current]!} alt={label} h="min(70vh, 640px)" fit="contain" />
          <Group justify="space-between" mt="sm">
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => step(-1)}
                disabled={total < 2}
                aria-label={t('trading.media.previous')}
                data-testid="lightbox-previous"
              >
                <Back size={18} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => step(1)}
                disabled={total < 2}
                aria-label={t('trading.media.next')}
                data-testid="lightbox-next"
              >
                <Forward size={18} />
              </ActionIcon>
              <Text size="xs" c="dimmed">
                {t('trading.media.keysHint')}
              </Text>
            </Group>
            <Button
              color="red"
              variant="light"
              onClick={() => onRemove(ids[current]!)}
              data-testid="lightbox-remove"
            >
              {t('trading.media.remove')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
