import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { IMAGE_MIME_TYPES, type Trade, TRADE_LIMITS } from '@wealthlog/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/error-toasts';
import { useFormat } from '../../../lib/use-format';
import { useUpdateTrade } from '../api/update-trade';
import { ScreenshotImage } from './screenshot-image';
import { ScreenshotLightbox } from './screenshot-lightbox';

interface Props {
  trade: Trade;
  /** Uploads and attaches files (the drawer's drop zone calls the same). */
  onAdd: (files: File[]) => void;
  adding: boolean;
  /** The lightbox opened or closed: the drawer leaves Esc to it meanwhile. */
  onViewing: (viewing: boolean) => void;
}

/** The trade's screenshots: thumbnails that open the lightbox, a picker, and removal. */
export function TradeScreenshots({ trade, onAdd, adding, onViewing }: Props) {
  const { t } = useTranslation();
  const update = useUpdateTrade(trade.id);
  const format = useFormat();
  const [shown, setShown] = useState<number | null>(null);
  const viewing = shown !== null && trade.mediaIds.length > 0;
  useEffect(() => onViewing(viewing), [viewing, onViewing]);
  const ids = trade.mediaIds;
  const full = ids.length >= TRADE_LIMITS.mediaIds;
  // Removing detaches the screenshot from this trade; the stored file stays the user's upload.
  const remove = (id: string) => {
    const rest = ids.filter((x) => x !== id);
    update.mutate(
      { mediaIds: rest },
      {
        onSuccess: () =>
          setShown((i) => (i === null || rest.length === 0 ? null : Math.min(i, rest.length - 1))),
        onError: (error) => showErrorToast(error),
      },
    );
  };
  return (
    <Stack gap="xs" data-testid="trade-screenshots">
      <Group justify="space-between">
        <Title order={3} size="h5">
          {t('trading.media.title')}
        </Title>
        <FileButton onChange={onAdd} accept={IMAGE_MIME_TYPES.join(',')} multiple disabled={full}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconPhotoPlus size={16} />}
              loading={adding}
              disabled={full}
              data-testid="screenshot-add"
            >
              {t('trading.media.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {ids.length > 0 && (
        <Group gap="xs" data-testid="screenshot-thumbs">
          {ids.map((id, i) => {
            const label = t('trading.media.counter', {
              n: format.number(i + 1, 0),
              total: format.number(ids.length, 0),
            });
            return (
              <div key={id} style={{ position: 'relative' }} data-testid="screenshot-thumb">
                <UnstyledButton
                  onClick={() => setShown(i)}
                  aria-label={t('trading.media.open', { label })}
                >
                  <ScreenshotImage id={id} alt="" h={72} w={96} fit="cover" />
                </UnstyledButton>
                <ActionIcon
                  size="sm"
                  variant="filled"
                  color="dark"
                  aria-label={t('trading.media.removeOne', { label })}
                  onClick={() => remove(id)}
                  style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
                  data-testid="screenshot-remove"
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            );
          })}
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {full
          ? t('trading.media.full', { max: format.number(TRADE_LIMITS.mediaIds, 0) })
          : t('trading.media.hint')}
      </Text>
      <ScreenshotLightbox
        ids={ids}
        index={shown}
        onIndex={setShown}
        onClose={() => setShown(null)}
        onRemove={remove}
      />
    </Stack>
  );
}
